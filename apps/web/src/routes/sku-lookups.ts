import { type ApiClient, type Category, endpoints, SkuState } from '@inventory/contracts';
import type { EntityOption, SkuLookups } from '@inventory/ui';
import { callEndpoint } from '../api/endpoint-calls.ts';

const pickerPage = 20;

/**
 * The SKU screen's pickers over the list calls. An SKU is found by its code or its name (the list filters AND,
 * so both are asked and merged, code matches first); Off SKUs are not offered (business-rules §1).
 */
export function skuLookups(client: ApiClient): SkuLookups {
  const skuOption = ({ id, code, name }: EntityOption): EntityOption => ({ id, code, name });
  return {
    searchSkus: async (text) => {
      const base = { MaxResultCount: pickerPage, State: String(SkuState.On), Sorting: 'code asc' };
      const term = text.trim();
      const [byCode, byName] = await Promise.all([
        callEndpoint(client, endpoints.sku.list, { query: term ? { ...base, Code: term } : base }),
        term ? callEndpoint(client, endpoints.sku.list, { query: { ...base, Name: term } }) : null,
      ]);
      const found = new Map<string, EntityOption>();
      for (const sku of [...byCode.items, ...(byName?.items ?? [])]) found.set(sku.id, skuOption(sku));
      return [...found.values()];
    },
    loadSku: async (id) => skuOption(await callEndpoint(client, endpoints.sku.get, { params: { id } })),
    searchCategories: async (text) => {
      const term = text.trim();
      const query = { MaxResultCount: pickerPage, Sorting: 'code asc', ...(term ? { Filter: term } : {}) };
      const page = await callEndpoint(client, endpoints.category.list, { query });
      return page.items.map(skuOption);
    },
    loadCategory: async (id) =>
      skuOption(await callEndpoint(client, endpoints.category.get, { params: { id } })),
  };
}

/**
 * The category filter's choices in tree order, each indented by its depth (non-breaking spaces: a select keeps
 * them), so a child reads under its parent.
 */
export function categoryOptions(categories: readonly Category[]): { value: string; label: string }[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const depth = (category: Category): number => {
    let level = 0;
    for (let parent = category.parentId; parent && byId.has(parent) && level < 32; level += 1)
      parent = byId.get(parent)?.parentId;
    return level;
  };
  return [...categories]
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    .map((category) => ({
      value: category.id,
      label: `${'\u00a0\u00a0'.repeat(depth(category))}${category.name}`,
    }));
}
