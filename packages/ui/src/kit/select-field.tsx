import { NativeSelect } from '@chakra-ui/react';
import { type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../forms/form-field.tsx';
import type { BoundFieldProps } from './bound-field.ts';

export interface SelectFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  /** Labels already in the user's language. */
  options: readonly { value: string; label: string }[];
}

/** One choice of a short fixed list (kind, status, channel): the browser's own select, so it works everywhere. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  options,
  ...field
}: SelectFieldProps<T>) {
  const { t } = useTranslation('kit');
  const { field: bound, fieldState } = useController({ control, name });
  return (
    <FormField {...field} error={fieldState.error?.message}>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={bound.name}
          ref={bound.ref}
          value={typeof bound.value === 'string' ? bound.value : ''}
          onChange={(event) => bound.onChange(event.currentTarget.value)}
          onBlur={bound.onBlur}
        >
          <option value="" disabled={field.required}>
            {t('fields.choose')}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
