import { endpoints, permissionsOf, type PurchaseInvoice } from '@inventory/contracts';
import { GlobalLoadingIndicator, notify, PurchaseEditor } from '@inventory/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useApiClient } from '../api/api-context.tsx';
import { useNearExpiryDays, useTenantTimeZone } from '../api/tenant-settings.ts';
import { useGet, useMutation } from '../api/endpoint-hooks.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { usePermission } from '../permissions/use-permission.ts';
import { useDocumentSteps } from './document-steps.ts';
import { useEditorVersion } from './editor-version.ts';
import { useLineMovement } from './line-movements.ts';
import { purchaseLookups } from './purchase-lookups.ts';
import { proposalOf } from './purchase-proposal.ts';

const purchase = endpoints.purchaseInvoice;

/**
 * /sys/purchasing/new and /sys/purchasing/{id}: one purchase invoice. Each save attempt carries its own
 * Idempotency-Key, so a retry after a lost answer makes one document; a new purchase's page moves to its address.
 */
export function PurchaseEditorRoute() {
  const { id } = useParams();
  const { t } = useTranslation('purchasing');
  const navigate = useNavigate();
  const { state } = useLocation();
  const client = useApiClient();
  const errors = useScreenErrorPolicy();
  const timeZone = useTenantTimeZone();
  const nearExpiryDays = useNearExpiryDays();
  const loaded = useGet(purchase.get, id ? { id } : null, { onError: errors.onReadError });
  const move = useLineMovement('receipt', loaded);
  const version = useEditorVersion(id, loaded);
  const steps = useDocumentSteps<PurchaseInvoice>(purchase, errors);
  const save = useMutation(purchase.save).trigger;
  const maySave = usePermission(permissionsOf(purchase.save));
  const lookups = useMemo(() => purchaseLookups(client), [client]);
  if (id && !loaded.data) return <GlobalLoadingIndicator count={1} />;
  const onSaved = (invoice: PurchaseInvoice, submitted: boolean) => {
    notify({
      type: 'success',
      title: t(submitted ? 'editor.submitted' : 'editor.saved', { number: invoice.number }),
    });
    if (invoice.id !== id) void navigate(`/sys/purchasing/${invoice.id}`, { replace: true });
    else version.reload();
  };
  return (
    <PurchaseEditor
      key={version.key}
      invoice={loaded.data}
      proposal={id ? undefined : proposalOf(state)}
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
      onReceive={move}
      onReload={version.reload}
      onBack={() => void navigate('/sys/purchasing')}
      steps={steps}
      onStepDone={(step) => (step === 'delete' ? void navigate('/sys/purchasing') : version.reload())}
    />
  );
}
