import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import { endpoints, type ChangePassword, type Profile, type UpdateProfile } from '@inventory/contracts';
import { useApiClient } from '../api/api-context.tsx';
import { matchesArea, queryKeys } from '../api/query-keys.ts';

/**
 * GET /api/account/my-profile, loaded only while `enabled` (§2: when the edit-profile modal opens); `onError`
 * replaces the app dialog when the modal shows the error.
 */
export function useMyProfile(enabled: boolean, options: Pick<SWRConfiguration, 'onError'> = {}) {
  const client = useApiClient();
  return useSWR(enabled ? queryKeys.myProfile() : null, () => client.call(endpoints.account.getProfile), {
    revalidateOnMount: true,
    ...options,
  });
}

export interface ProfileMutations {
  updateProfile(body: UpdateProfile): Promise<Profile>;
  changePassword(body: ChangePassword): Promise<void>;
}

/** PUT /api/account/my-profile and POST …/change-password. */
export function useProfileMutations(): ProfileMutations {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return {
    async updateProfile(body) {
      const profile = await client.call(endpoints.account.updateProfile, { body });
      await mutate(queryKeys.myProfile(), profile, { revalidate: false });
      // The layout shows the user name from the application configuration.
      await mutate(matchesArea('abp'));
      return profile;
    },
    async changePassword(body) {
      await client.call(endpoints.account.changePassword, { body });
    },
  };
}
