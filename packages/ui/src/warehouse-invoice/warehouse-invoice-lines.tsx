import { Box, Button, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { dayKey } from '@inventory/domain';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RemovedLineBar } from '../document/removed-line-bar.tsx';
import { useLineGrid } from '../document/use-line-grid.ts';
import { DecimalField } from '../kit/decimal-field.tsx';
import type { EntityOption } from '../kit/entity-picker.tsx';
import { EntityPickerField } from '../kit/entity-picker-field.tsx';
import { formatNumber } from '../kit/format-number.ts';
import { BatchPicker } from './batch-picker.tsx';
import { InLineBatch } from './in-line-batch.tsx';
import type { LineBatches } from './use-line-batches.ts';
import {
  emptyWarehouseLine,
  type WarehouseInvoiceFormValues,
  type WarehouseLineValues,
} from './warehouse-invoice-form-values.ts';

export interface WarehouseInvoiceLinesProps {
  control: Control<WarehouseInvoiceFormValues>;
  stockType: WarehouseInvoiceFormValues['stockType'];
  warehouseId: string | null;
  batches: LineBatches;
  /** A write-off (Out of type Other) may take an expired batch by hand. */
  allowExpired: boolean;
  /** The shortage of an SKU in words (wanted, available, where), or undefined when there is enough. */
  shortageOf: (skuId: string | null) => string | undefined;
  timeZone: string;
  nearExpiryDays: number;
  today: Date;
  searchSkus: (text: string) => Promise<readonly EntityOption[]>;
  loadSku: (id: string) => Promise<EntityOption | null>;
  readOnly?: boolean;
}

/**
 * The lines of a warehouse invoice on the document kit's line grid: SKU (a scanned code + Enter picks it) and
 * count; an In line's new batch and dates, an Out or Move line's batch picker and its shortage in words. Enter in
 * the last line's count adds one, ↑/↓ move between lines, a removed line comes back with Undo.
 */
export function WarehouseInvoiceLines(props: WarehouseInvoiceLinesProps) {
  const { control, readOnly } = props;
  const { t } = useTranslation('warehouseInvoice');
  const grid = useLineGrid<WarehouseInvoiceFormValues, WarehouseLineValues>(control, emptyWarehouseLine);
  const lines = useWatch({ control, name: 'lines' });
  return (
    // A fieldset is as wide as its widest content by default: the batch tables scroll inside it instead.
    <Fieldset.Root minInlineSize="0">
      <Fieldset.Legend fontSize="md" fontWeight="semibold">
        {t('editor.lines')}
      </Fieldset.Legend>
      <Stack gap="4" ref={grid.list}>
        {grid.fields.map((field, index) => {
          const n = index + 1;
          const line = lines?.[index];
          return (
            <Stack
              key={field.id}
              gap="2"
              role="group"
              aria-label={t('editor.line', { index: n })}
              onKeyDown={grid.onLineKeyDown(index)}
              paddingBottom="3"
              borderBottomWidth="1px"
            >
              <HStack align="flex-start" gap="2" wrap="wrap">
                <Box flex="3" minWidth="56">
                  <EntityPickerField
                    control={control}
                    name={`lines.${index}.skuId`}
                    label={t('editor.sku', { index: n })}
                    required
                    readOnly={readOnly}
                    search={props.searchSkus}
                    loadLabel={props.loadSku}
                    pickByCode
                  />
                </Box>
                <Box flex="1" minWidth="28">
                  <DecimalField
                    control={control}
                    name={`lines.${index}.count`}
                    kind="quantity"
                    label={t('editor.count', { index: n })}
                    required
                    readOnly={readOnly}
                  />
                </Box>
                {!readOnly && (
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    marginTop="6"
                    disabled={grid.fields.length < 2}
                    onClick={() => line && grid.removeLine(index, line)}
                  >
                    {t('editor.removeLine', { index: n })}
                  </Button>
                )}
              </HStack>
              {props.stockType === 'In' ? (
                <InLineBatch
                  control={control}
                  index={index}
                  readOnly={readOnly}
                  batchHint={t('editor.batchHint', {
                    example: `${dayKey(props.today.toISOString(), props.timeZone)}-001`,
                  })}
                  timeZone={props.timeZone}
                  nearExpiryDays={props.nearExpiryDays}
                  today={props.today}
                />
              ) : (
                <LinePicker {...props} index={index} lines={lines ?? []} />
              )}
            </Stack>
          );
        })}
      </Stack>
      {!readOnly && (
        <HStack gap="3">
          <Button size="sm" variant="outline" onClick={grid.addLine}>
            {t('editor.addLine')}
          </Button>
          <RemovedLineBar index={grid.removed ? grid.removed.index + 1 : null} onUndo={grid.undo} />
        </HStack>
      )}
    </Fieldset.Root>
  );
}

function LinePicker(
  props: WarehouseInvoiceLinesProps & { index: number; lines: readonly WarehouseLineValues[] },
) {
  const { index, lines } = props;
  const { field } = useController({ control: props.control, name: `lines.${index}.picks` });
  const line = lines[index];
  const skuId = line?.skuId ?? null;
  const takenElsewhere = lines
    .filter((other, at) => at !== index && other.skuId === skuId)
    .flatMap((l) => l.picks);
  const shortage = props.shortageOf(skuId);
  if (props.readOnly) return <ReadOnlyPicks index={index} picks={field.value} />;
  return (
    <Stack gap="1">
      <BatchPicker
        index={index}
        skuId={skuId}
        warehouseId={props.warehouseId}
        wanted={line?.count ?? ''}
        picks={field.value}
        onChange={field.onChange}
        batches={props.batches.of(skuId)}
        onRetry={props.batches.retry}
        takenElsewhere={takenElsewhere}
        allowExpired={props.allowExpired}
        timeZone={props.timeZone}
        nearExpiryDays={props.nearExpiryDays}
        today={props.today}
        readOnly={props.readOnly}
      />
      {shortage && (
        <Text fontSize="sm" color="fg.error">
          {shortage}
        </Text>
      )}
    </Stack>
  );
}

/** A saved line's batches as words: what it took from which batch, or first-expiry-first. */
function ReadOnlyPicks({
  index,
  picks,
}: {
  index: number;
  picks: readonly { batchNumber: string; count: string }[];
}) {
  const { t, i18n } = useTranslation('warehouseInvoice');
  return (
    <Stack as="section" gap="1" aria-label={t('picker.title', { index: index + 1 })}>
      {picks.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('picker.none')}
        </Text>
      ) : (
        picks.map((pick) => (
          <Text key={pick.batchNumber} fontSize="sm">
            {t('picker.takenFrom', {
              batch: pick.batchNumber,
              count: formatNumber(pick.count, 'count', i18n.language),
            })}
          </Text>
        ))
      )}
    </Stack>
  );
}
