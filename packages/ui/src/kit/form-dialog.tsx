import { Button } from '@chakra-ui/react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../feedback/app-dialog.tsx';

/** What a form inside a FormDialog needs: the id its Save button submits, and where to say a save is running. */
export interface FormDialogSlot {
  formId: string;
  onSubmittingChange: (submitting: boolean) => void;
}

export interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** No Save button: the record is shown, not edited. */
  readOnly?: boolean;
  /** Save waits (the form is still loading, an image still uploading). */
  saveDisabled?: boolean;
  /** The form, rendered only while the dialog is open (so it starts from its values each time). */
  children: (slot: FormDialogSlot) => ReactNode;
}

/**
 * The frame of every form in a dialog (records, categories, SKUs, the account's forms): Cancel and Save in the
 * footer, Save submitting the form by its id and showing that it runs, the dialog busy (not closable) meanwhile.
 */
export function FormDialog({
  open,
  title,
  onClose,
  readOnly = false,
  saveDisabled,
  children,
}: FormDialogProps) {
  const { t } = useTranslation('common');
  const formId = useId();
  const [submitting, setSubmitting] = useState(false);
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      busy={submitting}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={submitting}>
            {t('actions.cancel')}
          </Button>
          {!readOnly && (
            <Button
              type="submit"
              form={formId}
              colorPalette="brand"
              loading={submitting}
              loadingText={t('actions.save')}
              disabled={saveDisabled}
            >
              {t('actions.save')}
            </Button>
          )}
        </>
      }
    >
      {open && children({ formId, onSubmittingChange: setSubmitting })}
    </AppDialog>
  );
}
