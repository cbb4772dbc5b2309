import { allFeatures, featureOfPermission } from '@inventory/contracts';
import { isFeatureEnabled, type FeatureValues } from '@inventory/domain';
import type { TenantDb } from '../db/tenant-db.ts';
import { featureValueRows, grantedPermissionNames, isUserActive } from './access.repository.ts';
import { roleNamesOfUser } from './access.repository.ts';

export interface Access {
  /** Effective permissions: role grants ∪ user grants, minus those whose tenant feature is off (§9). */
  readonly grantedPolicies: ReadonlySet<string>;
  /** Every known feature of the current tenant, 'True'/'False' (missing values default to 'False'). */
  readonly features: FeatureValues;
  readonly roles: readonly string[];
  /** False when the signed-in user has been deactivated or deleted since the token was issued. */
  readonly userActive: boolean;
}

export function featureValuesOf(rows: readonly { name: string; value: string }[]): FeatureValues {
  const stored = new Map(rows.map((row) => [row.name, row.value]));
  return Object.fromEntries(allFeatures.map((name) => [name, stored.get(name) ?? 'False']));
}

export function isPermissionAvailable(permission: string, features: FeatureValues): boolean {
  const feature = featureOfPermission(permission);
  return feature === null || isFeatureEnabled(features, feature);
}

/** What the caller may do in the tenant bound to `db`; anonymous callers get the features only. */
export async function loadAccess(db: TenantDb, userId: string | null): Promise<Access> {
  return db.run(async (trx) => {
    const features = featureValuesOf(await featureValueRows(trx));
    if (userId === null)
      return { grantedPolicies: new Set<string>(), features, roles: [], userActive: false };
    if (!(await isUserActive(trx, userId))) {
      return { grantedPolicies: new Set<string>(), features, roles: [], userActive: false };
    }
    const roles = await roleNamesOfUser(trx, userId);
    const granted = await grantedPermissionNames(trx, roles, userId);
    return {
      grantedPolicies: new Set(granted.filter((name) => isPermissionAvailable(name, features))),
      features,
      roles,
      userActive: true,
    };
  });
}
