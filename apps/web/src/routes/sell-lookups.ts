import { type ApiClient, endpoints } from '@inventory/contracts';
import type { CheckStock, SellLookups } from '@inventory/ui';
import { callEndpoint } from '../api/endpoint-calls.ts';
import { purchaseLookups } from './purchase-lookups.ts';

/**
 * A sale's stock check over the stock calls: FEFO's batches for the whole wanted count in the warehouse
 * (`GET /stock/stock/{SKUId}`), and only when that falls short, what every warehouse holds (`GET /stock/info`).
 */
export function stockCheck(client: ApiClient): CheckStock {
  return async (skuId, count, warehouseId) => {
    const proposal = await callEndpoint(client, endpoints.stock.proposal, {
      params: { SKUId: skuId },
      query: { Count: Number(count), ...(warehouseId ? { WarehouseId: warehouseId } : {}) },
    });
    const short = proposal.maxCount < Number(count);
    const everywhere =
      short && warehouseId ? await callEndpoint(client, endpoints.stock.info, { query: { skuId } }) : [];
    const skuName =
      proposal.items[0]?.name ??
      (await callEndpoint(client, endpoints.sku.get, { params: { id: skuId } })).name;
    return {
      skuName,
      available: proposal.maxCount,
      batches: proposal.items.map((item) => ({
        batchNumber: item.batchNumber ?? null,
        count: item.count,
        expirationTime: item.periodOfValidity ?? null,
        warehouse: item.warehouseName ?? null,
      })),
      elsewhere: everywhere
        .filter((other) => other.wareHouseId !== warehouseId && other.count > 0)
        .map((other) => ({ warehouse: other.name ?? '', count: other.count })),
    };
  };
}

/** The sale editor's pickers (SKUs by code or name, warehouses by name) and, with the stock permission, its check. */
export function sellLookups(client: ApiClient, mayReadStock: boolean): SellLookups {
  const { searchSkus, loadSku, searchWarehouses, loadWarehouse } = purchaseLookups(client);
  return {
    searchSkus,
    loadSku,
    searchWarehouses,
    loadWarehouse,
    ...(mayReadStock ? { checkStock: stockCheck(client) } : {}),
  };
}
