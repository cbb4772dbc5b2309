import { endpoints, type ProductionOrder } from '@inventory/contracts';
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
import { useMutation } from '../api/endpoint-hooks.ts';
import { useDocumentEditor } from './document-editor.ts';
import { useDocumentSteps } from './document-steps.ts';
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
  const { t } = useTranslation('production');
  const editor = useDocumentEditor({
    get: y.get,
    save: y.save,
    saveAlsoRevalidate: ['stock'],
    listPath: productionListPath,
    pathOf: productionPath,
    savedTitle: (submitted, number) => t(submitted ? 'editor.submitted' : 'editor.saved', { number }),
  });
  const steps = useDocumentSteps<ProductionOrder>(productionArea, editor.errors);
  const saveMany = useMutation(endpoints.warehouseInvoice.saveMany, {
    alsoRevalidate: ['yield', 'stock'],
  }).trigger;
  const mayProduce = useMayCall(endpoints.warehouseInvoice.saveMany);
  const mayReadStock = useMayCall(endpoints.stock.list);
  const mayPurchase = useMayCall(endpoints.purchaseInvoice.save);
  const { client, errors, navigate } = editor;
  const lookups = useMemo(() => productionLookups(client, mayReadStock), [client, mayReadStock]);
  if (editor.loading) return <GlobalLoadingIndicator count={1} />;
  return (
    <ProductionEditor
      key={editor.key}
      {...editor.editorProps}
      order={editor.loaded.data}
      {...lookups}
      onSaved={(order: ProductionOrder, submitted: boolean) => editor.saved(submitted, order)}
      steps={steps}
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
