import { allFeatures, allTenantPermissions, clerkPermissions } from '@inventory/contracts';
import type { Kysely } from 'kysely';
import { newId, newStamp } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { upsertFeatureValues } from './feature-value.repository.ts';
import { insertUser } from '../identity/identity-user.repository.ts';
import { insertRole, replaceUserRoles } from '../identity/role.repository.ts';
import { addGrants } from '../identity/permission-grant.repository.ts';

export const tenantAdminUserName = 'admin';
export const tenantAdminRoleName = 'admin';
/** The role new users of the tenant get when none is named (as the demo tenant's `clerk`). */
export const tenantDefaultRoleName = 'clerk';

/**
 * A new tenant's start (business-rules §9): the static `admin` role with every tenant permission, the default
 * `clerk` role, the admin user with the given e-mail and password, and every feature on. Runs inside the tenant.
 */
export async function provisionTenant(
  trx: Kysely<Schema>,
  tenantId: string,
  admin: { email: string; passwordHash: string; creatorId: string | null; time: Date },
): Promise<{ adminUserId: string }> {
  const roles = [
    { name: tenantAdminRoleName, isDefault: false, isStatic: true, permissions: allTenantPermissions },
    { name: tenantDefaultRoleName, isDefault: true, isStatic: false, permissions: clerkPermissions },
  ];
  const roleIds: string[] = [];
  for (const role of roles) {
    const row = await insertRole(trx, {
      tenantId,
      id: newId(admin.time.getTime()),
      name: role.name,
      isDefault: role.isDefault,
      isStatic: role.isStatic,
      isPublic: true,
      stamp: newStamp(),
      time: admin.time,
    });
    roleIds.push(row.id);
    await addGrants(trx, tenantId, 'R', row.name, role.permissions);
  }
  const user = await insertUser(trx, {
    tenantId,
    id: newId(admin.time.getTime()),
    userName: tenantAdminUserName,
    email: admin.email,
    name: tenantAdminUserName,
    surname: null,
    phoneNumber: null,
    isActive: true,
    lockoutEnabled: true,
    passwordHash: admin.passwordHash,
    stamp: newStamp(),
    securityStamp: newStamp(),
    creatorId: admin.creatorId,
    time: admin.time,
  });
  await replaceUserRoles(trx, tenantId, user.id, roleIds.slice(0, 1));
  await upsertFeatureValues(
    trx,
    tenantId,
    allFeatures.map((name) => ({ name, value: 'True' })),
  );
  return { adminUserId: user.id };
}
