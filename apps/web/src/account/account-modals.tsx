import { ChangePasswordModal, EditProfileModal } from '@inventory/ui';
import { useSessionErrorPolicy } from '../errors/use-session-error-policy.ts';
import { useMyProfile, useProfileMutations } from '../hooks/use-my-profile.ts';

export type AccountModal = 'editProfile' | 'changePassword';

export interface AccountModalsProps {
  open: AccountModal | null;
  onClose: () => void;
}

/** The user menu's modals (§2), wired to the account endpoints; the profile loads when its modal opens. */
export function AccountModals({ open, onClose }: AccountModalsProps) {
  const profile = useMyProfile(open === 'editProfile');
  const { updateProfile, changePassword } = useProfileMutations();
  const onSessionError = useSessionErrorPolicy();
  return (
    <>
      <EditProfileModal
        open={open === 'editProfile'}
        profile={profile.data}
        loadError={profile.error}
        onSubmit={(values) => updateProfile(values).catch(onSessionError)}
        onSaved={onClose}
        onClose={onClose}
      />
      <ChangePasswordModal
        open={open === 'changePassword'}
        onSubmit={(values) => changePassword(values).catch(onSessionError)}
        onSaved={onClose}
        onClose={onClose}
      />
    </>
  );
}
