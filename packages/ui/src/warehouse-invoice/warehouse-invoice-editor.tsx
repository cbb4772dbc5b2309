import { Alert, Button, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DocumentState,
  ErrorCodes,
  hasErrorCode,
  type SaveWarehouseInvoice,
  type WarehouseInvoice,
  WarehouseInvoiceType,
} from '@inventory/contracts';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { batchStatus } from '../document/line-rules.ts';
import type { DocumentPageHandlers, PageStep } from '../document/document-steps.tsx';
import { EditorActions, EditorHeader } from '../document/editor-parts.tsx';
import { AppDialog } from '../feedback/app-dialog.tsx';
import { fieldPathsOf } from '../forms/field-paths.ts';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { useOpenedAt } from '../kit/clock.tsx';
import type { EntityOption } from '../kit/entity-picker.tsx';
import { EntityPickerField } from '../kit/entity-picker-field.tsx';
import { formatNumber } from '../kit/format-number.ts';
import { SelectField } from '../kit/select-field.tsx';
import { TextField } from '../kit/text-field.tsx';
import { useEntityNames } from '../kit/use-entity-names.ts';
import { useFormSave } from '../kit/use-form-save.ts';
import { skuShortages } from './batch-fill.ts';
import { warehouseMoves } from './submit-moves.ts';
import { type LoadBatches, useLineBatches } from './use-line-batches.ts';
import {
  warehouseInvoiceBody,
  warehouseInvoiceFormDefaults,
  warehouseInvoiceFormSchema,
  type WarehouseInvoiceFormValues,
} from './warehouse-invoice-form-values.ts';
import { WarehouseInvoiceLines } from './warehouse-invoice-lines.tsx';
import { stockTypeNames, warehouseInvoiceAllows } from './warehouse-invoice-values.ts';

type Search = (text: string) => Promise<readonly EntityOption[]>;
type Load = (id: string) => Promise<EntityOption | null>;

/** How the editor finds SKUs, warehouses and a warehouse's batches of an SKU (the app passes list calls). */
export interface WarehouseInvoiceLookups {
  searchSkus: Search;
  loadSku: Load;
  searchWarehouses: Search;
  loadWarehouse: Load;
  /** Absent = the user may not see stock: Out and Move lines are left to first-expiry-first. */
  loadBatches?: LoadBatches;
}

export interface WarehouseInvoiceEditorProps extends WarehouseInvoiceLookups {
  /** The invoice (`/sys/inventory/invoices/{id}`); absent on `…/new`. */
  invoice?: WarehouseInvoice;
  /** The tenant's zone and near-expiry days: each batch's expiry date and status are counted there. */
  timeZone: string;
  nearExpiryDays: number;
  /** Saves one attempt (the app sends an Idempotency-Key with it); absent = no permission, read only. */
  onSave?: (body: SaveWarehouseInvoice) => Promise<WarehouseInvoice>;
  onSaved: (invoice: WarehouseInvoice, submitted: boolean) => void;
  /** Loads the saved version again (after a 409), discarding what was typed. */
  onReload?: () => void;
  onBack: () => void;
  /** Discard, delete and new remarks of the saved invoice, each only with its permission. */
  steps?: DocumentPageHandlers<WarehouseInvoice>;
  onStepDone?: (step: PageStep) => void;
}

interface RefusedShortage {
  skuId: string;
  batchNumber?: string | null;
  wanted: number;
  available: number;
}

/**
 * A warehouse invoice's page: In, Out or Move, its warehouse (and for a Move the one it goes to), remarks and lines.
 * An In line names its new batch and dates; an Out or Move line takes from the batches the picker shows (filled
 * first-expiry-first on request, expired never suggested) or leaves it to the server. Every shortage is named at
 * once, on its lines too. Save keeps a draft; Submit asks first, naming what will move, then moves it all at once.
 */
