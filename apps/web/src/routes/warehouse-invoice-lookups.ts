import { type ApiClient, endpoints } from '@inventory/contracts';
import type { PickerBatch, WarehouseInvoiceLookups } from '@inventory/ui';
import { callEndpoint } from '../api/endpoint-calls.ts';
import { purchaseLookups } from './purchase-lookups.ts';

/**
 * The batches of one SKU in one warehouse over the stock list (`GET /stock` with the warehouse, the SKU's code and
 * its batches): every batch that holds some, expired ones included, with its dates.
 */
export function batchLoader(client: ApiClient) {
  return async (skuId: string, warehouseId: string): Promise<PickerBatch[]> => {
    const sku = await callEndpoint(client, endpoints.sku.get, { params: { id: skuId } });
    const page = await callEndpoint(client, endpoints.stock.list, {
      // The name filter matches codes too; the code is unique, the row is then found by its id.
      query: { WarehouseId: warehouseId, SKUName: sku.code, IsNeedBatch: true, MaxResultCount: 50 },
    });
    const row = page.items.find((item) => item.skuId === skuId);
    return (row?.items ?? [])
      .filter((batch) => batch.warehouseId === warehouseId && batch.count > 0)
      .map((batch) => ({
        batchNumber: batch.batchNumber ?? '',
        count: batch.count,
        producedTime: batch.producedTime ?? null,
        expirationTime: batch.expirationTime ?? null,
      }));
  };
}

/** The warehouse invoice editor's pickers (SKUs by code or name, warehouses by name) and, with stock access, batches. */
export function warehouseInvoiceLookups(client: ApiClient, mayReadStock: boolean): WarehouseInvoiceLookups {
  const { searchSkus, loadSku, searchWarehouses, loadWarehouse } = purchaseLookups(client);
  return {
    searchSkus,
    loadSku,
    searchWarehouses,
    loadWarehouse,
    ...(mayReadStock ? { loadBatches: batchLoader(client) } : {}),
  };
}
