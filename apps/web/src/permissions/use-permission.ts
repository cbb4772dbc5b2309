import type { PolicyMode } from '@inventory/domain';
import { useApplicationConfiguration } from '../api/application-configuration.ts';
import { hasPolicies } from './permissions.ts';

/** Whether the signed-in user holds the named policies; false while the configuration loads (§6). */
export function usePermission(policies: readonly string[], mode: PolicyMode = 'all'): boolean {
  const { data } = useApplicationConfiguration();
  return hasPolicies(data?.auth.grantedPolicies, policies, mode);
}
