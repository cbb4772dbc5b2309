import { endpoints, parseSorting, permissionsOf } from '@inventory/contracts';
import { SupplierScreen } from '@inventory/ui';
import type { RoutePrefetchContext } from '../app/route-prefetch.ts';
import { preloadList } from '../api/endpoint-calls.ts';
import { useList, useMutation } from '../api/endpoint-hooks.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { listParams, sortingText } from '../list-state/list-params.ts';
import { useListState } from '../list-state/use-list-state.ts';
import { usePermission } from '../permissions/use-permission.ts';
import { supplierActions } from './supplier-actions.ts';

const supplier = endpoints.supplier;
const supplierListParams = listParams(supplier.list.query);

/** The view in the address, requested while the layout loads (the route's `handle.prefetch`). */
export function prefetchSupplierList({ client, searchParams }: RoutePrefetchContext): void {
  preloadList(client, supplier.list, supplierListParams.toQuery(supplierListParams.read(searchParams)));
}

/**
 * /sys/supplier: supplier management. The view (search by name, order, page) lives in the address; actions show
 * only with their permission.
 */
export function SuppliersRoute() {
  const list = useListState(supplier.list.query);
  const errors = useScreenErrorPolicy();
  const page = useList(supplier.list, list.query, { onError: errors.onReadError });
  const create = useMutation(supplier.create);
  const update = useMutation(supplier.update);
  const remove = useMutation(supplier.delete);
  const grants = {
    create: usePermission(permissionsOf(supplier.create)),
    update: usePermission(permissionsOf(supplier.update)),
    delete: usePermission(permissionsOf(supplier.delete)),
  };

  return (
    <SupplierScreen
      data={page.data}
      loading={page.isLoading || page.isValidating}
      error={errors.shownOnScreen(page.error)}
      onRetry={() => void page.mutate()}
      filters={list.state.filters}
      // Every filter is named, so one removed (a chip's close button) is cleared rather than kept.
      onFiltersChange={(values) =>
        list.applyFilters(
          Object.fromEntries(supplierListParams.filterNames.map((name) => [name, values[name] ?? ''])),
        )
      }
      onFiltersReset={list.resetFilters}
      sorting={sortingText(list.state.sort)}
      onSortingChange={(text) => list.setSort(parseSorting(text, supplierListParams.sortableFields) ?? [])}
      page={list.state.page}
      pageSize={list.state.pageSize}
      onPageChange={list.setPage}
      onPageSizeChange={list.setPageSize}
      // The screen explains its own failures; the policy only keeps a 401 for the app dialog (shown once).
      {...supplierActions(
        { create: create.trigger, update: update.trigger, remove: remove.trigger },
        grants,
        errors.onChangeError,
      )}
    />
  );
}
