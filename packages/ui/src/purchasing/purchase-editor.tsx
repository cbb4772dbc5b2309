import { Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { PurchaseInvoice, SavePurchaseInvoice } from '@inventory/contracts';
import { DocumentState } from '@inventory/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { typedTotal } from '../document/line-totals.ts';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { fieldPathsOf } from '../forms/field-paths.ts';
import { DateField } from '../kit/date-field.tsx';
import { type EntityOption } from '../kit/entity-picker.tsx';
import { EntityPickerField } from '../kit/entity-picker-field.tsx';
import { formatNumber } from '../kit/format-number.ts';
import { TextField } from '../kit/text-field.tsx';
import { useFormSave } from '../kit/use-form-save.ts';
import { useOpenedAt } from '../kit/clock.tsx';
import {
  purchaseBody,
  purchaseFormDefaults,
  purchaseFormSchema,
  type PurchaseFormValues,
  type PurchaseProposalLine,
  type SubmitChoice,
} from './purchase-form-values.ts';
import { PurchaseLines } from './purchase-lines.tsx';
import { EditorActions, EditorHeader, SubmitQuestion } from '../document/editor-parts.tsx';
import { receiptMoves } from '../document/submit-moves.ts';
import { useEntityNames } from '../kit/use-entity-names.ts';
import type { DocumentPageHandlers, PageStep } from '../document/document-steps.tsx';
import { purchaseAllows } from './purchase-list-screen.tsx';
import { OpenLinesPanel, type LineMovement } from '../document/open-lines-panel.tsx';
import { StockMovements } from '../document/stock-movements.tsx';
import { DocumentPrint } from '../document/document-print.tsx';
import { purchaseSheet } from '../document/document-print-data.ts';

type Search = (text: string) => Promise<readonly EntityOption[]>;
type Load = (id: string) => Promise<EntityOption | null>;

/** How the editor finds suppliers, SKUs and warehouses (the app passes list calls). */
export interface PurchaseLookups {
  searchSuppliers: Search;
  loadSupplier: Load;
  searchSkus: Search;
  loadSku: Load;
  searchWarehouses: Search;
  loadWarehouse: Load;
}

export interface PurchaseEditorProps extends PurchaseLookups {
  /** The purchase (`/sys/purchasing/{id}`); absent on `/sys/purchasing/new`. */
  invoice?: PurchaseInvoice;
  /** Lines another screen proposes for a new purchase (e.g. the dashboard's low stock). */
  proposal?: readonly PurchaseProposalLine[];
  /** The tenant's time zone: the purchase date is a day there. */
  timeZone: string;
  /** The tenant's near-expiry threshold (days): each line's expiry status. */
  nearExpiryDays?: number;
  /** Saves one attempt (the app sends an Idempotency-Key with it); absent = no permission, read only. */
  onSave?: (body: SavePurchaseInvoice) => Promise<PurchaseInvoice>;
  onSaved: (invoice: PurchaseInvoice, submitted: boolean) => void;
  /** Receives open lines later (a warehouse In of type Purchase naming them); absent = no permission. */
  onReceive?: (movement: LineMovement) => Promise<unknown>;
  /** Loads the saved version again (after a 409), discarding what was typed. */
  onReload?: () => void;
  onBack: () => void;
  /** Finish, discard, delete and new remarks of the saved document, each only with its permission. */
  steps?: DocumentPageHandlers<PurchaseInvoice>;
  /** After a step the server agreed to: the app reloads the document, or leaves it once deleted. */
  onStepDone?: (step: PageStep) => void;
}

/**
 * A purchase invoice's page: supplier, date and remarks, its lines with each line's total, and the total computed
 * as the server computes it (packages/domain, to the cent). Save keeps a draft; Submit asks first whether to receive
 * everything into a warehouse now. Only a draft can be changed; a refusal lands on its field or above the form.
 */
export function PurchaseEditor(props: PurchaseEditorProps) {
  const { invoice, onSave } = props;
  const { t, i18n } = useTranslation(['purchasing', 'common', 'kit']);
  const readOnly = !onSave || (invoice !== undefined && invoice.state !== DocumentState.Draft);
  const now = useOpenedAt();
  // The version this page was opened on: a reload in the background never makes a save overwrite another one.
  const [openedStamp] = useState(invoice?.concurrencyStamp);
  const opened = invoice && { ...invoice, concurrencyStamp: openedStamp ?? invoice.concurrencyStamp };
  const form = useForm<PurchaseFormValues>({
    resolver: zodResolver(purchaseFormSchema),
    defaultValues: purchaseFormDefaults(invoice, now, props.proposal),
  });
  const [saving, setSaving] = useState(false);
  const [askSubmit, setAskSubmit] = useState(false);
  const [receiveInto, setReceiveInto] = useState<string | null>(null);
  const { formError, save } = useFormSave<PurchaseFormValues>({
    setError: form.setError,
    fields: () => fieldPathsOf(form.getValues()) as never[],
    onSubmittingChange: setSaving,
  });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const total = typedTotal(lines ?? []);
  // The SKUs' names are for the submit question only: loaded when it opens (each picker loads its own label).
  const skuNames = useEntityNames(askSubmit ? (lines ?? []).map((line) => line.skuId) : [], props.loadSku);
  const run = (choice: SubmitChoice) =>
    save(async () => {
      if (!onSave) return;
      const saved = await onSave(purchaseBody(form.getValues(), opened, choice)).catch((error: unknown) => {
        // The refusal belongs on its field or above the form: the question closes so it can be read.
        setAskSubmit(false);
        throw error;
      });
      setAskSubmit(false);
      props.onSaved(saved, choice.submit);
    });
  const saveDraft = form.handleSubmit(() => run({ submit: false }));
  const askToSubmit = form.handleSubmit(() => setAskSubmit(true));

  return (
    <Stack gap="5">
      <form noValidate onSubmit={(event) => void saveDraft(event)}>
        <Stack gap="5">
          <EditorHeader
            ns="purchasing"
            document={invoice}
            readOnly={readOnly}
            onBack={props.onBack}
            steps={
              props.steps && {
                allows: purchaseAllows,
                handlers: props.steps,
                onDone: (step) => props.onStepDone?.(step),
              }
            }
          />
          <FormErrorAlert error={formError} onReload={props.onReload} />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <EntityPickerField
              control={form.control}
              name="supplierId"
              label={t('purchasing:fields.supplier')}
              required
              readOnly={readOnly}
              search={props.searchSuppliers}
              loadLabel={props.loadSupplier}
            />
            <DateField
              control={form.control}
              name="purchaseTime"
              label={t('purchasing:editor.purchaseDate')}
              timeZone={props.timeZone}
              readOnly={readOnly}
            />
            <TextField
              control={form.control}
              name="remarks"
              label={t('purchasing:fields.remarks')}
              readOnly={readOnly}
            />
          </SimpleGrid>
          <PurchaseLines
            control={form.control}
            searchSkus={props.searchSkus}
            loadSku={props.loadSku}
            readOnly={readOnly}
            timeZone={props.timeZone}
            nearExpiryDays={props.nearExpiryDays ?? 30}
            today={now}
          />
          <Flex justify="flex-end" align="baseline" gap="3">
            <Text fontWeight="medium">{t('purchasing:editor.total')}</Text>
            <Text
              fontSize="xl"
              fontWeight="semibold"
              fontVariantNumeric="tabular-nums"
              role="status"
              aria-label={t('purchasing:editor.total')}
            >
              {formatNumber(total.toFixed(2), 'money', i18n.language)}
            </Text>
          </Flex>
          {!readOnly && (
            <EditorActions
              ns="purchasing"
              saving={saving}
              asking={askSubmit}
              onSubmit={() => void askToSubmit()}
            />
          )}
          <SubmitQuestion
            ns="purchasing"
            open={askSubmit}
            saving={saving}
            onClose={() => setAskSubmit(false)}
            onConfirm={() => void run({ submit: true, receiveInto })}
            warehouse={receiveInto}
            onWarehouse={setReceiveInto}
            warehouseLabel={t('purchasing:editor.receiveInto')}
            searchWarehouses={props.searchWarehouses}
            loadWarehouse={props.loadWarehouse}
            moves={
              askSubmit
                ? receiptMoves(lines ?? [], now, {
                    t: t as never,
                    language: i18n.language,
                    skuNames,
                    timeZone: props.timeZone,
                  })
                : []
            }
          />
        </Stack>
      </form>
      {invoice && invoice.state === DocumentState.Processing && props.onReceive && (
        <OpenLinesPanel
          ns="purchasing"
          lines={invoice.items.map((item) => ({
            itemId: item.itemId,
            skuId: item.skuId,
            sku: item.name ?? item.skuCode ?? '',
            ordered: item.count,
            done: item.inStockCount,
          }))}
          searchWarehouses={props.searchWarehouses}
          loadWarehouse={props.loadWarehouse}
          onMove={props.onReceive}
        />
      )}
      {invoice && invoice.state !== DocumentState.Draft && (
        <StockMovements ns="purchasing" entries={invoice.stockInvoice} />
      )}
      {invoice && (
        <DocumentPrint
          {...purchaseSheet(invoice, i18n, props.timeZone)}
          printedAt={now}
          timeZone={props.timeZone}
        />
      )}
    </Stack>
  );
}
