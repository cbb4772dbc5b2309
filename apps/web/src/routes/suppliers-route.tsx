import { endpoints, type SaveSupplier, type Supplier } from '@inventory/contracts';
import { SupplierScreen } from '@inventory/ui';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { recordActions, stampedBodies } from './record-actions.ts';
import { useListView, useRecordTriggers, useWriteGrants } from './record-route.ts';

const supplier = endpoints.supplier;
const bodies = stampedBodies<Supplier, SaveSupplier>();

/**
 * /sys/supplier: supplier management. The view (search by name, order, page) lives in the address; actions show
 * only with their permission.
 */
export function SuppliersRoute() {
  const errors = useScreenErrorPolicy();
  const { view } = useListView(supplier.list, errors);
  const writes = useRecordTriggers(supplier);
  const grants = useWriteGrants(supplier);
  // The screen explains its own failures; the policy only keeps a 401 for the app dialog (shown once).
  return <SupplierScreen {...view} {...recordActions(writes, grants, errors.onChangeError, bodies)} />;
}
