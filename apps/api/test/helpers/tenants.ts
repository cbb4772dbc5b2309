import { allFeatures, allTenantPermissions } from '@inventory/contracts';
import { hashPassword } from '../../src/auth/password.ts';
import type { AppDb } from '../../src/db/database.ts';
import { newId, newStamp } from '../../src/db/ids.ts';
import { findTenantByName, insertTenant } from '../../src/tenancy/tenant.repository.ts';
import { insertRolesAndUsers } from '../../src/seed/seed-repository.ts';

export const demoPassword = '1q2w3E*';

/** A second tenant with an `admin` user holding every tenant permission and every feature on. */
export async function createTenantWithAdmin(
  db: AppDb,
  name: string,
  options: { isActive?: boolean } = {},
): Promise<string> {
  const id = newId();
  const passwordHash = await hashPassword(demoPassword);
  await db.system((trx) =>
    insertTenant(trx, { id, name, isActive: options.isActive ?? true, concurrencyStamp: newStamp() }),
  );
  await db.tenant(id, async (trx) => {
    await insertRolesAndUsers(
      trx,
      id,
      [
        {
          name: 'admin',
          isDefault: false,
          isStatic: true,
          isPublic: true,
          permissions: allTenantPermissions,
        },
      ],
      [
        {
          userName: 'admin',
          email: `admin@${name}.local`,
          name: 'Admin',
          surname: null,
          roles: ['admin'],
          passwordHash,
        },
      ],
    );
    await trx
      .insertInto('feature_values')
      .values(allFeatures.map((feature) => ({ tenant_id: id, name: feature, value: 'True' })))
      .execute();
  });
  return id;
}

export async function tenantId(db: AppDb, name: string): Promise<string> {
  const tenant = await db.system((trx) => findTenantByName(trx, name));
  if (!tenant) throw new Error(`no tenant ${name}`);
  return tenant.id;
}

export async function setFeature(
  db: AppDb,
  tenant: string,
  name: string,
  value: 'True' | 'False',
): Promise<void> {
  await db.tenant(tenant, (trx) =>
    trx
      .insertInto('feature_values')
      .values({ tenant_id: tenant, name, value })
      .onConflict((oc) => oc.columns(['tenant_id', 'name']).doUpdateSet({ value }))
      .execute(),
  );
}
