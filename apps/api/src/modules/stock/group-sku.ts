import { ErrorCodes } from '@inventory/contracts';
import type { Decimal, KitComponent } from '@inventory/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { BusinessError, EntityNotFoundError } from '../../errors/app-errors.ts';
import { translate, type Culture } from '@inventory/contracts/server-texts';
import { findSkuComponents, findSkuInfos, type SkuInfo } from './sku-lookup.repository.ts';

// A Group SKU (a kit) and what its components lack: the stock check and production's material proposal (§7).

/** A live Group SKU and its components; a missing SKU is a 404, one without components 'Inventory:NotAGroupSku'. */
export async function groupSkuOrRefuse(
  trx: Kysely<Schema>,
  skuId: string,
): Promise<{ product: SkuInfo; components: KitComponent[] }> {
  const product = (await findSkuInfos(trx, [skuId])).get(skuId);
  if (!product || product.isDeleted) throw new EntityNotFoundError('Sku', skuId);
  const components = await findSkuComponents(trx, skuId);
  if (components.length === 0) throw new BusinessError(ErrorCodes.NotAGroupSku, { sku: product.name });
  return { product, components };
}

/** One line per component short of the kit's need, in the caller's language; empty when everything suffices. */
export function groupShortageText(
  culture: Culture,
  shortages: readonly { skuId: string; need: Decimal; available: Decimal }[],
  skus: ReadonlyMap<string, { name: string }>,
): string {
  return shortages
    .map((s) =>
      translate(culture, 'errors:GroupStockShortageLine', {
        sku: skus.get(s.skuId)?.name ?? s.skuId,
        need: s.need.normalize().toString(),
        available: s.available.normalize().toString(),
      }),
    )
    .join('\n');
}
