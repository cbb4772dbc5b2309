import { endpoints, permissionsOf, type PurchaseInvoice } from '@inventory/contracts';
import { PurchaseListScreen, type PurchaseStep } from '@inventory/ui';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '../api/endpoint-hooks.ts';
import { useTenantTimeZone } from '../api/tenant-settings.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { usePermission } from '../permissions/use-permission.ts';
import { listPrefetch, useListView } from './record-route.ts';

const purchase = endpoints.purchaseInvoice;

/** The view in the address, requested while the layout loads (the route's `handle.prefetch`). */
export const prefetchPurchaseList = listPrefetch(purchase.list);

/**
 * /sys/purchasing: the purchases, filtered, sorted and paged in the address; discard, finish and delete each with
 * its own permission (the screen offers a step only where the life cycle allows it).
 */
export function PurchasingRoute() {
  const errors = useScreenErrorPolicy();
  const { view } = useListView(purchase.list, errors);
  const timeZone = useTenantTimeZone();
  const discard = useMutation(purchase.discard).trigger;
  const finish = useMutation(purchase.finish).trigger;
  const remove = useMutation(purchase.delete).trigger;
  const navigate = useNavigate();
  const mayCreate = usePermission(permissionsOf(purchase.save));
  const may = {
    discard: usePermission(permissionsOf(purchase.discard)),
    finish: usePermission(permissionsOf(purchase.finish)),
    delete: usePermission(permissionsOf(purchase.delete)),
  };
  const step = (
    granted: boolean,
    run: (invoice: PurchaseInvoice) => Promise<unknown>,
  ): PurchaseStep | undefined =>
    granted ? (invoice) => run(invoice).catch(errors.onChangeError) : undefined;
  return (
    <PurchaseListScreen
      {...view}
      timeZone={timeZone}
      onNavigate={(path) => void navigate(path)}
      canCreate={mayCreate}
      onDiscard={step(may.discard, (invoice) => discard({ params: { id: invoice.id } }))}
      onFinish={step(may.finish, (invoice) => finish({ params: { id: invoice.id }, query: {} }))}
      onDelete={step(may.delete, (invoice) => remove({ params: { id: invoice.id } }))}
    />
  );
}
