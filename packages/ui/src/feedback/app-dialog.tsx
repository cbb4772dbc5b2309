import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';

export interface AppDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** `alertdialog` for messages that interrupt (errors, confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** Element focused when the dialog opens (defaults to the first focusable one). */
  initialFocusEl?: () => HTMLElement | null;
  finalFocusRef?: RefObject<HTMLElement | null>;
  /** While true the dialog cannot be dismissed (a request is running). */
  busy?: boolean;
}

/**
 * The product's one dialog frame: 500 px wide, centred, with a title, a translated close button and an optional
 * footer for the actions. Build every dialog on it (forms, confirmations, errors) so they all look and close alike;
 * set `busy` while a request runs so nothing dismisses it halfway.
 */
export function AppDialog({
  open,
  onClose,
  title,
  children,
  footer,
  role = 'dialog',
  initialFocusEl,
  busy,
}: AppDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      role={role}
      placement="center"
      initialFocusEl={initialFocusEl}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="dialog" maxW="calc(100vw - 2rem)">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('actions.close')} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
