import { endpoints } from '@inventory/contracts';
import { ProfilePage } from '@inventory/ui';
import { useMutation, useRead } from '../api/endpoint-hooks.ts';
import { useFixedProfileFields } from '../api/tenant-settings.ts';
import { useScreenErrorPolicy } from '../errors/use-screen-error-policy.ts';

/**
 * /profile: the signed-in user's page with the same profile and password forms as the user menu's dialogs
 * (account/account-modals.tsx), wired to the same account calls.
 */
export function ProfileRoute() {
  const errors = useScreenErrorPolicy();
  const profile = useRead(
    endpoints.account.getProfile,
    {},
    { onError: errors.onReadError, revalidateOnMount: true },
  );
  // The layout shows the user's name from the application configuration (area `abp`).
  const updateProfile = useMutation(endpoints.account.updateProfile, { alsoRevalidate: ['abp'] });
  const changePassword = useMutation(endpoints.account.changePassword);
  const fixedFields = useFixedProfileFields();
  return (
    <ProfilePage
      profile={profile.data}
      loadError={errors.shownOnScreen(profile.error)}
      onSaveProfile={(body) => updateProfile.trigger({ body }).catch(errors.onChangeError)}
      onChangePassword={(body) => changePassword.trigger({ body }).catch(errors.onChangeError)}
      fixedFields={fixedFields}
    />
  );
}
