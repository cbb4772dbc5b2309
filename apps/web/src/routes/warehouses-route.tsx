import { endpoints, parseSorting, Permissions } from '@inventory/contracts';
import { WarehouseScreen } from '@inventory/ui';
import type { RoutePrefetchContext } from '../app/route-prefetch.ts';
import { preloadList } from '../api/endpoint-calls.ts';
import { useList, useMutation } from '../api/endpoint-hooks.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { listParams, sortingText } from '../list-state/list-params.ts';
import { useListState } from '../list-state/use-list-state.ts';
import { usePermission } from '../permissions/use-permission.ts';
import { warehouseActions } from './warehouse-actions.ts';

const warehouse = endpoints.warehouse;
const warehouseListParams = listParams(warehouse.list.query);

/** The view in the address, requested while the layout loads (the route's `handle.prefetch`). */
export function prefetchWarehouseList({ client, searchParams }: RoutePrefetchContext): void {
  preloadList(client, warehouse.list, warehouseListParams.toQuery(warehouseListParams.read(searchParams)));
}

/**
 * /sys/store: warehouse management. The view (search, order, page) lives in the address; actions show only with
 * their permission.
 */
export function WarehousesRoute() {
  const list = useListState(warehouse.list.query);
  const errors = useScreenErrorPolicy();
  const page = useList(warehouse.list, list.query, { onError: errors.onReadError });
  const create = useMutation(warehouse.create);
  const update = useMutation(warehouse.update);
  const remove = useMutation(warehouse.delete);
  const grants = {
    create: usePermission([Permissions.WarehousesCreate]),
    update: usePermission([Permissions.WarehousesUpdate]),
    delete: usePermission([Permissions.WarehousesDelete]),
  };

  return (
    <WarehouseScreen
      data={page.data}
      loading={page.isLoading || page.isValidating}
      error={errors.shownOnScreen(page.error)}
      onRetry={() => void page.mutate()}
      filters={list.state.filters}
      // Every filter is named, so one removed (a chip's close button) is cleared rather than kept.
      onFiltersChange={(values) =>
        list.applyFilters(
          Object.fromEntries(warehouseListParams.filterNames.map((name) => [name, values[name] ?? ''])),
        )
      }
      onFiltersReset={list.resetFilters}
      sorting={sortingText(list.state.sort)}
      onSortingChange={(text) => list.setSort(parseSorting(text, warehouseListParams.sortableFields) ?? [])}
      page={list.state.page}
      pageSize={list.state.pageSize}
      onPageChange={list.setPage}
      onPageSizeChange={list.setPageSize}
      // The screen explains its own failures; the policy only keeps a 401 for the app dialog (shown once).
      {...warehouseActions(
        { create: create.trigger, update: update.trigger, remove: remove.trigger },
        grants,
        errors.onChangeError,
      )}
    />
  );
}
