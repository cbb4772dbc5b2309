import { Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Profile, type UpdateProfile, updateProfile } from '@inventory/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../feedback/toaster.tsx';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { FormField } from '../forms/form-field.tsx';
import type { FormDialogSlot } from '../kit/form-dialog.tsx';
import { useFormSave } from '../kit/use-form-save.ts';

const fields = ['surname', 'name', 'userName', 'email', 'phoneNumber'] as const;
type ProfileField = (typeof fields)[number];

export interface ProfileFormProps extends FormDialogSlot {
  profile: Profile;
  /** `PUT /api/account/my-profile`; a rejection with an `ApiError` is shown in the form. */
  onSubmit: (values: UpdateProfile) => Promise<unknown>;
  /** After a successful save (the "modified successfully" toast is already shown). */
  onSaved: () => void;
  /**
   * Fields the business does not let users change (the settings' profile switches): shown read-only with the reason;
   * the server keeps their stored value whatever is sent.
   */
  fixedFields?: readonly ('userName' | 'email')[];
}

/**
 * The signed-in user's own profile: surname, name, user name, email and phone (name, user name and email required),
 * sent with the stamp it was read with. Its Save button is the frame's (the user menu's dialog, the profile page),
 * which submits it by `formId`.
 */
export function ProfileForm({
  formId,
  profile,
  onSubmit,
  onSaved,
  onSubmittingChange,
  fixedFields = [],
}: ProfileFormProps) {
  const { t } = useTranslation(['account', 'common']);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UpdateProfile>({
    resolver: zodResolver(updateProfile),
    defaultValues: {
      surname: profile.surname ?? '',
      name: profile.name ?? '',
      userName: profile.userName,
      email: profile.email,
      phoneNumber: profile.phoneNumber ?? '',
    },
  });
  const { formError, save } = useFormSave<UpdateProfile>({ setError, fields, onSubmittingChange });

  const submit = handleSubmit((values) =>
    save(async () => {
      await onSubmit({ ...values, concurrencyStamp: profile.concurrencyStamp });
      notify({ type: 'success', title: t('common:messages.modifySucceeded') });
      onSaved();
    }),
  );

  const field = (name: ProfileField, required: boolean, input: { type?: string; autoComplete: string }) => {
    const fixed = (fixedFields as readonly string[]).includes(name);
    return (
      <FormField
        label={t(`account:profile.fields.${name}`)}
        error={errors[name]?.message}
        required={required}
        readOnly={fixed}
        helperText={fixed ? t('account:profile.fixed') : undefined}
      >
        <Input {...register(name)} {...input} readOnly={fixed} />
      </FormField>
    );
  };
  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormErrorAlert error={formError} />
        {field('surname', false, { autoComplete: 'family-name' })}
        {field('name', true, { autoComplete: 'given-name' })}
        {field('userName', true, { autoComplete: 'username' })}
        {field('email', true, { type: 'email', autoComplete: 'email' })}
        {field('phoneNumber', false, { type: 'tel', autoComplete: 'tel' })}
      </Stack>
    </form>
  );
}
