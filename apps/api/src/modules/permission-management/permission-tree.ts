import { hostPermissionGroups, tenantPermissionGroups } from '@inventory/contracts';
import type { PermissionGroup, PermissionGroupDefinition } from '@inventory/contracts';
import type { FeatureValues } from '@inventory/domain';
import { isTextKey, translate, type Culture } from '@inventory/contracts/server-texts';
import { isPermissionAvailable } from '../../auth/access.service.ts';

/** The host manages tenants and features; a tenant's users hold the inventory and identity permissions. */
export function permissionGroupsOf(isHost: boolean): readonly PermissionGroupDefinition[] {
  return isHost ? hostPermissionGroups : tenantPermissionGroups;
}

/** The longest other name of the group that prefixes `name` + '.' (permissions.ts). */
export function parentOf(name: string, names: readonly string[]): string | null {
  return names.filter((other) => name.startsWith(`${other}.`)).sort((a, b) => b.length - a.length)[0] ?? null;
}

export function permissionDisplayName(culture: Culture, name: string): string {
  const own = `permissions:${name}`;
  if (isTextKey(own)) return translate(culture, own);
  const action = `permissions:action.${name.slice(name.lastIndexOf('.') + 1)}`;
  return isTextKey(action) ? translate(culture, action) : name;
}

/** One permission's grant state as seen for a provider (who grants it, and whether it counts). */
export interface GrantState {
  isGranted: boolean;
  grantedProviders: { providerName: string; providerKey: string }[];
}

/**
 * ABP's permission tree for one provider. Permissions of a feature the tenant has switched off are left out,
 * as ABP's feature state checker hides them; they could not be granted anyway (business-rules §9).
 */
export function permissionTree(
  culture: Culture,
  groups: readonly PermissionGroupDefinition[],
  features: FeatureValues,
  isHost: boolean,
  stateOf: (name: string) => GrantState,
): PermissionGroup[] {
  return groups
    .map((group) => {
      const available = group.permissions.filter((name) => isHost || isPermissionAvailable(name, features));
      return {
        name: group.name,
        displayName: permissionDisplayName(culture, group.name),
        displayNameKey: `permissions:${group.name}`,
        displayNameResource: null,
        permissions: available.map((name) => ({
          name,
          displayName: permissionDisplayName(culture, name),
          parentName: parentOf(name, group.permissions),
          allowedProviders: [],
          ...stateOf(name),
        })),
      };
    })
    .filter((group) => group.permissions.length > 0);
}

/** Every permission name the side can hold (the only names a grant may carry). */
export function definedPermissions(isHost: boolean): ReadonlySet<string> {
  return new Set(permissionGroupsOf(isHost).flatMap((group) => group.permissions));
}
