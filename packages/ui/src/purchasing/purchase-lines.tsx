import { Button, Fieldset, HStack, Stack } from '@chakra-ui/react';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { typedLineTotal } from '../document/line-totals.ts';
import { RemovedLineBar } from '../document/removed-line-bar.tsx';
import { useLineGrid } from '../document/use-line-grid.ts';
import { LineItemRow } from '../document/line-item-row.tsx';
import type { EntityOption } from '../kit/entity-picker.tsx';
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
  const { t } = useTranslation('purchasing');
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
              <LineItemRow
                ns="purchasing"
                control={control}
                index={index}
                readOnly={readOnly}
                searchSkus={searchSkus}
                loadSku={loadSku}
                batchHint={t('editor.batchHint', { example: `${dayKey(today.toISOString(), timeZone)}-001` })}
                total={total}
                canRemove={fields.length > 1}
                onRemove={() => lines?.[index] && grid.removeLine(index, lines[index])}
              />
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
