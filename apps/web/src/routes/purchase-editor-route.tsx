import { endpoints, type PurchaseInvoice } from '@inventory/contracts';
import { GlobalLoadingIndicator, PurchaseEditor } from '@inventory/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useDocumentEditor } from './document-editor.ts';
import { useDocumentSteps } from './document-steps.ts';
import { useLineMovement } from './line-movements.ts';
import { purchaseLookups } from './purchase-lookups.ts';
import { proposalOf } from './purchase-proposal.ts';

const purchase = endpoints.purchaseInvoice;

/**
 * /sys/purchasing/new and /sys/purchasing/{id}: one purchase invoice. Each save attempt carries its own
 * Idempotency-Key, so a retry after a lost answer makes one document; a new purchase's page moves to its address.
 */
export function PurchaseEditorRoute() {
  const { t } = useTranslation('purchasing');
  const { state } = useLocation();
  const editor = useDocumentEditor({
    get: purchase.get,
    save: purchase.save,
    listPath: '/sys/purchasing',
    pathOf: (id) => `/sys/purchasing/${id}`,
    savedTitle: (submitted, number) => t(submitted ? 'editor.submitted' : 'editor.saved', { number }),
  });
  const move = useLineMovement('receipt', editor.loaded);
  const steps = useDocumentSteps<PurchaseInvoice>(purchase, editor.errors);
  const { client } = editor;
  const lookups = useMemo(() => purchaseLookups(client), [client]);
  if (editor.loading) return <GlobalLoadingIndicator count={1} />;
  return (
    <PurchaseEditor
      key={editor.key}
      {...editor.editorProps}
      invoice={editor.loaded.data}
      proposal={editor.id ? undefined : proposalOf(state)}
      {...lookups}
      onSaved={(invoice: PurchaseInvoice, submitted: boolean) => editor.saved(submitted, invoice)}
      onReceive={move}
      steps={steps}
    />
  );
}
