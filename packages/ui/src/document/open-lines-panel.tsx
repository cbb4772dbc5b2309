import { Box, Button, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { encodeValidationMessage, ValidationKeys } from '@inventory/contracts';
import { Decimal } from '@inventory/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { checkDecimalText, decimalText } from '../kit/decimal-text.ts';
import { DecimalField } from '../kit/decimal-field.tsx';
import type { EntityOption } from '../kit/entity-picker.tsx';
import { EntityPickerField } from '../kit/entity-picker-field.tsx';
import { formatNumber } from '../kit/format-number.ts';
import { useFormSave } from '../kit/use-form-save.ts';
import type { DocumentNamespace } from './lifecycle-steps.tsx';
import { LineProgress } from './line-progress.tsx';

/** A document line that may still be received or delivered. */
export interface OpenLine {
  itemId: string;
  skuId: string;
  sku: string;
  ordered: number;
  /** Received (purchase) or delivered (sale) so far. */
  done: number;
}

/** What one receipt or delivery moves: from or into `warehouseId`, each line's count. */
export interface LineMovement {
  warehouseId: string;
  lines: { itemId: string; skuId: string; count: string }[];
}

export interface OpenLinesPanelProps {
  ns: DocumentNamespace;
  lines: readonly OpenLine[];
  searchWarehouses: (text: string) => Promise<readonly EntityOption[]>;
  loadWarehouse: (id: string) => Promise<EntityOption | null>;
  /** One attempt (the app sends an Idempotency-Key); the document is read again after it. */
  onMove: (movement: LineMovement) => Promise<unknown>;
}

interface Values {
  warehouseId: string | null;
  counts: { count: string }[];
}

const remainingOf = (line: OpenLine) => Decimal.from(String(line.ordered)).sub(String(line.done));

/**
 * Later receipts (purchases) or deliveries (sales) of what is still open, line by line and partial: each open line
 * with its progress and a count that starts at what is left; more than is left is refused on the line. The server
 * finishes the document by itself when everything has moved.
 */
export function OpenLinesPanel(props: OpenLinesPanelProps) {
  // After each move the counts start again at what is left.
  return <OpenLinesForm key={props.lines.map((line) => `${line.itemId}:${line.done}`).join()} {...props} />;
}

function OpenLinesForm({ ns, lines, onMove, ...lookups }: OpenLinesPanelProps) {
  const { t: typed, i18n } = useTranslation([ns, 'common']);
  const t = typed as unknown as (key: string, options?: Record<string, unknown>) => string;
  const open = lines.filter((line) => remainingOf(line).isPositive());
  const [saving, setSaving] = useState(false);
  const schema = z
    .object({
      warehouseId: z.string().nullable(),
      counts: z.array(z.object({ count: decimalText('quantity') })),
    })
    .superRefine((values, ctx) => {
      if (!values.warehouseId)
        ctx.addIssue({ code: 'custom', path: ['warehouseId'], message: ValidationKeys.required });
      values.counts.forEach(({ count }, index) => {
        const line = open[index];
        const checked = checkDecimalText(count, 'quantity');
        if (!line || !checked.ok || checked.value === '') return;
        const left = remainingOf(line);
        if (Decimal.from(checked.value).gt(left))
          ctx.addIssue({
            code: 'custom',
            path: ['counts', index, 'count'],
            message: encodeValidationMessage(ValidationKeys.max, { max: left.toString() }),
          });
      });
    });
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      warehouseId: null,
      counts: open.map((line) => ({ count: remainingOf(line).toString() })),
    },
  });
  const { formError, save } = useFormSave<Values>({
    setError: form.setError,
    fields: ['warehouseId'],
    onSubmittingChange: setSaving,
  });
  if (open.length === 0) return null;
  const submit = form.handleSubmit((values) =>
    save(() =>
      onMove({
        warehouseId: values.warehouseId ?? '',
        lines: open.flatMap((line, index) => {
          const count = checkDecimalText(values.counts[index]?.count ?? '', 'quantity');
          return count.ok && count.value !== '' && Decimal.from(count.value).isPositive()
            ? [{ itemId: line.itemId, skuId: line.skuId, count: count.value }]
            : [];
        }),
      }),
    ),
  );
  return (
    <Box as="section" aria-label={t(`${ns}:openLines.title`)} borderWidth="1px" borderRadius="l2" padding="4">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Fieldset.Root>
          <Fieldset.Legend fontSize="md" fontWeight="semibold">
            {t(`${ns}:openLines.title`)}
          </Fieldset.Legend>
          <Stack gap="3">
            <FormErrorAlert error={formError} />
            <Box maxWidth="md">
              <EntityPickerField
                control={form.control}
                name="warehouseId"
                label={t(`${ns}:openLines.warehouse`)}
                required
                search={lookups.searchWarehouses}
                loadLabel={lookups.loadWarehouse}
              />
            </Box>
            {open.map((line, index) => (
              <HStack key={line.itemId} gap="4" align="flex-start" wrap={{ base: 'wrap', md: 'nowrap' }}>
                <Stack gap="1" flex="2" minWidth="48">
                  <Text fontWeight="medium">{line.sku}</Text>
                  <LineProgress
                    ns={ns}
                    done={Decimal.from(String(line.done))}
                    ordered={Decimal.from(String(line.ordered))}
                  />
                </Stack>
                <Box flex="1" minWidth="32">
                  <DecimalField
                    control={form.control}
                    name={`counts.${index}.count`}
                    kind="quantity"
                    label={t(`${ns}:openLines.count`, {
                      sku: line.sku,
                      left: formatNumber(remainingOf(line).toString(), 'count', i18n.language),
                    })}
                  />
                </Box>
              </HStack>
            ))}
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="brand" loading={saving}>
                {t(`${ns}:openLines.submit`)}
              </Button>
            </HStack>
          </Stack>
        </Fieldset.Root>
      </form>
    </Box>
  );
}
