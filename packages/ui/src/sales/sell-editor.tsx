import { Alert, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DocumentState,
  ErrorCodes,
  hasErrorCode,
  type SaveSellInvoice,
  type SellInvoice,
} from '@inventory/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { fieldPathsOf } from '../forms/field-paths.ts';
import { translateMessage } from '../forms/translate-message.ts';
import { DateField } from '../kit/date-field.tsx';
import { DecimalField } from '../kit/decimal-field.tsx';
import { type EntityOption } from '../kit/entity-picker.tsx';
import { EntityPickerField } from '../kit/entity-picker-field.tsx';
import { formatNumber } from '../kit/format-number.ts';
import { TextField } from '../kit/text-field.tsx';
import { useFormSave } from '../kit/use-form-save.ts';
import { useOpenedAt } from '../kit/clock.tsx';
import { OpenLinesPanel, type LineMovement } from '../document/open-lines-panel.tsx';
import { StockMovements } from '../document/stock-movements.tsx';
import { DocumentPrint } from '../document/document-print.tsx';
import { sellSheet } from '../document/document-print-data.ts';
import {
  crossLineProblems,
  type DeliverChoice,
  sellBody,
  sellFormDefaults,
  sellFormSchema,
  type SellFormValues,
  typedSellTotals,
} from './sell-form-values.ts';
import { SellLines } from './sell-lines.tsx';
import { EditorActions, EditorHeader, SubmitQuestion } from '../document/editor-parts.tsx';
import type { DocumentPageHandlers, PageStep } from '../document/document-steps.tsx';
import { sellAllows } from './sell-list-screen.tsx';
import { type CheckStock, linePreviews, shortagesOf } from './stock-checks.ts';
import { deliveryMoves } from '../document/submit-moves.ts';
import { useEntityNames } from '../kit/use-entity-names.ts';
import { ShortageList } from './shortage-list.tsx';
import { useStockChecks } from './use-stock-checks.ts';

type Search = (text: string) => Promise<readonly EntityOption[]>;
type Load = (id: string) => Promise<EntityOption | null>;

/** How the editor finds SKUs and warehouses, and checks the stock (the app passes list and stock calls). */
export interface SellLookups {
  searchSkus: Search;
  loadSku: Load;
  searchWarehouses: Search;
  loadWarehouse: Load;
  /** Absent = the user may not see stock: the lines show no availability. */
  checkStock?: CheckStock;
}

export interface SellEditorProps extends SellLookups {
  /** The sale (`/sys/market/{id}`); absent on `/sys/market/new`. */
  invoice?: SellInvoice;
  /** The tenant's time zone and near-expiry days: the sale's date and each batch's status are counted there. */
  timeZone: string;
  nearExpiryDays: number;
  /** Saves one attempt (the app sends an Idempotency-Key with it); absent = no permission, read only. */
  onSave?: (body: SaveSellInvoice) => Promise<unknown>;
  onSaved: (submitted: boolean) => void;
  /** Delivers open lines later (a warehouse Out of type Sale naming them); absent = no permission. */
  onDeliver?: (movement: LineMovement) => Promise<unknown>;
  /** Loads the saved version again (after a 409), discarding what was typed. */
  onReload?: () => void;
  onBack: () => void;
  /** Finish, discard, delete and new remarks of the saved document, each only with its permission. */
  steps?: DocumentPageHandlers<SellInvoice>;
  /** After a step the server agreed to: the app reloads the document, or leaves it once deleted. */
  onStepDone?: (step: PageStep) => void;
}

/**
 * A sale's page: channel, date, the warehouse it is delivered from, discount and remarks; its lines with what the
 * stock holds for each as it is typed and the batches first-to-expire-first would take; every shortage of the sale
 * at once; the total as the server computes it. Save keeps a draft; Submit asks first whether to deliver now.
 */
