import { type ApiClient, endpoints, SkuKind, SkuState } from '@inventory/contracts';
import type { BatchPick, EntityOption, KitCheck, ProductionLookups } from '@inventory/ui';
import { callEndpoint } from '../api/endpoint-calls.ts';
import { purchaseLookups } from './purchase-lookups.ts';
import { batchLoader } from './warehouse-invoice-lookups.ts';

const pickerPage = 20;

/**
 * The production editor's calls: kits (Group SKUs that are On) by code or name, warehouses, and with stock access
 * the material batches, `check-group-stock` with each material's stock in the warehouse (the FEFO proposal's
 * `maxCount` is what it holds unexpired) and the FEFO batches for a material's need.
 */
export function productionLookups(client: ApiClient, mayReadStock: boolean): ProductionLookups {
  const { loadSku, searchWarehouses, loadWarehouse } = purchaseLookups(client);
  const searchKits = async (text: string): Promise<EntityOption[]> => {
    const base = {
      MaxResultCount: pickerPage,
      State: String(SkuState.On),
      Kind: String(SkuKind.Group),
      Sorting: 'code asc',
    };
    const term = text.trim();
    const [byCode, byName] = await Promise.all([
      callEndpoint(client, endpoints.sku.list, { query: term ? { ...base, Code: term } : base }),
      term ? callEndpoint(client, endpoints.sku.list, { query: { ...base, Name: term } }) : null,
    ]);
    const found = new Map<string, EntityOption>();
    for (const sku of [...byCode.items, ...(byName?.items ?? [])])
      found.set(sku.id, { id: sku.id, code: sku.code, name: sku.name });
    return [...found.values()];
  };
  const proposal = (skuId: string, count: string, warehouseId: string) =>
    callEndpoint(client, endpoints.stock.proposal, {
      params: { SKUId: skuId },
      query: { Count: Number(count), WarehouseId: warehouseId },
    });
  const stock = mayReadStock
    ? {
        loadBatches: batchLoader(client),
        checkKit: async (skuId: string, count: string, warehouseId: string): Promise<KitCheck> => {
          const check = await callEndpoint(client, endpoints.stock.checkGroupStock, {
            params: { skuId },
            query: { count: Number(count), warehouseId },
          });
          const lines = await Promise.all(
            check.items.map(async (item) => ({
              skuId: item.skuId,
              name: item.name ?? item.code ?? '',
              code: item.code,
              unit: item.unit,
              need: item.count,
              available: (await proposal(item.skuId, String(item.count), warehouseId)).maxCount,
            })),
          );
          return { maxCount: check.maxCount, lines };
        },
        proposeBatches: async (skuId: string, count: string, warehouseId: string): Promise<BatchPick[]> =>
          (await proposal(skuId, count, warehouseId)).items.flatMap((item) =>
            item.batchNumber ? [{ batchNumber: item.batchNumber, count: String(item.count) }] : [],
          ),
      }
    : {};
  return { searchKits, loadSku, searchWarehouses, loadWarehouse, ...stock };
}
