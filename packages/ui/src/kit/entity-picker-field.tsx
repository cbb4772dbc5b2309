import { type FieldValues, useController } from 'react-hook-form';
import type { BoundFieldProps } from './bound-field.ts';
import { EntityPicker, type EntityPickerProps } from './entity-picker.tsx';

export type EntityPickerFieldProps<T extends FieldValues> = BoundFieldProps<T> &
  Pick<EntityPickerProps, 'search' | 'loadLabel' | 'typingPauseMs' | 'pickByCode'>;

/** An `EntityPicker` bound to a form field holding the entity's id (or null). */
export function EntityPickerField<T extends FieldValues>({
  control,
  name,
  ...picker
}: EntityPickerFieldProps<T>) {
  const { field: bound, fieldState } = useController({ control, name });
  return (
    <EntityPicker
      {...picker}
      value={typeof bound.value === 'string' && bound.value !== '' ? bound.value : null}
      onChange={(id) => bound.onChange(id)}
      error={fieldState.error?.message}
    />
  );
}
