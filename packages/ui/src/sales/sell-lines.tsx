import { Box, Button, Fieldset, HStack, Stack } from '@chakra-ui/react';
import type { Decimal } from '@inventory/domain';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { typedLineTotal } from '../document/line-totals.ts';
import { RemovedLineBar } from '../document/removed-line-bar.tsx';
import { useLineGrid } from '../document/use-line-grid.ts';
import { LineItemRow } from '../document/line-item-row.tsx';
import type { EntityOption } from '../kit/entity-picker.tsx';
import { LineAvailability } from './line-availability.tsx';
import { emptySellLine, type SellFormValues, type SellLineValues } from './sell-form-values.ts';
import { linePreviews } from './stock-checks.ts';
import type { CheckState } from './use-stock-checks.ts';

export interface SellLinesProps {
  control: Control<SellFormValues>;
  searchSkus: (text: string) => Promise<readonly EntityOption[]>;
  loadSku: (id: string) => Promise<EntityOption | null>;
  readOnly?: boolean;
  /** Each SKU's stock check and the whole count the sale wants of it (use-stock-checks). */
  stock: {
    needs: ReadonlyMap<string, Decimal>;
    states: ReadonlyMap<string, CheckState>;
    checks: Parameters<typeof linePreviews>[1];
    retry: () => void;
  };
  warehouseName: string | null;
  timeZone: string;
  nearExpiryDays: number;
  today: Date;
}

/**
 * The lines of a sale: SKU, count (3 places), price (4 places), an optional batch (empty = first to expire first)
 * and the line's total as the server rounds it; under each, what the stock holds for it and the batches it would
 * take. Keyboard first (use-line-grid): Enter in the last line adds one, ↑/↓ move between lines, a removal undoes.
 */
export function SellLines(props: SellLinesProps) {
  const { control, readOnly } = props;
  const { t } = useTranslation('sales');
  const grid = useLineGrid<SellFormValues, SellLineValues>(control, emptySellLine);
  const lines = useWatch({ control, name: 'lines' });
  const previews = linePreviews(lines ?? [], props.stock.checks);
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold">
        {t('editor.lines')}
      </Fieldset.Legend>
      <Stack gap="4" ref={grid.list}>
        {grid.fields.map((field, index) => {
          const n = index + 1;
          const line = lines?.[index];
          const total = line ? typedLineTotal(line) : null;
          return (
            <Stack
              key={field.id}
              gap="1"
              role="group"
              aria-label={t('editor.line', { index: n })}
              onKeyDown={grid.onLineKeyDown(index)}
            >
              <LineItemRow
                ns="sales"
                control={control}
                index={index}
                readOnly={readOnly}
                searchSkus={props.searchSkus}
                loadSku={props.loadSku}
                batchHint={t('editor.batchHint')}
                total={total}
                canRemove={grid.fields.length > 1}
                onRemove={() => line && grid.removeLine(index, line)}
              />
              {!readOnly && line?.skuId && (
                <Box aria-live="polite">
                  <LineAvailability
                    state={props.stock.states.get(line.skuId)}
                    wanted={props.stock.needs.get(line.skuId)}
                    takes={previews[index] ?? []}
                    forcedBatch={line.batchNumber.trim()}
                    warehouseName={props.warehouseName}
                    timeZone={props.timeZone}
                    nearExpiryDays={props.nearExpiryDays}
                    today={props.today}
                    onRetry={props.stock.retry}
                  />
                </Box>
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
