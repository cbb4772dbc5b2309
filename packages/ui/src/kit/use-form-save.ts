import { type ErrorCode, hasErrorCode } from '@inventory/contracts';
import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isHandledError } from '../feedback/handled-error.ts';
import { applyServerErrors } from '../forms/apply-server-errors.ts';

export interface FormSaveOptions<V extends FieldValues> {
  setError: UseFormSetError<V>;
  /** The fields a 400's validation errors may land on (a function for forms with lines: `fieldPathsOf(values)`). */
  fields: readonly Path<V>[] | (() => readonly Path<V>[]);
  /** Refusals that belong to one field, e.g. `{ [ErrorCodes.DuplicateSkuCode]: 'code' }`. */
  fieldOfCode?: Partial<Record<ErrorCode, Path<V>>>;
  /** The dialog's Save shows that the save runs (FormDialogSlot's). */
  onSubmittingChange: (submitting: boolean) => void;
}

export interface FormSave {
  /** What no field could take, for a FormErrorAlert above the fields. */
  formError: unknown;
  /** Runs one save: a second one while it runs (a double click, Enter twice) is ignored; a refusal is placed. */
  save: (run: () => Promise<unknown>) => Promise<void>;
}

/**
 * The save of a form: one request at a time, and the server's refusal where a person looks for it — a code that
 * belongs to a field on that field (focused), a 400's field errors on their fields, the rest above the fields.
 * An error already explained elsewhere (a 401's dialog) is left alone.
 */
export function useFormSave<V extends FieldValues>(options: FormSaveOptions<V>): FormSave {
  const [formError, setFormError] = useState<unknown>(null);
  // A second click lands before React re-renders the disabled button: the ref refuses it at once.
  const inFlight = useRef(false);
  const save = async (run: () => Promise<unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFormError(null);
    options.onSubmittingChange(true);
    try {
      await run();
    } catch (error) {
      if (isHandledError(error)) return;
      for (const [code, field] of Object.entries(options.fieldOfCode ?? {}) as [ErrorCode, Path<V>][]) {
        if (!hasErrorCode(error, code)) continue;
        const message = error.error?.message ?? undefined;
        options.setError(field, { type: 'server', message }, { shouldFocus: true });
        return;
      }
      const fields = typeof options.fields === 'function' ? options.fields() : options.fields;
      if (!applyServerErrors(error, fields, options.setError)) setFormError(error);
    } finally {
      inFlight.current = false;
      options.onSubmittingChange(false);
    }
  };
  return { formError, save };
}
