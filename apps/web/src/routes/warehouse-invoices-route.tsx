import { endpoints, permissionsOf, type WarehouseInvoice } from '@inventory/contracts';
import { submitBodyOf, WarehouseInvoiceListScreen } from '@inventory/ui';
import { useNavigate } from 'react-router-dom';
import { useList, useMutation } from '../api/endpoint-hooks.ts';
import { useTenantTimeZone } from '../api/tenant-settings.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { usePermission } from '../permissions/use-permission.ts';
import { useListView } from './record-route.ts';
import { useMayCall, useWarehouseInvoiceSteps } from './warehouse-invoice-access.ts';

const w = endpoints.warehouseInvoice;

/**
 * /sys/inventory/invoices: the warehouse invoices, filtered, sorted and paged in the address, with discard and
 * delete, and chosen drafts submitted together in one call (`save-many`: all or none, one Idempotency-Key).
 */
export function WarehouseInvoicesRoute() {
  const errors = useScreenErrorPolicy();
  const { view } = useListView(w.list, errors);
  const timeZone = useTenantTimeZone();
  const navigate = useNavigate();
  const mayCreate = usePermission(permissionsOf(w.save));
  const maySubmitMany = useMayCall(w.saveMany);
  const steps = useWarehouseInvoiceSteps(errors);
  // The warehouse filters' choices; without the warehouse screen's permission they offer none.
  const mayListWarehouses = useMayCall(endpoints.warehouse.list);
  const warehouses = useList(endpoints.warehouse.list, mayListWarehouses ? { MaxResultCount: 100 } : null);
  const saveMany = useMutation(w.saveMany).trigger;
  return (
    <WarehouseInvoiceListScreen
      {...(view as unknown as Omit<
        Parameters<typeof WarehouseInvoiceListScreen>[0],
        'timeZone' | 'warehouses'
      >)}
      timeZone={timeZone}
      warehouses={warehouses.data?.items ?? []}
      onNavigate={(path) => void navigate(path)}
      canCreate={mayCreate}
      {...steps}
      onSubmitMany={
        maySubmitMany
          ? (drafts: readonly WarehouseInvoice[]) =>
              saveMany({
                body: drafts.map(submitBodyOf),
                headers: { 'Idempotency-Key': crypto.randomUUID() },
              }).catch(errors.onChangeError)
          : undefined
      }
    />
  );
}
