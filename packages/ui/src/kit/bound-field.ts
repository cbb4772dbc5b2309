import type { Control, FieldValues, Path } from 'react-hook-form';

/** What every form-kit field takes: the form's `control`, its field name, and its (translated) label. */
export interface BoundFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  readOnly?: boolean;
  helperText?: string;
}