export function SellEditor(props: SellEditorProps) {
  const { invoice, onSave } = props;
  const { t, i18n } = useTranslation(['sales', 'common', 'kit']);
  const readOnly = !onSave || (invoice !== undefined && invoice.state !== DocumentState.Draft);
  const now = useOpenedAt();
  // The version this page was opened on: a reload in the background never makes a save overwrite another one.
  const [openedStamp] = useState(invoice?.concurrencyStamp);
  const opened = invoice && { ...invoice, concurrencyStamp: openedStamp ?? invoice.concurrencyStamp };
  const form = useForm<SellFormValues>({
    resolver: zodResolver(sellFormSchema),
    defaultValues: sellFormDefaults(invoice, now),
  });
  const [saving, setSaving] = useState(false);
  const [askSubmit, setAskSubmit] = useState(false);
  const [deliverFrom, setDeliverFrom] = useState<string | null>(null);
  const { formError, save } = useFormSave<SellFormValues>({
    setError: form.setError,
    fields: () => fieldPathsOf(form.getValues()) as never[],
    onSubmittingChange: setSaving,
  });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const discountText = useWatch({ control: form.control, name: 'discountsPrice' });
  const warehouseId = useWatch({ control: form.control, name: 'warehouseId' });
  const warehouseName = useEntityNames([warehouseId], props.loadWarehouse).get(warehouseId ?? '') ?? null;
  // The SKUs' names are for the submit question only: loaded when it opens (each picker loads its own label).
  const skuNames = useEntityNames(askSubmit ? (lines ?? []).map((line) => line.skuId) : [], props.loadSku);
  const stock = useStockChecks(lines ?? [], warehouseId, readOnly ? undefined : props.checkStock);
  const shortages = shortagesOf(stock.needs, stock.checks);
  const totals = typedSellTotals(lines ?? [], discountText ?? '');
  const problems = crossLineProblems({ lines: lines ?? [], discountsPrice: discountText ?? '' });
  const money = (value: { toFixed: (n: number) => string }) =>
    formatNumber(value.toFixed(2), 'money', i18n.language);

  const run = (choice: DeliverChoice) =>
    save(async () => {
      if (!onSave) return;
      try {
        await onSave(sellBody(form.getValues(), opened, choice));
      } catch (error) {
        // The refusal belongs on the lines and above the form: the question closes so they can be read.
        setAskSubmit(false);
        placeShortages(error);
        throw error;
      }
      setAskSubmit(false);
      props.onSaved(choice.submit);
    });
  // The server's refusal names each short SKU: its lines say so, in words, beside the message above the form.
  const placeShortages = (error: unknown) => {
    if (!hasErrorCode(error, ErrorCodes.StockShortage)) return;
    const refused = (error.error?.data?.['shortages'] ?? []) as {
      skuId: string;
      sku: string;
      warehouse: string | null;
      wanted: number;
      available: number;
    }[];
    form.getValues('lines').forEach((line, index) => {
      const shortage = refused.find((s) => s.skuId === line.skuId);
      if (!shortage) return;
      form.setError(`lines.${index}.count`, {
        type: 'server',
        message: t('sales:shortages.line', {
          sku: shortage.sku,
          where: shortage.warehouse
            ? t('sales:shortages.inWarehouse', { warehouse: shortage.warehouse })
            : '',
          wanted: formatNumber(String(shortage.wanted), 'count', i18n.language),
          available: formatNumber(String(shortage.available), 'count', i18n.language),
        }),
      });
    });
  };
  const saveDraft = form.handleSubmit(() => run({ submit: false }));
  const askToSubmit = form.handleSubmit(() => {
    setDeliverFrom(form.getValues('warehouseId'));
    setAskSubmit(true);
  });

  return (
    <Stack gap="5">
      <form noValidate onSubmit={(event) => void saveDraft(event)}>
        <Stack gap="5">
          <EditorHeader
            ns="sales"
            document={invoice}
            readOnly={readOnly}
            onBack={props.onBack}
            steps={
              props.steps && {
                allows: sellAllows,
                handlers: props.steps,
                onDone: (step) => props.onStepDone?.(step),
              }
            }
          />
          <FormErrorAlert error={formError} onReload={props.onReload} />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <TextField
              control={form.control}
              name="marketingChannel"
              label={t('sales:fields.channel')}
              readOnly={readOnly}
            />
            <DateField
              control={form.control}
              name="sellTime"
              label={t('sales:editor.sellDate')}
              timeZone={props.timeZone}
              readOnly={readOnly}
            />
            <EntityPickerField
              control={form.control}
              name="warehouseId"
              label={t('sales:editor.warehouse')}
              helperText={readOnly ? undefined : t('sales:editor.warehouseHint')}
              readOnly={readOnly}
              search={props.searchWarehouses}
              loadLabel={props.loadWarehouse}
            />
            <DecimalField
              control={form.control}
              name="discountsPrice"
              kind="money"
              label={t('sales:fields.discount')}
              readOnly={readOnly}
            />
            <TextField
              control={form.control}
              name="remarks"
              label={t('sales:fields.remarks')}
              readOnly={readOnly}
            />
          </SimpleGrid>
          <SellLines
            control={form.control}
            searchSkus={props.searchSkus}
            loadSku={props.loadSku}
            readOnly={readOnly}
            stock={stock}
            warehouseName={warehouseName}
            timeZone={props.timeZone}
            nearExpiryDays={props.nearExpiryDays}
            today={now}
          />
          {!readOnly && (problems.discount || problems.sameBatch.length > 0) && (
            <CrossLineAlert messages={[problems.discount, ...problems.sameBatch.map((g) => g.message)]} />
          )}
          {!readOnly && <ShortageList shortages={shortages} warehouse={warehouseName} />}
          <Stack gap="1" alignItems="flex-end">
            <Total label={t('sales:editor.subtotal')} value={money(totals.subtotal)} />
            <Total label={t('sales:fields.discount')} value={money(totals.discount)} />
            <Total label={t('sales:editor.total')} value={totals.total ? money(totals.total) : '–'} strong />
          </Stack>
          {!readOnly && (
            <EditorActions
              ns="sales"
              saving={saving}
              asking={askSubmit}
              onSubmit={() => void askToSubmit()}
            />
          )}
          <SubmitQuestion
            ns="sales"
            open={askSubmit}
            saving={saving}
            onClose={() => setAskSubmit(false)}
            onConfirm={() => void run({ submit: true, deliverFrom })}
            warehouse={deliverFrom}
            onWarehouse={setDeliverFrom}
            warehouseLabel={t('sales:editor.deliverFrom')}
            searchWarehouses={props.searchWarehouses}
            loadWarehouse={props.loadWarehouse}
            moves={
              askSubmit
                ? deliveryMoves(
                    lines ?? [],
                    // The previews were checked in the sale's warehouse: they say what another one gives only by rule.
                    deliverFrom === warehouseId ? linePreviews(lines ?? [], stock.checks) : null,
                    { t: t as never, language: i18n.language, skuNames, timeZone: props.timeZone },
                  )
                : []
            }
          >
            {deliverFrom !== null && deliverFrom === warehouseId && (
              <ShortageList shortages={shortages} warehouse={warehouseName} />
            )}
          </SubmitQuestion>
        </Stack>
      </form>
      {invoice && invoice.state === DocumentState.Processing && props.onDeliver && (
        <OpenLinesPanel
          ns="sales"
          lines={invoice.items.map((item) => ({
            itemId: item.itemId,
            skuId: item.skuId,
            sku: item.skuName ?? item.skuCode ?? '',
            ordered: item.count,
            done: item.outCount,
          }))}
          searchWarehouses={props.searchWarehouses}
          loadWarehouse={props.loadWarehouse}
          onMove={props.onDeliver}
        />
      )}
      {invoice && invoice.state !== DocumentState.Draft && (
        <StockMovements ns="sales" entries={invoice.stockItems} />
      )}
      {invoice && (
        <DocumentPrint
          {...sellSheet(invoice, i18n, props.timeZone)}
          printedAt={now}
          timeZone={props.timeZone}
        />
      )}
    </Stack>
  );
}

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <HStack gap="3" align="baseline">
      <Text fontWeight="medium">{label}</Text>
      <Text
        fontSize={strong ? 'xl' : 'md'}
        fontWeight={strong ? 'semibold' : 'normal'}
        fontVariantNumeric="tabular-nums"
        role="status"
        aria-label={label}
        minWidth="28"
        textAlign="end"
      >
        {value}
      </Text>
    </HStack>
  );
}

function CrossLineAlert({ messages }: { messages: (string | undefined)[] }) {
  const { i18n } = useTranslation();
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <List.Root gap="1" paddingStart="4">
          {messages.filter(Boolean).map((message) => (
            <List.Item key={message}>{translateMessage(i18n, message)}</List.Item>
          ))}
        </List.Root>
      </Alert.Content>
    </Alert.Root>
  );
}
