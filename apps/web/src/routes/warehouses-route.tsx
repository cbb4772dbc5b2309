import { endpoints, type CreateWarehouse, type Warehouse } from '@inventory/contracts';
import { WarehouseScreen } from '@inventory/ui';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { recordActions, stampedBodies } from './record-actions.ts';
import { useListView, useRecordTriggers, useWriteGrants } from './record-route.ts';

const warehouse = endpoints.warehouse;
const bodies = stampedBodies<Warehouse, CreateWarehouse>();

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
