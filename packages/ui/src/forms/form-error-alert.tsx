import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../feedback/describe-error.ts';

/** A save failure no field owns (a business rule, 404, 409, 5xx), inside the form, in §8 wording. */
export function FormErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation(['errors', 'common']);
  if (error === null || error === undefined) return null;
  const description = describeError(error);
  return (
    <Alert.Root status={description.severity === 'warning' ? 'warning' : 'error'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(description.titleKey)}</Alert.Title>
        <Alert.Description>
          {description.serverMessage ?? (description.messageKey ? t(description.messageKey) : null)}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
