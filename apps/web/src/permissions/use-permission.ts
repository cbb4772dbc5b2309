import type { PolicyMode } from '@inventory/domain';
import { useCurrentApplicationConfiguration } from '../hooks/use-application-configuration.ts';
import { hasPolicies } from './permissions.ts';

/** Whether the signed-in user holds the named policies; false while the configuration loads (§6). */
export function usePermission(policies: readonly string[], mode: PolicyMode = 'all'): boolean {
  const { data } = useCurrentApplicationConfiguration();
  return hasPolicies(data?.auth.grantedPolicies, policies, mode);
}
