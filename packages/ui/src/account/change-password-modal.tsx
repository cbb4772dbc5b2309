import type { ChangePassword } from '@inventory/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../kit/form-dialog.tsx';
import { PasswordForm } from './password-form.tsx';

export interface ChangePasswordModalProps {
  open: boolean;
  /** `POST /api/account/my-profile/change-password` (without pwdConfirm); a 403 "Incorrect password." is shown. */
  onSubmit: (values: ChangePassword) => Promise<unknown>;
  /** After a successful change (the "modified successfully" toast is already shown). */
  onSaved: () => void;
  onClose: () => void;
}

/**
 * The signed-in user changes their password: the current one, the new one and the new one again, all required and
 * masked. Opened from the account menu; the server's password rules come back as field messages.
 */
export function ChangePasswordModal({ open, onSubmit, onSaved, onClose }: ChangePasswordModalProps) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <FormDialog open={open} onClose={onClose} title={t('account:password.title')}>
      {(slot) => <PasswordForm {...slot} onSubmit={onSubmit} onSaved={onSaved} />}
    </FormDialog>
  );
}
