import { Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChangePassword,
  type ChangePasswordForm,
  ErrorCodes,
  changePasswordForm,
  hasErrorCode,
} from '@inventory/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../feedback/app-dialog.tsx';
import { notify } from '../feedback/toaster.tsx';
import { applyServerErrors } from '../forms/apply-server-errors.ts';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { FormField } from '../forms/form-field.tsx';
import { isHandledError } from '../feedback/handled-error.ts';

export interface ChangePasswordModalProps {
  open: boolean;
  /** `POST /api/account/my-profile/change-password` (without pwdConfirm); a 403 "Incorrect password." is shown. */
  onSubmit: (values: ChangePassword) => Promise<unknown>;
  /** After a successful change (the "modified successfully" toast is already shown). */
  onSaved: () => void;
  onClose: () => void;
}

const fields = ['currentPassword', 'newPassword', 'pwdConfirm'] as const;
const autoCompletes = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  pwdConfirm: 'new-password',
};

/**
 * The signed-in user changes their password: the current one, the new one and the new one again, all required and
 * masked. Opened from the account menu; the server's password rules come back as field messages.
 */
export function ChangePasswordModal({ open, onSubmit, onSaved, onClose }: ChangePasswordModalProps) {
  const { t } = useTranslation(['account', 'common']);
  const formId = useId();
  const [submitting, setSubmitting] = useState(false);
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      busy={submitting}
      title={t('account:password.title')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={submitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            colorPalette="brand"
            loading={submitting}
            loadingText={t('common:actions.save')}
          >
            {t('common:actions.save')}
          </Button>
        </>
      }
    >
      {open && (
        <PasswordForm
          formId={formId}
          onSubmit={onSubmit}
          onSaved={onSaved}
          onSubmittingChange={setSubmitting}
        />
      )}
    </AppDialog>
  );
}

interface PasswordFormProps {
  formId: string;
  onSubmit: ChangePasswordModalProps['onSubmit'];
  onSaved: () => void;
  onSubmittingChange: (submitting: boolean) => void;
}

function PasswordForm({ formId, onSubmit, onSaved, onSubmittingChange }: PasswordFormProps) {
  const { t } = useTranslation(['account', 'common']);
  const [formError, setFormError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', pwdConfirm: '' },
  });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    onSubmittingChange(true);
    try {
      await onSubmit({ currentPassword, newPassword });
      notify({ type: 'success', title: t('common:messages.modifySucceeded') });
      onSaved();
    } catch (error) {
      if (isHandledError(error)) return;
      // abp-contract.md: a wrong current password is a 403 "Incorrect password." — it belongs to that field.
      if (hasErrorCode(error, ErrorCodes.IncorrectPassword)) {
        setError(
          'currentPassword',
          { type: 'server', message: error.error?.message ?? undefined },
          { shouldFocus: true },
        );
      } else if (hasErrorCode(error, ErrorCodes.PasswordPolicy)) {
        setError(
          'newPassword',
          { type: 'server', message: error.error?.message ?? undefined },
          { shouldFocus: true },
        );
      } else if (!applyServerErrors(error, fields, setError)) {
        setFormError(error);
      }
    } finally {
      onSubmittingChange(false);
    }
  });

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormErrorAlert error={formError} />
        {fields.map((name) => (
          <FormField
            key={name}
            label={t(`account:password.fields.${name}`)}
            error={errors[name]?.message}
            required
          >
            <Input {...register(name)} type="password" autoComplete={autoCompletes[name]} />
          </FormField>
        ))}
      </Stack>
    </form>
  );
}
