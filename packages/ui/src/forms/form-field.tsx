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

/** Chakra `Field` parts with the message translated; the control inside gets label, invalid and required wiring. */
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
