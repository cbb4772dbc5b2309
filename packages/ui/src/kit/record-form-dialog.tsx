import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ErrorCode, hasErrorCode } from '@inventory/contracts';
import { useId, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../feedback/app-dialog.tsx';
import { isHandledError } from '../feedback/handled-error.ts';
import { applyServerErrors } from '../forms/apply-server-errors.ts';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { TextField } from './text-field.tsx';

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
  const { open, title, onClose } = props;
  const { t } = useTranslation('common');
  const formId = useId();
  const [submitting, setSubmitting] = useState(false);
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      busy={submitting}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={submitting}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            colorPalette="brand"
            loading={submitting}
            loadingText={t('actions.save')}
          >
            {t('actions.save')}
          </Button>
        </>
      }
    >
      {open && <RecordFormBody {...props} formId={formId} onSubmittingChange={setSubmitting} />}
    </AppDialog>
  );
}

interface RecordFormBodyProps<V extends FieldValues> extends RecordFormDialogProps<V> {
  formId: string;
  onSubmittingChange: (submitting: boolean) => void;
}

function RecordFormBody<V extends FieldValues>(props: RecordFormBodyProps<V>) {
  const { formId, schema, values, fields, duplicate, onSubmit, onSubmittingChange } = props;
  const [formError, setFormError] = useState<unknown>(null);
  // A second click lands before React re-renders the disabled button: the ref refuses it at once.
  const inFlight = useRef(false);
  const { control, handleSubmit, setError } = useForm<V>({
    resolver: zodResolver(schema) as unknown as Resolver<V>,
    defaultValues: values as DefaultValues<V>,
  });

  const submit = handleSubmit(async (input) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFormError(null);
    onSubmittingChange(true);
    try {
      await onSubmit(input);
    } catch (error) {
      if (isHandledError(error)) return;
      if (duplicate && hasErrorCode(error, duplicate.code)) {
        setError(
          duplicate.field,
          { type: 'server', message: error.error?.message ?? undefined },
          { shouldFocus: true },
        );
      } else if (
        !applyServerErrors(
          error,
          fields.map((f) => f.name),
          setError,
        )
      ) {
        setFormError(error);
      }
    } finally {
      inFlight.current = false;
      onSubmittingChange(false);
    }
  });

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
