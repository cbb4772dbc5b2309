import { endpoints, type WarehouseListQuery } from '@inventory/contracts';

/**
 * SWR keys, shared by the read hooks and the mutations that invalidate them. The head of each key is the
 * endpoint's name (`<area>.<action>`), so one area can be revalidated at once.
 */
export const queryKeys = {
  applicationConfiguration: (language: string) =>
    [endpoints.abp.applicationConfiguration.name, language] as const,
  myProfile: () => [endpoints.account.getProfile.name] as const,
  warehouseList: (query: WarehouseListQuery) => [endpoints.warehouse.list.name, query] as const,
  warehouse: (id: string) => [endpoints.warehouse.get.name, id] as const,
};

/**
 * Matches every key of an area, for `mutate(matchesArea('warehouse'))` after a change.
 * e.g. `matchesArea('warehouse')(['warehouse.list', {}])` → true
 */
export function matchesArea(area: string): (key: unknown) => boolean {
  return (key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(`${area}.`);
}
