import { endpoints, permissionsOf, type SellInvoice } from '@inventory/contracts';
import { GlobalLoadingIndicator, notify, SellEditor } from '@inventory/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useApiClient } from '../api/api-context.tsx';
import { useApplicationConfiguration } from '../api/application-configuration.ts';
import { featureValuesOf } from '../permissions/feature-values.ts';
import { useGet, useMutation } from '../api/endpoint-hooks.ts';
import { useNearExpiryDays, useTenantTimeZone } from '../api/tenant-settings.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { usePermission } from '../permissions/use-permission.ts';
import { useDocumentSteps } from './document-steps.ts';
import { useEditorVersion } from './editor-version.ts';
import { useLineMovement } from './line-movements.ts';
import { sellLookups } from './sell-lookups.ts';

const sell = endpoints.sellInvoice;

/**
 * /sys/market/new and /sys/market/{id}: one sale. Each save attempt carries its own Idempotency-Key, so a retry after
 * a lost answer makes one document. The save answers without a body (spec §7): a new sale is found again in the
 * list, newest first; a saved one is read again.
 */
export function SellEditorRoute() {
  const { id } = useParams();
  const { t } = useTranslation('sales');
  const navigate = useNavigate();
  const client = useApiClient();
  const errors = useScreenErrorPolicy();
  const timeZone = useTenantTimeZone();
  const nearExpiryDays = useNearExpiryDays();
  const loaded = useGet(sell.get, id ? { id } : null, { onError: errors.onReadError });
  const move = useLineMovement('delivery', loaded);
  const version = useEditorVersion(id, loaded);
  const steps = useDocumentSteps<SellInvoice>(sell, errors);
  const save = useMutation(sell.save).trigger;
  const maySave = usePermission(permissionsOf(sell.save));
  // The server checks the Stock feature as well as the permission: a sale in a tenant without stock keeping
  // shows no availability rather than a refused check on every line.
  const { data: configuration } = useApplicationConfiguration();
  const stockOn =
    featureValuesOf(configuration?.features.values)[endpoints.stock.proposal.feature ?? ''] === 'True';
  const mayReadStock = usePermission(permissionsOf(endpoints.stock.proposal)) && stockOn;
  const lookups = useMemo(() => sellLookups(client, mayReadStock), [client, mayReadStock]);
  if (id && !loaded.data) return <GlobalLoadingIndicator count={1} />;
  const onSaved = (submitted: boolean) => {
    notify({ type: 'success', title: t(submitted ? 'editor.submitted' : 'editor.saved') });
    if (id) version.reload();
    else void navigate('/sys/market');
  };
  return (
    <SellEditor
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
      onDeliver={move}
      onReload={version.reload}
      onBack={() => void navigate('/sys/market')}
      steps={steps}
      onStepDone={(step) => (step === 'delete' ? void navigate('/sys/market') : version.reload())}
    />
  );
}
