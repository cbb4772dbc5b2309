import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface SessionEndedDialogProps {
  open: boolean;
  /** A sign-in window is open: the main button waits for it. */
  signingIn: boolean;
  /** The last sign-in window was blocked or closed before it finished. */
  popupFailed: boolean;
  /** Opens the sign-in window; must run straight from the click so pop-up blockers allow it. */
  onSignIn: () => void;
  /** The way out when no window can open: a full-page sign-in, which drops what is on the screen. */
  onSignInHere: () => void;
}

/**
 * Shown over whatever the user was doing when the session could not be renewed (ADR 012). It cannot be dismissed:
 * the requests behind it wait for the new sign-in, and what is typed stays in the page underneath.
 */
export function SessionEndedDialog({
  open,
  signingIn,
  popupFailed,
  onSignIn,
  onSignInHere,
}: SessionEndedDialogProps) {
  const { t } = useTranslation('session');
  // The pop-up sign-in has the focus, so Enter never picks the way out that drops the page's input.
  const signInRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      initialFocusEl={() => signInRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="dialog" maxW="calc(100vw - 2rem)">
            <Dialog.Header>
              <Dialog.Title>{t('ended.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{t('ended.message')}</Text>
                {popupFailed && (
                  <Text role="alert" color="fg.error">
                    {t('ended.popupFailed')}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {popupFailed && (
                <Button variant="ghost" onClick={onSignInHere} disabled={signingIn}>
                  {t('ended.signInHere')}
                </Button>
              )}
              <Button
                ref={signInRef}
                colorPalette="brand"
                onClick={onSignIn}
                loading={signingIn}
                loadingText={t('ended.signingIn')}
              >
                {t('ended.signIn')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
