import { Button, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DocumentState, type ProductionOrder, type SaveProductionOrder } from '@inventory/contracts';
import { Decimal } from '@inventory/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentPageHandlers, PageStep } from '../document/document-steps.tsx';
import { EditorHeader } from '../document/editor-parts.tsx';
import { AppDialog } from '../feedback/app-dialog.tsx';
import { isHandledError } from '../feedback/handled-error.ts';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { FormField } from '../forms/form-field.tsx';
import { useOpenedAt } from '../kit/clock.tsx';
import { EntityPicker, type EntityOption } from '../kit/entity-picker.tsx';
import { isDecimalTyping } from '../kit/decimal-text.ts';
import { formatNumber } from '../kit/format-number.ts';
import { useEntityNames } from '../kit/use-entity-names.ts';
import { type BatchPick, typedCount } from '../warehouse-invoice/batch-fill.ts';
import { BatchPicker } from '../warehouse-invoice/batch-picker.tsx';
import { type LoadBatches, useLineBatches } from '../warehouse-invoice/use-line-batches.ts';
import { CanMakePanel, type CheckState } from './production-can-make.tsx';
import { productionNs } from './production-list-screen.tsx';
import { OrderSummary } from './production-order-summary.tsx';
import { ProducePart } from './produce-part-form.tsx';
import {
  type KitCheck,
  type MaterialDraft,
  productionAllows,
  productionBody,
  readKitCheck,
  takesParts,
} from './production-values.ts';

type Search = (text: string) => Promise<readonly EntityOption[]>;
type Load = (id: string) => Promise<EntityOption | null>;

/** How the editor finds kits, warehouses, batches, what the stock makes and the FEFO batches (the app's calls). */
export interface ProductionLookups {
  /** Kits (Group SKUs) by code or name. */
  searchKits: Search;
  loadSku: Load;
  searchWarehouses: Search;
  loadWarehouse: Load;
  /** A material's batches in the warehouse, for the batch picker; absent = no stock access. */
  loadBatches?: LoadBatches;
  /** `check-group-stock` with each material's stock in the warehouse; absent = no stock access. */
  checkKit?: (skuId: string, count: string, warehouseId: string) => Promise<KitCheck>;
  /** The FEFO proposal (`stock/stock/{SKUId}`) for one material's need in the warehouse. */
  proposeBatches?: (skuId: string, count: string, warehouseId: string) => Promise<BatchPick[]>;
}

export interface ProductionEditorProps extends ProductionLookups {
  /** The order (`/sys/production/{id}`); absent on `…/new`. */
  order?: ProductionOrder;
  timeZone: string;
  nearExpiryDays: number;
  /** Saves one attempt (the app sends an Idempotency-Key with it); absent = no permission, read only. */
  onSave?: (body: SaveProductionOrder) => Promise<ProductionOrder>;
  onSaved: (order: ProductionOrder, submitted: boolean) => void;
  /** Loads the saved version again (after a 409), discarding what was typed. */
  onReload?: () => void;
  onBack: () => void;
  steps?: DocumentPageHandlers<ProductionOrder>;
  onStepDone?: (step: PageStep) => void;
  /** Produces `count` kits of a Processing order in the warehouse (the produce invoices); absent = not allowed. */
  onProducePart?: (order: ProductionOrder, count: string, warehouseId: string) => Promise<unknown>;
  /** Opens a new purchase with these lines (the missing count of each short material). */
  onDraftPurchase?: (lines: { skuId: string; count: string }[]) => void;
}

const countText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A saved order's materials as drafts: one per SKU, its batches as picks. */
function materialsOf(order: ProductionOrder | undefined): MaterialDraft[] {
  const bySku = new Map<string, MaterialDraft>();
  for (const item of order?.items ?? []) {
    const draft = bySku.get(item.skuId) ?? { skuId: item.skuId, need: '0', picks: [] };
    draft.need = Decimal.from(draft.need).add(item.count).normalize().toString();
    if (item.batchNumber) draft.picks.push({ batchNumber: item.batchNumber, count: String(item.count) });
    bySku.set(item.skuId, draft);
  }
  return [...bySku.values()];
}

