import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { describeSignInError } from './describe-sign-in-error.ts';

export interface SignInErrorScreenProps {
  /** What the return from the sign-in page failed with. */
  error: unknown;
  /** Starts a new sign-in. */
  onTryAgain: () => void;
}

/**
 * A sign-in that could not complete: what went wrong in plain words, and a button to sign in again. The app shows
 * it when the return from the sign-in page fails; there is no layout around it because no one is signed in.
 */
export function SignInErrorScreen({ error, onTryAgain }: SignInErrorScreenProps) {
  const { t } = useTranslation('errors');
  const { reason, details } = describeSignInError(error);
  return (
    <Center as="main" minHeight="100vh" padding="6" bg="surface.page">
      <Stack
        role="alert"
        gap="4"
        maxWidth="lg"
        padding="8"
        borderWidth="1px"
        borderRadius="l3"
        bg="surface.panel"
        textAlign="center"
        align="center"
      >
        <Heading as="h1" size="lg">
          {t('signIn.title')}
        </Heading>
        <Text>{t(`signIn.reasons.${reason}`)}</Text>
        {details && (
          <Text color="fg.muted" fontSize="sm">
            {t('signIn.details', { details })}
          </Text>
        )}
        <Button colorPalette="brand" onClick={onTryAgain}>
          {t('signIn.tryAgain')}
        </Button>
      </Stack>
    </Center>
  );
}
