import { Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChangePassword,
  type ChangePasswordForm,
  ErrorCodes,
  changePasswordForm,
} from '@inventory/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../feedback/toaster.tsx';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { FormField } from '../forms/form-field.tsx';
import type { FormDialogSlot } from '../kit/form-dialog.tsx';
import { useFormSave } from '../kit/use-form-save.ts';

const fields = ['currentPassword', 'newPassword', 'pwdConfirm'] as const;
const autoCompletes = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  pwdConfirm: 'new-password',
};

export interface PasswordFormProps extends FormDialogSlot {
  /** `POST /api/account/my-profile/change-password` (without pwdConfirm); a 403 "Incorrect password." is shown. */
  onSubmit: (values: ChangePassword) => Promise<unknown>;
  /** After a successful change (the "modified successfully" toast is already shown). */
  onSaved: () => void;
}

/**
 * The signed-in user's new password: the current one, the new one and the new one again, all required and masked;
 * the server's password rules come back as field messages. Its Save button is the frame's, submitting it by `formId`.
 */
export function PasswordForm({ formId, onSubmit, onSaved, onSubmittingChange }: PasswordFormProps) {
  const { t } = useTranslation(['account', 'common']);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', pwdConfirm: '' },
  });
  const { formError, save } = useFormSave<ChangePasswordForm>({
    setError,
    fields,
    // abp-contract.md: a wrong current password is a 403 "Incorrect password." — it belongs to that field.
    fieldOfCode: {
      [ErrorCodes.IncorrectPassword]: 'currentPassword',
      [ErrorCodes.PasswordPolicy]: 'newPassword',
    },
    onSubmittingChange,
  });

  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    save(async () => {
      await onSubmit({ currentPassword, newPassword });
      notify({ type: 'success', title: t('common:messages.modifySucceeded') });
      onSaved();
    }),
  );

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
