import useSWR, { preload, useSWRConfig, type SWRConfiguration } from 'swr';
import {
  endpoints,
  type ApiClient,
  type CreateWarehouse,
  type UpdateWarehouse,
  type Warehouse,
  type WarehouseListQuery,
} from '@inventory/contracts';
import { useApiClient } from '../api/api-context.tsx';
import { matchesArea, queryKeys } from '../api/query-keys.ts';

function fetchWarehouseList(client: ApiClient, query: WarehouseListQuery) {
  return client.call(endpoints.warehouse.list, { query });
}

/** GET /api/app/warehouse: one page of warehouses; `onError` replaces the app dialog when the screen shows it. */
export function useWarehouses(query: WarehouseListQuery, options: Pick<SWRConfiguration, 'onError'> = {}) {
  const client = useApiClient();
  return useSWR(queryKeys.warehouseList(query), () => fetchWarehouseList(client, query), {
    keepPreviousData: true,
    ...options,
  });
}

/**
 * Starts the same request before the screen mounts; `useWarehouses` with this query then takes it over. A failure
 * is reported by that hook, so the preloaded promise itself is not left unhandled.
 */
export function preloadWarehouses(client: ApiClient, query: WarehouseListQuery): void {
  preload(queryKeys.warehouseList(query), () => fetchWarehouseList(client, query))?.catch(() => undefined);
}

/** GET /api/app/warehouse/{id}; null id = nothing to load. */
export function useWarehouse(id: string | null) {
  const client = useApiClient();
  return useSWR(id ? queryKeys.warehouse(id) : null, ([, warehouseId]) =>
    client.call(endpoints.warehouse.get, { params: { id: warehouseId } }),
  );
}

export interface WarehouseMutations {
  create(body: CreateWarehouse): Promise<Warehouse>;
  update(id: string, body: UpdateWarehouse): Promise<Warehouse>;
  remove(id: string): Promise<void>;
}

/** POST / PUT / DELETE /api/app/warehouse: each revalidates every warehouse read once it succeeds. */
export function useWarehouseMutations(): WarehouseMutations {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(matchesArea('warehouse'));
  return {
    async create(body) {
      const created = await client.call(endpoints.warehouse.create, { body });
      await refresh();
      return created;
    },
    async update(id, body) {
      const updated = await client.call(endpoints.warehouse.update, { params: { id }, body });
      await refresh();
      return updated;
    },
    async remove(id) {
      await client.call(endpoints.warehouse.delete, { params: { id } });
      await refresh();
    },
  };
}
