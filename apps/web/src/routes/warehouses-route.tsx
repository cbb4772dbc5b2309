import { useSearchParams } from 'react-router-dom';
import { Permissions } from '@inventory/contracts';
import { WarehouseScreen, toPaging } from '@inventory/ui';
import type { RoutePrefetchContext } from '../app/route-prefetch.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { preloadWarehouses, useWarehouseMutations, useWarehouses } from '../hooks/use-warehouses.ts';
import { readPageState, writePageState } from '../paging/paging-params.ts';
import { usePermission } from '../permissions/use-permission.ts';

/** The page in the address, requested while the layout loads (the route's `handle.prefetch`). */
export function prefetchWarehouseList({ client, searchParams }: RoutePrefetchContext): void {
  const { page, pageSize } = readPageState(searchParams);
  preloadWarehouses(client, toPaging(page, pageSize));
}

/** /sys/store: warehouse management. The page lives in the address; actions show only with their permission. */
export function WarehousesRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, pageSize } = readPageState(searchParams);
  const errors = useScreenErrorPolicy();
  const list = useWarehouses(toPaging(page, pageSize), { onError: errors.onReadError });
  const { create, update, remove } = useWarehouseMutations();
  const canCreate = usePermission([Permissions.WarehousesCreate]);
  const canUpdate = usePermission([Permissions.WarehousesUpdate]);
  const canDelete = usePermission([Permissions.WarehousesDelete]);

  const goTo = (next: { page: number; pageSize: number }) =>
    setSearchParams(writePageState(searchParams, next));

  return (
    <WarehouseScreen
      data={list.data}
      loading={list.isLoading || list.isValidating}
      error={errors.shownOnScreen(list.error)}
      onRetry={() => void list.mutate()}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => goTo({ page: next, pageSize })}
      onPageSizeChange={(size) => goTo({ page: 1, pageSize: size })}
      onCreate={canCreate ? (values) => create(values).catch(errors.onChangeError) : undefined}
      onUpdate={
        canUpdate
          ? (warehouse, values) =>
              update(warehouse.id, { ...values, concurrencyStamp: warehouse.concurrencyStamp }).catch(
                errors.onChangeError,
              )
          : undefined
      }
      // The screen explains its own failures; the policy only keeps a 401 for the app dialog (shown once).
      onDelete={canDelete ? (warehouse) => remove(warehouse.id).catch(errors.onChangeError) : undefined}
    />
  );
}
