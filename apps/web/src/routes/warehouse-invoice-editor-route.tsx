import { endpoints, type WarehouseInvoice } from '@inventory/contracts';
import {
  GlobalLoadingIndicator,
  WarehouseInvoiceEditor,
  warehouseInvoiceListPath,
  warehouseInvoicePath,
} from '@inventory/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentEditor } from './document-editor.ts';
import { useMayCall, useWarehouseInvoiceSteps } from './warehouse-invoice-access.ts';
import { warehouseInvoiceLookups } from './warehouse-invoice-lookups.ts';

const w = endpoints.warehouseInvoice;

/**
 * /sys/inventory/invoices/new and /sys/inventory/invoices/{id}: one warehouse invoice. Each save attempt carries its
 * own Idempotency-Key, so a retry after a lost answer makes one document; a new invoice's page moves to its address.
 */
export function WarehouseInvoiceEditorRoute() {
  const { t } = useTranslation('warehouseInvoice');
  const editor = useDocumentEditor({
    get: w.get,
    save: w.save,
    listPath: warehouseInvoiceListPath,
    pathOf: warehouseInvoicePath,
    savedTitle: (submitted, number) => t(submitted ? 'editor.submitted' : 'editor.saved', { number }),
  });
  const steps = useWarehouseInvoiceSteps(editor.errors);
  const mayReadStock = useMayCall(endpoints.stock.list);
  const { client } = editor;
  const lookups = useMemo(() => warehouseInvoiceLookups(client, mayReadStock), [client, mayReadStock]);
  if (editor.loading) return <GlobalLoadingIndicator count={1} />;
  return (
    <WarehouseInvoiceEditor
      key={editor.key}
      {...editor.editorProps}
      invoice={editor.loaded.data}
      {...lookups}
      onSaved={(invoice: WarehouseInvoice, submitted: boolean) => editor.saved(submitted, invoice)}
      steps={steps}
    />
  );
}
