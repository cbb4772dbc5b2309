import { ErrorCodes } from '@inventory/contracts';
import { SwitchState } from '@inventory/domain';
import { BusinessError } from '../../errors/app-errors.ts';
import type { SkuInfo } from './sku-lookup.repository.ts';

/**
 * An SKU switched Off stays in history but takes no new lines (business-rules §1: hidden from the pickers of new
 * documents; the server refuses what the client hides). `kept` are the SKUs the document already had: a draft
 * saved again keeps its Off lines, it only cannot gain new ones.
 */
export function refuseOffSkus(
  skus: ReadonlyMap<string, Pick<SkuInfo, 'name' | 'state'>>,
  skuIds: Iterable<string>,
  kept: ReadonlySet<string> = new Set(),
): void {
  for (const id of skuIds) {
    const sku = skus.get(id);
    if (sku?.state === SwitchState.Off && !kept.has(id))
      throw new BusinessError(ErrorCodes.SkuOff, { sku: sku.name });
  }
}
