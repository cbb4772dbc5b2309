import { endpoints } from '@inventory/contracts';
import { ChangePasswordModal, EditProfileModal } from '@inventory/ui';
import { useMutation, useRead } from '../api/endpoint-hooks.ts';
import { useFixedProfileFields } from '../api/tenant-settings.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';

export type AccountModal = 'editProfile' | 'changePassword';

export interface AccountModalsProps {
  open: AccountModal | null;
  onClose: () => void;
}

/** The user menu's modals (§2), wired to the account endpoints; the profile loads when its modal opens. */
export function AccountModals({ open, onClose }: AccountModalsProps) {
  const errors = useScreenErrorPolicy();
  const profile = useRead(endpoints.account.getProfile, open === 'editProfile' ? {} : null, {
    onError: errors.onReadError,
    revalidateOnMount: true,
  });
  // The layout shows the user's name from the application configuration (area `abp`).
  const updateProfile = useMutation(endpoints.account.updateProfile, { alsoRevalidate: ['abp'] });
  const changePassword = useMutation(endpoints.account.changePassword);
  const fixedFields = useFixedProfileFields();
  return (
    <>
      <EditProfileModal
        open={open === 'editProfile'}
        profile={profile.data}
        loadError={errors.shownOnScreen(profile.error)}
        onSubmit={(values) => updateProfile.trigger({ body: values }).catch(errors.onChangeError)}
        onSaved={onClose}
        onClose={onClose}
        fixedFields={fixedFields}
      />
      <ChangePasswordModal
        open={open === 'changePassword'}
        onSubmit={(values) => changePassword.trigger({ body: values }).catch(errors.onChangeError)}
        onSaved={onClose}
        onClose={onClose}
      />
    </>
  );
}
