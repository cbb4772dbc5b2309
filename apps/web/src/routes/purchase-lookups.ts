import { type ApiClient, endpoints } from '@inventory/contracts';
import type { EntityOption, PurchaseLookups } from '@inventory/ui';
import { callEndpoint } from '../api/endpoint-calls.ts';
import { skuLookups } from './sku-lookups.ts';

const pickerPage = 20;
const option = ({ id, name }: { id: string; name: string }): EntityOption => ({ id, name });

/** The purchase editor's pickers over the list calls: suppliers and warehouses by name, SKUs by code or name. */
export function purchaseLookups(client: ApiClient): PurchaseLookups {
  const skus = skuLookups(client);
  return {
    searchSkus: skus.searchSkus,
    loadSku: skus.loadSku,
    searchSuppliers: async (text) => {
      const term = text.trim();
      const query = { MaxResultCount: pickerPage, ...(term ? { Name: term } : {}) };
      return (await callEndpoint(client, endpoints.supplier.list, { query })).items.map(option);
    },
    loadSupplier: async (id) =>
      option(await callEndpoint(client, endpoints.supplier.get, { params: { id } })),
    searchWarehouses: async (text) => {
      const term = text.trim();
      const query = { MaxResultCount: pickerPage, ...(term ? { Filter: term } : {}) };
      return (await callEndpoint(client, endpoints.warehouse.list, { query })).items.map(option);
    },
    loadWarehouse: async (id) =>
      option(await callEndpoint(client, endpoints.warehouse.get, { params: { id } })),
  };
}