export function WarehouseInvoiceEditor(props: WarehouseInvoiceEditorProps) {
  const { invoice, onSave } = props;
  const { t, i18n } = useTranslation(['warehouseInvoice', 'common', 'kit']);
  const readOnly = !onSave || (invoice !== undefined && invoice.state !== DocumentState.Draft);
  const today = useOpenedAt();
  // The version this page was opened on: a reload in the background never makes a save overwrite another one.
  const [openedStamp] = useState(invoice?.concurrencyStamp);
  const opened = invoice && { ...invoice, concurrencyStamp: openedStamp ?? invoice.concurrencyStamp };
  const form = useForm<WarehouseInvoiceFormValues>({
    resolver: zodResolver(warehouseInvoiceFormSchema),
    defaultValues: warehouseInvoiceFormDefaults(invoice),
  });
  const [saving, setSaving] = useState(false);
  const [askSubmit, setAskSubmit] = useState(false);
  const { formError, save } = useFormSave<WarehouseInvoiceFormValues>({
    setError: form.setError,
    fields: () => fieldPathsOf(form.getValues()) as never[],
    onSubmittingChange: setSaving,
  });
  // Batches chosen belong to one SKU in one warehouse: another SKU, warehouse or kind starts the choice again.
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      const line = /^lines\.(\d+)\.skuId$/.exec(name ?? '');
      if (line) form.setValue(`lines.${Number(line[1])}.picks`, []);
      else if (name === 'warehouseId' || name === 'stockType')
        (values.lines ?? []).forEach((_, index) => form.setValue(`lines.${index}.picks`, []));
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const stockType = useWatch({ control: form.control, name: 'stockType' });
  const warehouseId = useWatch({ control: form.control, name: 'warehouseId' });
  const moveToWarehouseId = useWatch({ control: form.control, name: 'moveToWarehouseId' });
  const lines = useWatch({ control: form.control, name: 'lines' }) ?? [];
  const taking = stockType !== 'In';
  const batches = useLineBatches(
    taking && !readOnly ? lines.map((line) => line.skuId) : [],
    warehouseId,
    props.loadBatches,
  );
  const skuNames = useEntityNames(
    lines.map((line) => line.skuId),
    props.loadSku,
  );
  const warehouseNames = useEntityNames([warehouseId, moveToWarehouseId], props.loadWarehouse);
  const warehouseName = (warehouseId && warehouseNames.get(warehouseId)) || '';
  // Only a write-off (Out of type Other) may take an expired batch (business-rules §4).
  const allowExpired =
    stockType === 'Out' && (invoice?.type ?? WarehouseInvoiceType.Other) === WarehouseInvoiceType.Other;
  const readyBatches = (skuId: string) => {
    const state = batches.of(skuId);
    return state?.state === 'ready' ? state.batches : undefined;
  };
  const shortages =
    taking && !readOnly
      ? skuShortages(
          lines,
          readyBatches,
          (batch) =>
            batchStatus(batch.expirationTime, today, props.timeZone, props.nearExpiryDays) === 'Expired',
          allowExpired,
        )
      : [];
  const quantity = (value: { toString: () => string }) =>
    formatNumber(value.toString(), 'count', i18n.language);
  const shortageText = (shortage: (typeof shortages)[number]) =>
    t('warehouseInvoice:shortages.line', {
      sku: skuNames.get(shortage.skuId) ?? '',
      wanted: quantity(shortage.wanted),
      available: quantity(shortage.available),
      warehouse: warehouseName,
    });

  // The server's refusal names each short SKU (and batch): its lines say so, beside the message above the form.
  const placeShortages = (error: unknown) => {
    if (!hasErrorCode(error, ErrorCodes.StockShortage)) return;
    const refused = (error.error?.data?.['shortages'] ?? []) as RefusedShortage[];
    form.getValues('lines').forEach((line, index) => {
      const shortage = refused.find(
        (s) =>
          s.skuId === line.skuId &&
          (!s.batchNumber || line.picks.some((pick) => pick.batchNumber === s.batchNumber)),
      );
      if (!shortage) return;
      form.setError(`lines.${index}.count`, {
        type: 'server',
        message: t('warehouseInvoice:shortages.server', {
          wanted: quantity(shortage.wanted),
          available: quantity(shortage.available),
        }),
      });
    });
  };
  const run = (submit: boolean) =>
    save(async () => {
      if (!onSave) return;
      const saved = await onSave(warehouseInvoiceBody(form.getValues(), opened, submit)).catch(
        (error: unknown) => {
          // The refusal belongs on the lines and above the form: the question closes so they can be read.
          setAskSubmit(false);
          placeShortages(error);
          throw error;
        },
      );
      setAskSubmit(false);
      props.onSaved(saved, submit);
    });
  const saveDraft = form.handleSubmit(() => run(false));
  const askToSubmit = form.handleSubmit(() => setAskSubmit(true));
  const warehouseLabel = t(
    stockType === 'Move' ? 'warehouseInvoice:fields.moveFrom' : 'warehouseInvoice:fields.warehouse',
  );

  return (
    <form noValidate onSubmit={(event) => void saveDraft(event)}>
      <Stack gap="5">
        <EditorHeader
          ns="warehouseInvoice"
          document={invoice}
          readOnly={readOnly}
          onBack={props.onBack}
          steps={
            props.steps && {
              allows: warehouseInvoiceAllows,
              handlers: props.steps,
              onDone: (step) => props.onStepDone?.(step),
            }
          }
        />
        <FormErrorAlert error={formError} onReload={props.onReload} />
        <SimpleGrid minChildWidth="14rem" gap="4">
          <SelectField
            control={form.control}
            name="stockType"
            label={t('warehouseInvoice:fields.stockType')}
            helperText={invoice && !readOnly ? t('warehouseInvoice:editor.kindFixed') : undefined}
            required
            readOnly={readOnly || invoice !== undefined}
            options={stockTypeNames.map((name) => ({
              value: name,
              label: t(`warehouseInvoice:stockTypes.${name}`),
            }))}
          />
          <EntityPickerField
            control={form.control}
            name="warehouseId"
            label={warehouseLabel}
            required
            readOnly={readOnly}
            search={props.searchWarehouses}
            loadLabel={props.loadWarehouse}
          />
          {stockType === 'Move' && (
            <EntityPickerField
              control={form.control}
              name="moveToWarehouseId"
              label={t('warehouseInvoice:fields.moveTo')}
              required
              readOnly={readOnly}
              search={props.searchWarehouses}
              loadLabel={props.loadWarehouse}
            />
          )}
          <TextField
            control={form.control}
            name="remarks"
            label={t('warehouseInvoice:fields.remarks')}
            readOnly={readOnly}
          />
        </SimpleGrid>
        <WarehouseInvoiceLines
          control={form.control}
          stockType={stockType}
          warehouseId={warehouseId}
          batches={batches}
          allowExpired={allowExpired}
          shortageOf={(skuId) => {
            const shortage = shortages.find((s) => s.skuId === skuId);
            return shortage && shortageText(shortage);
          }}
          timeZone={props.timeZone}
          nearExpiryDays={props.nearExpiryDays}
          today={today}
          searchSkus={props.searchSkus}
          loadSku={props.loadSku}
          readOnly={readOnly}
        />
        {shortages.length > 0 && (
          <Alert.Root
            status="error"
            role="region"
            aria-live="polite"
            aria-label={t('warehouseInvoice:shortages.title')}
          >
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('warehouseInvoice:shortages.title')}</Alert.Title>
              <Alert.Description>
                <List.Root gap="1" paddingStart="4" marginBlock="1">
                  {shortages.map((shortage) => (
                    <List.Item key={shortage.skuId}>{shortageText(shortage)}</List.Item>
                  ))}
                </List.Root>
                {t('warehouseInvoice:shortages.hint')}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {!readOnly && (
          <EditorActions
            ns="warehouseInvoice"
            saving={saving}
            asking={askSubmit}
            onSubmit={() => void askToSubmit()}
          />
        )}
        <AppDialog
          open={askSubmit}
          onClose={() => setAskSubmit(false)}
          busy={saving}
          title={t('warehouseInvoice:editor.submitTitle')}
          footer={
            <>
              <Button variant="outline" onClick={() => setAskSubmit(false)} disabled={saving}>
                {t('common:actions.cancel')}
              </Button>
              <Button colorPalette="brand" loading={saving} onClick={() => void run(true)}>
                {t('warehouseInvoice:editor.submit')}
              </Button>
            </>
          }
        >
          <Stack gap="3">
            <Text>{t('warehouseInvoice:editor.submitMessage')}</Text>
            {askSubmit && (
              <Stack gap="1" as="section" aria-label={t('kit:moves.title')}>
                <Text fontWeight="semibold">{t('kit:moves.title')}</Text>
                <List.Root gap="1" paddingStart="4">
                  {warehouseMoves(form.getValues(), {
                    t: t as never,
                    language: i18n.language,
                    skuNames,
                    warehouse: warehouseName,
                    to: (moveToWarehouseId && warehouseNames.get(moveToWarehouseId)) || '',
                  }).map((move, index) => (
                    <List.Item key={index}>{move}</List.Item>
                  ))}
                </List.Root>
              </Stack>
            )}
          </Stack>
        </AppDialog>
      </Stack>
    </form>
  );
}
