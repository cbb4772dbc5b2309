import type { YieldCheck } from '@inventory/contracts';
import { proposeProductionMaterials } from '@inventory/domain';
import type { RequestScope } from '../../http/request-scope.ts';
import { readBalances } from '../stock/balance.repository.ts';
import { groupShortageText, groupSkuOrRefuse } from '../stock/group-sku.ts';
import { findSkuInfos, findWarehouseNames } from '../stock/sku-lookup.repository.ts';
import { loadStockSettings } from '../stock/stock-context.ts';

/**
 * GET /yield/group-sKU/{skuId}?count (§7): the FEFO batches of every component's need (as much as there is),
 * maxCount, and one localized line per shortage (empty when everything suffices).
 */
export async function proposeMaterials(
  scope: RequestScope,
  skuId: string,
  count: number,
  warehouseId: string | undefined,
): Promise<YieldCheck> {
  return scope.db.run(async (trx) => {
    const { components } = await groupSkuOrRefuse(trx, skuId);
    const settings = await loadStockSettings(trx);
    const componentIds = components.map((c) => c.skuId);
    const balances = await readBalances(trx, componentIds, warehouseId ? [warehouseId] : null);
    const proposal = proposeProductionMaterials(components, count, balances, {
      today: new Date(),
      timeZone: settings.timeZone,
      warehouseId: warehouseId ?? null,
      allowExpired: false,
    });
    const [skus, warehouses] = await Promise.all([
      findSkuInfos(trx, componentIds),
      findWarehouseNames(
        trx,
        proposal.items.map((a) => a.warehouseId),
      ),
    ]);
    return {
      checkStr: groupShortageText(scope.culture, proposal.check.shortages, skus),
      maxCount: proposal.check.maxCount,
      items: proposal.items.map((a) => {
        const sku = skus.get(a.skuId);
        return {
          skuId: a.skuId,
          unit: sku?.unit ?? null,
          name: sku?.name ?? null,
          code: sku?.code ?? null,
          attribute: sku?.attribute ?? null,
          count: a.count.toNumber(),
          warehouseId: a.warehouseId,
          warehouseName: warehouses.get(a.warehouseId) ?? null,
          batchNumber: a.batchNumber,
          cost: a.cost.toNumber(),
          periodOfValidity: a.expirationTime,
        };
      }),
    };
  });
}
