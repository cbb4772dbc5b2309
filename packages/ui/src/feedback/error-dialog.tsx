import { Button, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './app-dialog.tsx';
import { describeError } from './describe-error.ts';

export interface ErrorDialogProps {
  /** The failure to explain (an `ApiError` from the contracts client, or anything thrown); null = closed. */
  error: unknown;
  onClose: () => void;
}

function AlertGlyph({ severity }: { severity: 'warning' | 'error' }) {
  return (
    <Icon boxSize="6" color={severity === 'warning' ? 'fg.warning' : 'fg.error'} aria-hidden>
      <svg viewBox="0 0 24 24" fill="currentColor">
        <path d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
      </svg>
    </Icon>
  );
}

/**
 * Tells the user a request failed, in the words of the server or of the error's status ("Request Error", "Server
 * Unavailable"), with one OK button. Use it for failures the user must acknowledge; a form's field errors belong
 * on the fields instead.
 */
export function ErrorDialog({ error, onClose }: ErrorDialogProps) {
  const { t } = useTranslation(['errors', 'common']);
  const open = error !== null && error !== undefined;
  const description = describeError(error);
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={
        <HStack gap="3">
          <AlertGlyph severity={description.severity} />
          <span>{t(description.titleKey)}</span>
        </HStack>
      }
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {t('common:actions.ok')}
        </Button>
      }
    >
      <Stack gap="2">
        {description.messageKey && <Text>{t(description.messageKey)}</Text>}
        {description.serverMessage && (
          <Text
            color={description.messageKey ? 'fg.muted' : 'fg'}
            fontSize={description.messageKey ? 'sm' : 'md'}
          >
            {description.serverMessage}
          </Text>
        )}
      </Stack>
    </AppDialog>
  );
}
