import { Box, Button, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { typedLineTotal } from '../document/line-totals.ts';
import { DecimalField } from '../kit/decimal-field.tsx';
import { RemovedLineBar } from '../document/removed-line-bar.tsx';
import { useLineGrid } from '../document/use-line-grid.ts';
import type { EntityOption } from '../kit/entity-picker.tsx';
import { EntityPickerField } from '../kit/entity-picker-field.tsx';
import { formatNumber } from '../kit/format-number.ts';
import { TextField } from '../kit/text-field.tsx';
import { dayKey } from '@inventory/domain';
import { LineExpiry } from './line-expiry.tsx';
import { emptyLine, type PurchaseFormValues, type PurchaseLineValues } from './purchase-form-values.ts';

export interface PurchaseLinesProps {
  control: Control<PurchaseFormValues>;
  /** The tenant's zone and near-expiry days, and "today": each line's expiry date and status. */
  timeZone: string;
  nearExpiryDays: number;
  today: Date;
  searchSkus: (text: string) => Promise<readonly EntityOption[]>;
  loadSku: (id: string) => Promise<EntityOption | null>;
  readOnly?: boolean;
}

/**
 * The lines of a purchase: SKU, count (3 places), price (4 places), batch number (empty = the server's default) and
 * the line's total as the server rounds it. Keyboard first (use-line-grid): "Add line" (or Enter in the last line's
 * price) adds one and puts the cursor in its SKU picker, ↑/↓ move between lines, a removed line comes back with
 * Undo, and a scanned code + Enter picks its SKU.
 */
export function PurchaseLines(props: PurchaseLinesProps) {
  const { control, searchSkus, loadSku, readOnly, timeZone, nearExpiryDays, today } = props;
  const { t, i18n } = useTranslation('purchasing');
  const grid = useLineGrid<PurchaseFormValues, PurchaseLineValues>(control, emptyLine);
  const { fields, list, addLine } = grid;
  const lines = useWatch({ control, name: 'lines' });
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold">
        {t('editor.lines')}
      </Fieldset.Legend>
      <Stack gap="3" ref={list}>
        {fields.map((field, index) => {
          const n = index + 1;
          const total = lines?.[index] ? typedLineTotal(lines[index]) : null;
          return (
            <Stack
              key={field.id}
              gap="1"
              role="group"
              aria-label={t('editor.line', { index: n })}
              onKeyDown={grid.onLineKeyDown(index)}
            >
              <HStack align="flex-start" gap="2" wrap={{ base: 'wrap', lg: 'nowrap' }}>
                <Box flex="3" minWidth="56">
                  <EntityPickerField
                    control={control}
                    name={`lines.${index}.skuId`}
                    label={t('editor.sku', { index: n })}
                    required
                    readOnly={readOnly}
                    search={searchSkus}
                    loadLabel={loadSku}
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
                <Box flex="1" minWidth="28">
                  <DecimalField
                    control={control}
                    name={`lines.${index}.price`}
                    kind="price"
                    label={t('editor.price', { index: n })}
                    required
                    readOnly={readOnly}
                  />
                </Box>
                <Box flex="1" minWidth="32">
                  <TextField
                    control={control}
                    name={`lines.${index}.batchNumber`}
                    label={t('editor.batchNumber', { index: n })}
                    helperText={t('editor.batchHint', {
                      example: `${dayKey(today.toISOString(), timeZone)}-001`,
                    })}
                    readOnly={readOnly}
                  />
                </Box>
                <Box flex="1" minWidth="24" textAlign="end" marginTop="8">
                  <Text fontVariantNumeric="tabular-nums" aria-label={t('editor.lineTotal', { index: n })}>
                    {total ? formatNumber(total.toFixed(2), 'money', i18n.language) : '–'}
                  </Text>
                </Box>
                {!readOnly && (
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    marginTop="6"
                    disabled={fields.length === 1}
                    onClick={() => lines?.[index] && grid.removeLine(index, lines[index])}
                  >
                    {t('editor.removeLine', { index: n })}
                  </Button>
                )}
              </HStack>
              <LineExpiry
                control={control}
                index={index}
                readOnly={readOnly}
                timeZone={timeZone}
                nearExpiryDays={nearExpiryDays}
                today={today}
              />
            </Stack>
          );
        })}
      </Stack>
      {!readOnly && (
        <HStack gap="3">
          <Button size="sm" variant="outline" onClick={addLine}>
            {t('editor.addLine')}
          </Button>
          <RemovedLineBar index={grid.removed ? grid.removed.index + 1 : null} onUndo={grid.undo} />
        </HStack>
      )}
    </Fieldset.Root>
  );
}
