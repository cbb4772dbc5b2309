import { endpoints, permissionsOf, type WarehouseInvoice } from '@inventory/contracts';
import {
  GlobalLoadingIndicator,
  notify,
  WarehouseInvoiceEditor,
  warehouseInvoiceListPath,
  warehouseInvoicePath,
} from '@inventory/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useApiClient } from '../api/api-context.tsx';
import { useGet, useMutation } from '../api/endpoint-hooks.ts';
import { useNearExpiryDays, useTenantTimeZone } from '../api/tenant-settings.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { usePermission } from '../permissions/use-permission.ts';
import { useEditorVersion } from './editor-version.ts';
import { useMayCall, useWarehouseInvoiceSteps } from './warehouse-invoice-access.ts';
import { warehouseInvoiceLookups } from './warehouse-invoice-lookups.ts';

const w = endpoints.warehouseInvoice;

/**
 * /sys/inventory/invoices/new and /sys/inventory/invoices/{id}: one warehouse invoice. Each save attempt carries its
 * own Idempotency-Key, so a retry after a lost answer makes one document; a new invoice's page moves to its address.
 */
export function WarehouseInvoiceEditorRoute() {
  const { id } = useParams();
  const { t } = useTranslation('warehouseInvoice');
  const navigate = useNavigate();
  const client = useApiClient();
  const errors = useScreenErrorPolicy();
  const timeZone = useTenantTimeZone();
  const nearExpiryDays = useNearExpiryDays();
  const loaded = useGet(w.get, id ? { id } : null, { onError: errors.onReadError });
  const version = useEditorVersion(id, loaded);
  const steps = useWarehouseInvoiceSteps(errors);
  const save = useMutation(w.save).trigger;
  const maySave = usePermission(permissionsOf(w.save));
  const mayReadStock = useMayCall(endpoints.stock.list);
  const lookups = useMemo(() => warehouseInvoiceLookups(client, mayReadStock), [client, mayReadStock]);
  if (id && !loaded.data) return <GlobalLoadingIndicator count={1} />;
  const onSaved = (invoice: WarehouseInvoice, submitted: boolean) => {
    notify({
      type: 'success',
      title: t(submitted ? 'editor.submitted' : 'editor.saved', { number: invoice.number }),
    });
    if (invoice.id !== id) void navigate(warehouseInvoicePath(invoice.id), { replace: true });
    else version.reload();
  };
  return (
    <WarehouseInvoiceEditor
      key={version.key}
      invoice={loaded.data}
      timeZone={timeZone}
      nearExpiryDays={nearExpiryDays}
      {...lookups}
      onSave={
        maySave
          ? (body) =>
              save({ body, headers: { 'Idempotency-Key': crypto.randomUUID() } }).catch(errors.onChangeError)
          : undefined
      }
      onSaved={onSaved}
      onReload={version.reload}
      onBack={() => void navigate(warehouseInvoiceListPath)}
      steps={steps}
      onStepDone={(step) => (step === 'delete' ? void navigate(warehouseInvoiceListPath) : version.reload())}
    />
  );
}