/**
 * A production order's page. New (or a draft): the kit, the count and the warehouse; "can make N now" from the
 * stock, naming the material that limits it and each shortfall with one action to draft a purchase for it; the
 * materials proposed first-expiry-first, each editable in the batch picker; Make now (materials out, kit in, one
 * transaction) or start it to produce in parts. A Processing order produces parts until it is complete.
 */
export function ProductionEditor(props: ProductionEditorProps) {
  const { order, onSave } = props;
  const { t, i18n } = useTranslation(['production', 'common']);
  const today = useOpenedAt();
  const editable = Boolean(onSave) && (!order || order.state === DocumentState.Draft);
  const [skuId, setSkuId] = useState<string | null>(order?.skuId ?? null);
  const [count, setCount] = useState(countText(order?.count));
  const [warehouseId, setWarehouseId] = useState<string | null>(order?.warehouseId ?? null);
  const [shelfLife, setShelfLife] = useState(countText(order?.expirationDay));
  const [remarks, setRemarks] = useState(order?.remarks ?? '');
  const [materials, setMaterials] = useState<MaterialDraft[]>(() => materialsOf(order));
  const [check, setCheck] = useState<CheckState>({ state: 'idle' });
  const [round, setRound] = useState(0);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [askSubmit, setAskSubmit] = useState(false);
  const [openedStamp] = useState(order?.concurrencyStamp);
  const quantity = (value: { toString: () => string } | number) =>
    formatNumber(value.toString(), 'count', i18n.language);

  const wanted = typedCount(count);
  const ready = Boolean(skuId && warehouseId && wanted.isPositive());
  const { checkKit, proposeBatches } = props;
  const key = ready ? `${skuId}|${wanted.toString()}|${warehouseId}` : '';
  useEffect(() => {
    if (!editable || !key || !checkKit || !skuId || !warehouseId) {
      setCheck({ state: 'idle' });
      return;
    }
    let live = true;
    setCheck({ state: 'loading' });
    const wantedText = wanted.toString();
    void checkKit(skuId, wantedText, warehouseId).then(
      async (answer) => {
        if (!live) return;
        setCheck({ state: 'ready', check: answer });
        const drafts = await Promise.all(
          answer.lines.map(async (line) => ({
            skuId: line.skuId,
            need: String(line.need),
            picks: proposeBatches
              ? await proposeBatches(line.skuId, String(line.need), warehouseId).catch(() => [])
              : [],
          })),
        );
        if (live) setMaterials(drafts);
      },
      () => live && setCheck({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
    // `key` names skuId, the count and warehouseId; `round` is a retry.
  }, [key, round, editable, checkKit, proposeBatches]);

  const batches = useLineBatches(
    editable ? materials.map((m) => m.skuId) : [],
    warehouseId,
    props.loadBatches,
  );
  const materialIds = [...materials.map((m) => m.skuId), ...(order?.items.map((i) => i.skuId) ?? [])];
  const names = useEntityNames(materialIds, props.loadSku);
  const checkNames = new Map(
    check.state === 'ready' ? check.check.lines.map((l) => [l.skuId, l.name] as const) : [],
  );
  const nameOf = (id: string) =>
    checkNames.get(id) ?? order?.items.find((i) => i.skuId === id)?.skuName ?? names.get(id) ?? '';
  const reading = check.state === 'ready' ? readKitCheck(check.check, count) : null;
  const short = (reading?.shortages.length ?? 0) > 0;

  const run = async (submit: 'draft' | 'now' | 'parts') => {
    if (!onSave || !skuId) return;
    setSaving(true);
    setFailure(null);
    try {
      const body = productionBody(
        { skuId, count, warehouseId, expirationDay: shelfLife, remarks, materials },
        order && { ...order, concurrencyStamp: openedStamp ?? order.concurrencyStamp },
        submit,
      );
      const saved = await onSave(body);
      setAskSubmit(false);
      props.onSaved(saved, submit !== 'draft');
    } catch (error) {
      setAskSubmit(false);
      if (!isHandledError(error)) setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="5">
      <EditorHeader
        ns={productionNs}
        document={order}
        readOnly={!editable}
        onBack={props.onBack}
        steps={
          props.steps && {
            allows: productionAllows,
            handlers: props.steps,
            onDone: (step) => props.onStepDone?.(step),
          }
        }
      />
      <FormErrorAlert error={failure} onReload={props.onReload} />
      {order && !editable && <OrderSummary order={order} nameOf={nameOf} quantity={quantity} />}
      {order && takesParts(order) && props.onProducePart && (
        <ProducePart
          order={order}
          onProducePart={props.onProducePart}
          searchWarehouses={props.searchWarehouses}
          loadWarehouse={props.loadWarehouse}
        />
      )}
      {editable && (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <EntityPicker
              label={t('production:fields.kit')}
              value={skuId}
              onChange={(id) => setSkuId(id)}
              search={props.searchKits}
              loadLabel={props.loadSku}
              required
            />
            <FormField label={t('production:fields.count')} required>
              <Input
                inputMode="decimal"
                value={count}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  if (isDecimalTyping(text)) setCount(text);
                }}
              />
            </FormField>
            <EntityPicker
              label={t('production:fields.warehouse')}
              value={warehouseId}
              onChange={(id) => setWarehouseId(id)}
              search={props.searchWarehouses}
              loadLabel={props.loadWarehouse}
              required
            />
            <FormField label={t('production:fields.shelfLife')}>
              <Input
                inputMode="numeric"
                value={shelfLife}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  if (/^\d{0,5}$/.test(text)) setShelfLife(text);
                }}
              />
            </FormField>
          </SimpleGrid>
          <FormField label={t('production:fields.remarks')}>
            <Input value={remarks} onChange={(event) => setRemarks(event.currentTarget.value)} />
          </FormField>
          <CanMakePanel
            check={check}
            reading={reading}
            wanted={wanted}
            onRetry={() => setRound((r) => r + 1)}
            onDraftPurchase={props.onDraftPurchase}
          />
          <Stack as="section" aria-label={t('production:materials.title')} gap="3">
            <Heading as="h2" size="md">
              {t('production:materials.title')}
            </Heading>
            {materials.length === 0 && <Text color="fg.muted">{t('production:materials.none')}</Text>}
            {materials.map((material, index) => (
              <Stack key={material.skuId} gap="2">
                <Text fontWeight="semibold">
                  {t('production:materials.line', { index: index + 1, name: nameOf(material.skuId) })}
                  {' · '}
                  {t('production:materials.need')} {quantity(material.need)}
                </Text>
                <BatchPicker
                  index={index}
                  skuId={material.skuId}
                  warehouseId={warehouseId}
                  wanted={material.need}
                  picks={material.picks}
                  onChange={(picks) =>
                    setMaterials((all) => all.map((m, i) => (i === index ? { ...m, picks } : m)))
                  }
                  batches={batches.of(material.skuId)}
                  onRetry={batches.retry}
                  takenElsewhere={[]}
                  allowExpired={false}
                  timeZone={props.timeZone}
                  nearExpiryDays={props.nearExpiryDays}
                  today={today}
                />
              </Stack>
            ))}
          </Stack>
          {short && <Text color="fg.muted">{t('production:editor.makeNowNeedsStock')}</Text>}
          <HStack justify="flex-end" gap="2" wrap="wrap">
            <Button
              variant="outline"
              loading={saving && !askSubmit}
              disabled={!skuId || !wanted.isPositive()}
              onClick={() => void run('draft')}
            >
              {t('production:editor.saveDraft')}
            </Button>
            <Button
              variant="outline"
              disabled={saving || !skuId || !wanted.isPositive()}
              onClick={() => void run('parts')}
            >
              {t('production:editor.startInParts')}
            </Button>
            <Button
              colorPalette="brand"
              disabled={saving || !ready || short}
              onClick={() => setAskSubmit(true)}
            >
              {t('production:editor.submit')}
            </Button>
          </HStack>
          <AppDialog
            open={askSubmit}
            onClose={() => setAskSubmit(false)}
            busy={saving}
            title={t('production:editor.submitTitle')}
            footer={
              <>
                <Button variant="outline" onClick={() => setAskSubmit(false)} disabled={saving}>
                  {t('common:actions.cancel')}
                </Button>
                <Button colorPalette="brand" loading={saving} onClick={() => void run('now')}>
                  {t('production:editor.submit')}
                </Button>
              </>
            }
          >
            <Text>{t('production:editor.submitMessage')}</Text>
          </AppDialog>
        </>
      )}
    </Stack>
  );
}
