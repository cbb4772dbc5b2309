import { ErrorCodes, type YieldCheck } from '@inventory/contracts';
import { proposeProductionMaterials, type KitComponent } from '@inventory/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { BusinessError, EntityNotFoundError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { translate } from '@inventory/contracts/server-texts';
import { readBalances } from '../stock/balance.repository.ts';
import { findSkuComponents, findSkuInfos, findWarehouseNames } from '../stock/sku-lookup.repository.ts';
import type { SkuInfo } from '../stock/sku-lookup.repository.ts';
import { loadStockSettings } from '../stock/stock-context.ts';

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
      checkStr: proposal.check.shortages
        .map((s) =>
          translate(scope.culture, 'errors:GroupStockShortageLine', {
            sku: skus.get(s.skuId)?.name ?? s.skuId,
            need: s.need.normalize().toString(),
            available: s.available.normalize().toString(),
          }),
        )
        .join('\n'),
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
