import { endpoints, permissionsOf, type ProductionOrder } from '@inventory/contracts';
import {
  GlobalLoadingIndicator,
  notify,
  producePartBodies,
  ProductionEditor,
  productionListPath,
  productionPath,
} from '@inventory/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useApiClient } from '../api/api-context.tsx';
import { useGet, useMutation } from '../api/endpoint-hooks.ts';
import { useNearExpiryDays, useTenantTimeZone } from '../api/tenant-settings.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { usePermission } from '../permissions/use-permission.ts';
import { useDocumentSteps } from './document-steps.ts';
import { useEditorVersion } from './editor-version.ts';
import { productionArea } from './production-route.tsx';
import { productionLookups } from './production-lookups.ts';
import type { PurchaseProposalState } from './purchase-proposal.ts';
import { useMayCall } from './warehouse-invoice-access.ts';

const y = endpoints.yield;

/**
 * /sys/production/new and /sys/production/{id}: one production order. Each save attempt carries its own
 * Idempotency-Key; a new order's page moves to its address. A part is produced by two warehouse invoices of type
 * Produce (materials out, kit in) submitted together in one call; a shortfall opens a new purchase with its lines.
 */
export function ProductionEditorRoute() {
  const { id } = useParams();
  const { t } = useTranslation('production');
  const navigate = useNavigate();
  const client = useApiClient();
  const errors = useScreenErrorPolicy();
  const timeZone = useTenantTimeZone();
  const nearExpiryDays = useNearExpiryDays();
  const loaded = useGet(y.get, id ? { id } : null, { onError: errors.onReadError });
  const version = useEditorVersion(id, loaded);
  const steps = useDocumentSteps<ProductionOrder>(productionArea, errors);
  const save = useMutation(y.save, { alsoRevalidate: ['stock'] }).trigger;
  const saveMany = useMutation(endpoints.warehouseInvoice.saveMany, {
    alsoRevalidate: ['yield', 'stock'],
  }).trigger;
  const maySave = usePermission(permissionsOf(y.save));
  const mayProduce = useMayCall(endpoints.warehouseInvoice.saveMany);
  const mayReadStock = useMayCall(endpoints.stock.list);
  const mayPurchase = useMayCall(endpoints.purchaseInvoice.save);
  const lookups = useMemo(() => productionLookups(client, mayReadStock), [client, mayReadStock]);
  if (id && !loaded.data) return <GlobalLoadingIndicator count={1} />;
  const onSaved = (order: ProductionOrder, submitted: boolean) => {
    notify({
      type: 'success',
      title: t(submitted ? 'editor.submitted' : 'editor.saved', { number: order.number }),
    });
    if (order.id !== id) void navigate(productionPath(order.id), { replace: true });
    else version.reload();
  };
  return (
    <ProductionEditor
      key={version.key}
      order={loaded.data}
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
      onBack={() => void navigate(productionListPath)}
      steps={steps}
      onStepDone={(step) => (step === 'delete' ? void navigate(productionListPath) : version.reload())}
      onProducePart={
        mayProduce
          ? async (order, count, warehouseId) => {
              await saveMany({
                body: producePartBodies(order, count, warehouseId),
                headers: { 'Idempotency-Key': crypto.randomUUID() },
              }).catch(errors.onChangeError);
              // The order's reads are revalidated with the call: the page shows the new progress, and the part's
              // form stays mounted (no remount that could drop a count being typed).
              notify({ type: 'success', title: t('produce.done', { count, number: order.number }) });
            }
          : undefined
      }
      onDraftPurchase={
        mayPurchase
          ? (lines) =>
              void navigate('/sys/purchasing/new', {
                state: { proposal: lines } satisfies PurchaseProposalState,
              })
          : undefined
      }
    />
  );
}
