import { Input, Textarea } from '@chakra-ui/react';
import { type FieldValues, useController } from 'react-hook-form';
import { FormField } from '../forms/form-field.tsx';
import type { BoundFieldProps } from './bound-field.ts';

export interface TextFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  /** Several lines (remarks, addresses). */
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url';
}

/** A text box bound to a react-hook-form field; schema and server messages show under it. */
export function TextField<T extends FieldValues>({
  control,
  name,
  multiline,
  type,
  ...field
}: TextFieldProps<T>) {
  const { field: bound, fieldState } = useController({ control, name });
  const common = {
    name: bound.name,
    ref: bound.ref,
    value: typeof bound.value === 'string' ? bound.value : '',
    onBlur: bound.onBlur,
  };
  return (
    <FormField {...field} error={fieldState.error?.message}>
      {multiline ? (
        <Textarea {...common} autoresize onChange={(event) => bound.onChange(event.currentTarget.value)} />
      ) : (
        <Input
          {...common}
          type={type ?? 'text'}
          onChange={(event) => bound.onChange(event.currentTarget.value)}
        />
      )}
    </FormField>
  );
}
