import { Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type IdentityUser, password } from '@inventory/contracts';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { notify } from '../feedback/toaster.tsx';
import { FormDialog, type FormDialogSlot } from '../kit/form-dialog.tsx';
import { useFormSave } from '../kit/use-form-save.ts';
import { PasswordField } from './password-field.tsx';

const schema = z.object({ password: password() });

export interface SetPasswordDialogProps {
  /** The user whose password is set; null = closed. */
  user: IdentityUser | null;
  onSubmit: (user: IdentityUser, password: string) => Promise<unknown>;
  onClose: () => void;
}

/** An administrator sets a user's new password (checked by the password policy); the user is signed out everywhere. */
export function SetPasswordDialog({ user, onSubmit, onClose }: SetPasswordDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <FormDialog
      open={user !== null}
      title={t('users.dialogs.setPasswordTitle', { name: user?.userName ?? '' })}
      onClose={onClose}
    >
      {(slot) => user && <SetPasswordBody {...slot} user={user} onSubmit={onSubmit} onClose={onClose} />}
    </FormDialog>
  );
}

function SetPasswordBody({
  formId,
  onSubmittingChange,
  user,
  onSubmit,
  onClose,
}: FormDialogSlot & { user: IdentityUser } & Omit<SetPasswordDialogProps, 'user'>) {
  const { t } = useTranslation('admin');
  const { control, handleSubmit, setError } = useForm<{ password: string }>({
    resolver: zodResolver(schema) as unknown as Resolver<{ password: string }>,
    defaultValues: { password: '' },
  });
  const { formError, save } = useFormSave<{ password: string }>({
    setError,
    fields: ['password'],
    onSubmittingChange,
  });
  const submit = handleSubmit((values) =>
    save(async () => {
      await onSubmit(user, values.password);
      notify({ type: 'success', title: t('users.messages.passwordSet') });
      onClose();
    }),
  );
  return (
    <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
        <FormErrorAlert error={formError} />
        <PasswordField
          control={control}
          name="password"
          label={t('users.dialogs.newPassword')}
          required
          helperText={t('users.dialogs.passwordHint')}
        />
      </Stack>
    </form>
  );
}
