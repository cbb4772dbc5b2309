import { Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ErrorCode } from '@inventory/contracts';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { FormDialog, type FormDialogSlot } from './form-dialog.tsx';
import { TextField } from './text-field.tsx';
import { useFormSave } from './use-form-save.ts';

/** One text field of a record form: its form name, translated label and kind of box. */
export interface RecordField<V extends FieldValues> {
  name: Path<V>;
  label: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'tel' | 'email';
}

export interface RecordFormDialogProps<V extends FieldValues> {
  open: boolean;
  title: string;
  /** The contract's body schema: the same rules the server applies, messages as i18n keys. */
  schema: Parameters<typeof zodResolver>[0];
  /** The record's values (edit) or the empty ones (create); read when the dialog opens. */
  values: V;
  fields: readonly RecordField<V>[];
  /** The server's error code for a taken name: its message lands on `duplicateField`. */
  duplicate?: { code: ErrorCode; field: Path<V> };
  /** Saves; a rejection is shown in the form (fields for 400s, the duplicate's field, the rest above them). */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The create / edit dialog of a master-data record (warehouse, supplier): text fields checked by the contract's
 * schema, the server's field errors on their fields, anything else in words above them; saving twice by a double
 * click sends one request.
 */
export function RecordFormDialog<V extends FieldValues>(props: RecordFormDialogProps<V>) {
  return (
    <FormDialog open={props.open} title={props.title} onClose={props.onClose}>
      {(slot) => <RecordFormBody {...props} {...slot} />}
    </FormDialog>
  );
}

function RecordFormBody<V extends FieldValues>(props: RecordFormDialogProps<V> & FormDialogSlot) {
  const { formId, schema, values, fields, duplicate, onSubmit, onSubmittingChange } = props;
  const { control, handleSubmit, setError } = useForm<V>({
    resolver: zodResolver(schema) as unknown as Resolver<V>,
    defaultValues: values as DefaultValues<V>,
  });
  const { formError, save } = useFormSave<V>({
    setError,
    fields: fields.map((f) => f.name),
    fieldOfCode: duplicate
      ? ({ [duplicate.code]: duplicate.field } as Partial<Record<ErrorCode, Path<V>>>)
      : {},
    onSubmittingChange,
  });
  const submit = handleSubmit((input) => save(() => onSubmit(input)));

  return (
    <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
        <FormErrorAlert error={formError} />
        {fields.map((field) => (
          <TextField
            key={field.name}
            control={control}
            name={field.name}
            label={field.label}
            required={field.required}
            multiline={field.multiline}
            type={field.type}
          />
        ))}
      </Stack>
    </form>
  );
}
