import { useSearchParams } from 'react-router-dom';
import { Permissions } from '@inventory/contracts';
import { WarehouseScreen, toPaging } from '@inventory/ui';
import { useSessionErrorPolicy } from '../errors/use-session-error-policy.ts';
import { useWarehouseMutations, useWarehouses } from '../hooks/use-warehouses.ts';
import { readPageState, writePageState } from '../paging/paging-params.ts';
import { usePermission } from '../permissions/use-permission.ts';

/** /sys/store: warehouse management. The page lives in the address; actions show only with their permission. */
export function WarehousesRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, pageSize } = readPageState(searchParams);
  const list = useWarehouses(toPaging(page, pageSize));
  const { create, update, remove } = useWarehouseMutations();
  const onSessionError = useSessionErrorPolicy();
  const canCreate = usePermission([Permissions.WarehousesCreate]);
  const canUpdate = usePermission([Permissions.WarehousesUpdate]);
  const canDelete = usePermission([Permissions.WarehousesDelete]);

  const goTo = (next: { page: number; pageSize: number }) =>
    setSearchParams(writePageState(searchParams, next));

  return (
    <WarehouseScreen
      data={list.data}
      loading={list.isLoading || list.isValidating}
      error={list.error}
      onRetry={() => void list.mutate()}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => goTo({ page: next, pageSize })}
      onPageSizeChange={(size) => goTo({ page: 1, pageSize: size })}
      onCreate={canCreate ? (values) => create(values).catch(onSessionError) : undefined}
      onUpdate={
        canUpdate
          ? (warehouse, values) =>
              update(warehouse.id, { ...values, concurrencyStamp: warehouse.concurrencyStamp }).catch(
                onSessionError,
              )
          : undefined
      }
      // The screen explains a refused delete itself; only the session-wide follow-up is added here.
      onDelete={canDelete ? (warehouse) => remove(warehouse.id).catch(onSessionError) : undefined}
    />
  );
}
