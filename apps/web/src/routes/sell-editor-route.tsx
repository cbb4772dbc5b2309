import { endpoints, permissionsOf, type SellInvoice } from '@inventory/contracts';
import { GlobalLoadingIndicator, SellEditor } from '@inventory/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplicationConfiguration } from '../api/application-configuration.ts';
import { featureValuesOf } from '../permissions/feature-values.ts';
import { usePermission } from '../permissions/use-permission.ts';
import { useDocumentEditor } from './document-editor.ts';
import { useDocumentSteps } from './document-steps.ts';
import { useLineMovement } from './line-movements.ts';
import { sellLookups } from './sell-lookups.ts';

const sell = endpoints.sellInvoice;

/**
 * /sys/market/new and /sys/market/{id}: one sale. Each save attempt carries its own Idempotency-Key, so a retry after
 * a lost answer makes one document. The save answers without a body (spec §7): a new sale is found again in the
 * list, newest first; a saved one is read again.
 */
export function SellEditorRoute() {
  const { t } = useTranslation('sales');
  const editor = useDocumentEditor({
    get: sell.get,
    save: sell.save,
    listPath: '/sys/market',
    pathOf: (id) => `/sys/market/${id}`,
    savedTitle: (submitted) => t(submitted ? 'editor.submitted' : 'editor.saved'),
  });
  const move = useLineMovement('delivery', editor.loaded);
  const steps = useDocumentSteps<SellInvoice>(sell, editor.errors);
  // The server checks the Stock feature as well as the permission: a sale in a tenant without stock keeping
  // shows no availability rather than a refused check on every line.
  const { data: configuration } = useApplicationConfiguration();
  const stockOn =
    featureValuesOf(configuration?.features.values)[endpoints.stock.proposal.feature ?? ''] === 'True';
  const mayReadStock = usePermission(permissionsOf(endpoints.stock.proposal)) && stockOn;
  const { client } = editor;
  const lookups = useMemo(() => sellLookups(client, mayReadStock), [client, mayReadStock]);
  if (editor.loading) return <GlobalLoadingIndicator count={1} />;
  return (
    <SellEditor
      key={editor.key}
      {...editor.editorProps}
      invoice={editor.loaded.data}
      {...lookups}
      onSaved={(submitted) => editor.saved(submitted)}
      onDeliver={move}
      steps={steps}
    />
  );
}
