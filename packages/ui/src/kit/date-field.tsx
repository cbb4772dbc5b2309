import { Input } from '@chakra-ui/react';
import { type FieldValues, useController } from 'react-hook-form';
import { FormField } from '../forms/form-field.tsx';
import type { BoundFieldProps } from './bound-field.ts';
import { dateInputToInstant, instantToDateInput } from './zoned-date.ts';

export interface DateFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  /** The tenant's zone (its settings), not the browser's: a date means the same day for every user. */
  timeZone: string;
}

/**
 * A calendar date whose form value is the instant the day starts in the tenant's zone (ISO, UTC) or null; a saved
 * instant shows as its day in that zone.
 */
export function DateField<T extends FieldValues>({ control, name, timeZone, ...field }: DateFieldProps<T>) {
  const { field: bound, fieldState } = useController({ control, name });
  const instant = typeof bound.value === 'string' ? bound.value : null;
  return (
    <FormField {...field} error={fieldState.error?.message}>
      <Input
        type="date"
        name={bound.name}
        ref={bound.ref}
        value={instantToDateInput(instant, timeZone)}
        onChange={(event) => bound.onChange(dateInputToInstant(event.currentTarget.value, timeZone))}
        onBlur={bound.onBlur}
      />
    </FormField>
  );
}
