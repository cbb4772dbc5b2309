import { Input } from '@chakra-ui/react';
import { type FieldValues, useController } from 'react-hook-form';
import { FormField } from '../forms/form-field.tsx';
import type { BoundFieldProps } from '../kit/bound-field.ts';

/** A password box (hidden text, a new password for the browser's manager) bound to a form field. */
export function PasswordField<T extends FieldValues>({ control, name, ...field }: BoundFieldProps<T>) {
  const { field: bound, fieldState } = useController({ control, name });
  return (
    <FormField {...field} error={fieldState.error?.message}>
      <Input
        name={bound.name}
        ref={bound.ref}
        type="password"
        autoComplete="new-password"
        value={typeof bound.value === 'string' ? bound.value : ''}
        onBlur={bound.onBlur}
        onChange={(event) => bound.onChange(event.currentTarget.value)}
      />
    </FormField>
  );
}
