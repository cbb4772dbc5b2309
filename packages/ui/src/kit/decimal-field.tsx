import { Input } from '@chakra-ui/react';
import { type FieldValues, useController } from 'react-hook-form';
import { FormField } from '../forms/form-field.tsx';
import type { BoundFieldProps } from './bound-field.ts';
import { checkDecimalText, type DecimalKind, isDecimalTyping } from './decimal-text.ts';

export interface DecimalFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  /** quantity (3 places), price / cost (4) or money (2): business rules §2. */
  kind: DecimalKind;
  allowNegative?: boolean;
}

/**
 * A quantity, price or amount kept as text from keystroke to request, so no digit passes through a binary float.
 * Keys that cannot make a number are ignored; leaving the box writes the number canonically ('007.50' → '7.5').
 * Pair it with `decimalText(kind)` in the form's schema for the places and bounds.
 */
export function DecimalField<T extends FieldValues>({
  control,
  name,
  kind,
  allowNegative,
  ...field
}: DecimalFieldProps<T>) {
  const { field: bound, fieldState } = useController({ control, name });
  const text = typeof bound.value === 'string' ? bound.value : '';
  return (
    <FormField {...field} error={fieldState.error?.message}>
      <Input
        name={bound.name}
        ref={bound.ref}
        value={text}
        inputMode="decimal"
        autoComplete="off"
        textAlign="end"
        fontVariantNumeric="tabular-nums"
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isDecimalTyping(next, allowNegative)) bound.onChange(next);
        }}
        onBlur={() => {
          const checked = checkDecimalText(text, kind);
          if (checked.ok && checked.value !== text) bound.onChange(checked.value);
          bound.onBlur();
        }}
      />
    </FormField>
  );
}
