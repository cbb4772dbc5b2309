import { SkeletonText, Stack } from '@chakra-ui/react';
import type { Profile, UpdateProfile } from '@inventory/contracts';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { FormDialog } from '../kit/form-dialog.tsx';
import { ProfileForm } from './profile-form.tsx';

export interface EditProfileModalProps {
  open: boolean;
  /** `GET /api/account/my-profile`, loaded when the modal opens; undefined while it loads. */
  profile: Profile | undefined;
  /** The profile could not be loaded. */
  loadError?: unknown;
  /** `PUT /api/account/my-profile`; a rejection with an `ApiError` is shown in the form. */
  onSubmit: (values: UpdateProfile) => Promise<unknown>;
  /** After a successful save (the "modified successfully" toast is already shown). */
  onSaved: () => void;
  onClose: () => void;
  /** Fields the business does not let users change (read-only in the form). */
  fixedFields?: readonly ('userName' | 'email')[];
}

/**
 * The signed-in user edits their own profile: surname, name, user name, email and phone (name, user name and email
 * required). Opened from the account menu; the app loads the profile as it opens, and a toast confirms the save.
 */
export function EditProfileModal({
  open,
  profile,
  loadError,
  onSubmit,
  onSaved,
  onClose,
  fixedFields,
}: EditProfileModalProps) {
  const { t } = useTranslation(['account', 'common']);
  const ready = profile !== undefined;
  return (
    <FormDialog open={open} onClose={onClose} title={t('account:profile.title')} saveDisabled={!ready}>
      {(slot) =>
        ready ? (
          <ProfileForm
            {...slot}
            profile={profile}
            onSubmit={onSubmit}
            onSaved={onSaved}
            fixedFields={fixedFields}
          />
        ) : loadError !== undefined ? (
          <FormErrorAlert error={loadError} />
        ) : (
          <Stack role="status" aria-busy="true" aria-label={t('common:messages.loading')}>
            <SkeletonText noOfLines={5} gap="5" />
          </Stack>
        )
      }
    </FormDialog>
  );
}
