import { endpoints, type CreateWarehouse, type Warehouse } from '@inventory/contracts';
import { WarehouseScreen } from '@inventory/ui';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { recordActions, stampedBodies } from './record-actions.ts';
import { listPrefetch, useListView, useRecordTriggers, useWriteGrants } from './record-route.ts';

const warehouse = endpoints.warehouse;
const bodies = stampedBodies<Warehouse, CreateWarehouse>();

/** The view in the address, requested while the layout loads (the route's `handle.prefetch`). */
export const prefetchWarehouseList = listPrefetch(warehouse.list);

/**
 * /sys/store: warehouse management. The view (search, order, page) lives in the address; actions show only with
 * their permission.
 */
export function WarehousesRoute() {
  const errors = useScreenErrorPolicy();
  const { view } = useListView(warehouse.list, errors);
  const writes = useRecordTriggers(warehouse);
  const grants = useWriteGrants(warehouse);
  // The screen explains its own failures; the policy only keeps a 401 for the app dialog (shown once).
  return <WarehouseScreen {...view} {...recordActions(writes, grants, errors.onChangeError, bodies)} />;
}
