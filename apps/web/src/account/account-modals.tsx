import { ChangePasswordModal, EditProfileModal } from '@inventory/ui';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';
import { useMyProfile, useProfileMutations } from '../hooks/use-my-profile.ts';

export type AccountModal = 'editProfile' | 'changePassword';

export interface AccountModalsProps {
  open: AccountModal | null;
  onClose: () => void;
}

/** The user menu's modals (§2), wired to the account endpoints; the profile loads when its modal opens. */
export function AccountModals({ open, onClose }: AccountModalsProps) {
  const errors = useScreenErrorPolicy();
  const profile = useMyProfile(open === 'editProfile', { onError: errors.onReadError });
  const { updateProfile, changePassword } = useProfileMutations();
  return (
    <>
      <EditProfileModal
        open={open === 'editProfile'}
        profile={profile.data}
        loadError={errors.shownOnScreen(profile.error)}
        onSubmit={(values) => updateProfile(values).catch(errors.onChangeError)}
        onSaved={onClose}
        onClose={onClose}
      />
      <ChangePasswordModal
        open={open === 'changePassword'}
        onSubmit={(values) => changePassword(values).catch(errors.onChangeError)}
        onSaved={onClose}
        onClose={onClose}
      />
    </>
  );
}
