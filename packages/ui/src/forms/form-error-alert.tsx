import { Alert, Button, Stack } from '@chakra-ui/react';
import { ApiError } from '@inventory/contracts';
import { useTranslation } from 'react-i18next';
import { describeError } from '../feedback/describe-error.ts';

/**
 * A save failure no field owns (a business rule, 404, 409, 5xx), inside the form, in §8 wording. With `onReload`,
 * a 409 (saved elsewhere since it was opened) says the input is kept and offers to load the saved version.
 */
export function FormErrorAlert({ error, onReload }: { error: unknown; onReload?: () => void }) {
  const { t } = useTranslation(['errors', 'common', 'kit']);
  const conflict = onReload !== undefined && error instanceof ApiError && error.status === 409;
  if (error === null || error === undefined) return null;
  const description = describeError(error);
  return (
    <Alert.Root status={description.severity === 'warning' ? 'warning' : 'error'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(description.titleKey)}</Alert.Title>
        <Alert.Description>
          {description.serverMessage ?? (description.messageKey ? t(description.messageKey) : null)}
          {conflict && (
            <Stack gap="2" marginTop="2" alignItems="flex-start">
              {t('kit:conflict.kept')}
              <Button size="sm" variant="outline" onClick={onReload}>
                {t('kit:conflict.reload')}
              </Button>
            </Stack>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
