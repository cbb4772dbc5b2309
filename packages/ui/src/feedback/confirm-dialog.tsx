import { Button, Text } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './app-dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  /** Defaults to "Delete" when `destructive`, else "Confirm". */
  confirmLabel?: string;
  destructive?: boolean;
  /** The confirmed action is running: the button spins and the dialog stays open. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action that cannot be undone (deleting, discarding, submitting). Cancel has the initial focus so
 * Enter never destroys; `destructive` paints the confirm button red. Pass the texts already translated.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  destructive = false,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const label = confirmLabel ?? (destructive ? t('actions.delete') : t('actions.confirm'));
  return (
    <AppDialog
      initialFocusEl={() => cancelRef.current}
      open={open}
      onClose={onCancel}
      role="alertdialog"
      title={title}
      busy={loading}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={loading} ref={cancelRef}>
            {t('actions.cancel')}
          </Button>
          <Button
            colorPalette={destructive ? 'red' : 'brand'}
            onClick={onConfirm}
            loading={loading}
            loadingText={label}
          >
            {label}
          </Button>
        </>
      }
    >
      <Text>{message}</Text>
    </AppDialog>
  );
}
