import { endpoints, permissionsOf, type SellInvoice } from '@inventory/contracts';
import { SellListScreen, type SellStep } from '@inventory/ui';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '../api/endpoint-hooks.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { usePermission } from '../permissions/use-permission.ts';
import { useTenantTimeZone } from '../api/tenant-settings.ts';
import { listPrefetch, useListView } from './record-route.ts';

const sell = endpoints.sellInvoice;

/** The view in the address, requested while the layout loads (the route's `handle.prefetch`). */
export const prefetchSellList = listPrefetch(sell.list);

/**
 * /sys/market: the sales, filtered, sorted and paged in the address; discard, finish and delete each with its own
 * permission (the screen offers a step only where the life cycle allows it).
 */
export function SalesRoute() {
  const errors = useScreenErrorPolicy();
  const { view } = useListView(sell.list, errors);
  const timeZone = useTenantTimeZone();
  const discard = useMutation(sell.discard).trigger;
  const finish = useMutation(sell.finish).trigger;
  const remove = useMutation(sell.delete).trigger;
  const navigate = useNavigate();
  const mayCreate = usePermission(permissionsOf(sell.save));
  const may = {
    discard: usePermission(permissionsOf(sell.discard)),
    finish: usePermission(permissionsOf(sell.finish)),
    delete: usePermission(permissionsOf(sell.delete)),
  };
  const step = (granted: boolean, run: (invoice: SellInvoice) => Promise<unknown>): SellStep | undefined =>
    granted ? (invoice) => run(invoice).catch(errors.onChangeError) : undefined;
  return (
    <SellListScreen
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
