import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface AuthenticatingOverlayProps {
  open: boolean;
}

/**
 * Covers the whole app while the user is sent to sign in, so nothing underneath can be used meanwhile. The app
 * shows it on a visit without a session; it has no way out because the redirect is already under way.
 */
export function AuthenticatingOverlay({ open }: AuthenticatingOverlayProps) {
  const { t } = useTranslation('layout');
  const titleId = useId();
  if (!open) return null;
  return (
    <Center
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-busy="true"
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="surface.overlay"
    >
      <Stack align="center" gap="4">
        <Spinner size="xl" color="brand.solid" borderWidth="3px" />
        <Text id={titleId} fontSize="lg" fontWeight="semibold">
          {t('authenticating')}
        </Text>
        <Text color="fg.muted">{t('authenticatingHint')}</Text>
      </Stack>
    </Center>
  );
}
