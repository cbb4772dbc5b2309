import { Field, Switch, Text } from '@chakra-ui/react';
import { type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../forms/translate-message.ts';
import type { BoundFieldProps } from './bound-field.ts';

/** An On / Off switch bound to a boolean field; the state is said beside it, not only shown by colour. */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
  readOnly,
  helperText,
}: BoundFieldProps<T>) {
  const { t, i18n } = useTranslation('kit');
  const { field: bound, fieldState } = useController({ control, name });
  const message = translateMessage(i18n, fieldState.error?.message);
  const checked = bound.value === true;
  return (
    <Field.Root invalid={Boolean(message)} readOnly={readOnly}>
      <Switch.Root
        name={bound.name}
        checked={checked}
        readOnly={readOnly}
        colorPalette="brand"
        onCheckedChange={(details) => bound.onChange(details.checked)}
      >
        <Switch.HiddenInput ref={bound.ref} onBlur={bound.onBlur} />
        <Switch.Control />
        <Switch.Label>{label}</Switch.Label>
        <Text as="span" fontSize="sm" color="fg.muted" aria-hidden>
          {checked ? t('fields.on') : t('fields.off')}
        </Text>
      </Switch.Root>
      {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}
