import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from './translate-message.ts';

export interface FormFieldProps {
  label: string;
  /** The raw message from react-hook-form (an i18n key from the schema, or a server text). */
  error?: string;
  required?: boolean;
  readOnly?: boolean;
  helperText?: string;
  children: ReactNode;
}

/**
 * One labelled control of a form with its message: the control inside is named by the label, marked required and
 * invalid, and the message is shown translated, whether it is a key from the form's rules or a server's text.
 * Wrap every input, select and textarea of a form in one.
 */
export function FormField({ label, error, required, readOnly, helperText, children }: FormFieldProps) {
  const { i18n } = useTranslation();
  const message = translateMessage(i18n, error);
  return (
    <Field.Root invalid={Boolean(message)} required={required} readOnly={readOnly}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}
