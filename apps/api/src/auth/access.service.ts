import { allFeatures, featureOfPermission } from '@inventory/contracts';
import { isFeatureEnabled, type FeatureValues } from '@inventory/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { featureValueRows, grantedPermissionNames, roleNamesOfUser } from './access.repository.ts';

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

/** An anonymous caller's access in the tenant bound to `db`: the tenant's features, nothing granted. */
export async function loadAnonymousAccess(db: TenantDb): Promise<Access> {
  const features = featureValuesOf(await db.run((trx) => featureValueRows(trx)));
  return { grantedPolicies: new Set<string>(), features, roles: [], userActive: false };
}

/** A signed-in user's access, read in the caller's transaction (the user is taken as active). */
export async function loadUserAccess(trx: Kysely<Schema>, userId: string): Promise<Access> {
  const features = featureValuesOf(await featureValueRows(trx));
  const roles = await roleNamesOfUser(trx, userId);
  const granted = await grantedPermissionNames(trx, roles, userId);
  return {
    grantedPolicies: new Set(granted.filter((name) => isPermissionAvailable(name, features))),
    features,
    roles,
    userActive: true,
  };
}

/** What a deactivated or deleted user keeps: the tenant's features (public calls read them), nothing granted. */
export function inactiveAccess(access: Access): Access {
  return { grantedPolicies: new Set<string>(), features: access.features, roles: [], userActive: false };
}

interface CachedAccess {
  readonly stamp: string;
  readonly access: Access;
}

/**
 * Each process's copy of its callers' access (ADR 039), valid while the tenant's access stamp is the one it was
 * read under. Every write to users, roles, user roles, grants, features or settings changes the stamp in the
 * writing transaction (migration 0650), whichever process or path made it; each request reads the stamp afresh.
 */
export class AccessCache {
  private readonly entries = new Map<string, CachedAccess>();

  constructor(private readonly limit = 10_000) {}

  get(tenantId: string, userId: string, stamp: string): Access | undefined {
    const key = `${tenantId}/${userId}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.stamp !== stamp) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.access;
  }

  set(tenantId: string, userId: string, stamp: string, access: Access): void {
    const key = `${tenantId}/${userId}`;
    this.entries.delete(key);
    // Insertion order is age: the oldest entry goes first when the limit is reached.
    if (this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { stamp, access });
  }

  get size(): number {
    return this.entries.size;
  }

  /** Forgets every entry (the bench measures a request whose context must be read). */
  clear(): void {
    this.entries.clear();
  }
}
