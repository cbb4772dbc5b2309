import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { Decimal } from '@inventory/domain';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalField } from '../kit/decimal-field.tsx';
import type { EntityOption } from '../kit/entity-picker.tsx';
import { EntityPickerField } from '../kit/entity-picker-field.tsx';
import { formatNumber } from '../kit/format-number.ts';
import { TextField } from '../kit/text-field.tsx';
import type { DocumentNamespace } from './lifecycle-steps.tsx';

export interface LineItemRowProps<F extends FieldValues> {
  ns: DocumentNamespace;
  /** A form whose `lines.{index}` has skuId, count, price and batchNumber. */
  control: Control<F>;
  index: number;
  readOnly?: boolean;
  searchSkus: (text: string) => Promise<readonly EntityOption[]>;
  loadSku: (id: string) => Promise<EntityOption | null>;
  /** Under the batch box: what an empty one means for this kind. */
  batchHint: string;
  /** The line's total as the server rounds it; null while count or price is not a number yet. */
  total: Decimal | null;
  canRemove: boolean;
  onRemove: () => void;
}

/**
 * The boxes every document line has: SKU (a scanned code + Enter picks it), count (3 places), price (4 places),
 * batch number, the line's total and its removal, each named with the line's number for a screen reader.
 */
export function LineItemRow<F extends FieldValues>(props: LineItemRowProps<F>) {
  const { ns, control, index, readOnly } = props;
  const { t: typed, i18n } = useTranslation(ns);
  const t = typed as unknown as (key: string, options?: Record<string, unknown>) => string;
  const n = index + 1;
  const path = (field: string) => `lines.${index}.${field}` as Path<F>;
  return (
    <HStack align="flex-start" gap="2" wrap={{ base: 'wrap', lg: 'nowrap' }}>
      <Box flex="3" minWidth="56">
        <EntityPickerField
          control={control}
          name={path('skuId')}
          label={t(`${ns}:editor.sku`, { index: n })}
          required
          readOnly={readOnly}
          search={props.searchSkus}
          loadLabel={props.loadSku}
          pickByCode
        />
      </Box>
      {(['count', 'price'] as const).map((field) => (
        <Box key={field} flex="1" minWidth="28">
          <DecimalField
            control={control}
            name={path(field)}
            kind={field === 'count' ? 'quantity' : 'price'}
            label={t(`${ns}:editor.${field}`, { index: n })}
            required
            readOnly={readOnly}
          />
        </Box>
      ))}
      <Box flex="1" minWidth="32">
        <TextField
          control={control}
          name={path('batchNumber')}
          label={t(`${ns}:editor.batchNumber`, { index: n })}
          helperText={props.batchHint}
          readOnly={readOnly}
        />
      </Box>
      <Box flex="1" minWidth="24" textAlign="end" marginTop="8">
        <Text fontVariantNumeric="tabular-nums" aria-label={t(`${ns}:editor.lineTotal`, { index: n })}>
          {props.total ? formatNumber(props.total.toFixed(2), 'money', i18n.language) : '–'}
        </Text>
      </Box>
      {!readOnly && (
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          marginTop="6"
          disabled={!props.canRemove}
          onClick={props.onRemove}
        >
          {t(`${ns}:editor.removeLine`, { index: n })}
        </Button>
      )}
    </HStack>
  );
}
