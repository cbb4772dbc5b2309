import type { Kysely } from 'kysely';
import { newId, newStamp, normalizeName } from '../db/ids.ts';
import type { Schema } from '../db/schema.ts';
import type { SeedRole, SeedUser } from './seed-data.ts';

/** Inserts roles with their grants, and users with their hashed passwords and roles, into one tenant. */
export async function insertRolesAndUsers(
  trx: Kysely<Schema>,
  tenantId: string,
  roles: readonly SeedRole[],
  users: readonly (SeedUser & { passwordHash: string })[],
): Promise<void> {
  const roleIds = new Map<string, string>();
  for (const role of roles) {
    const id = newId();
    roleIds.set(role.name, id);
    await trx
      .insertInto('roles')
      .values({
        tenant_id: tenantId,
        id,
        name: role.name,
        normalized_name: normalizeName(role.name),
        is_default: role.isDefault,
        is_static: role.isStatic,
        is_public: role.isPublic,
        concurrency_stamp: newStamp(),
      })
      .execute();
    if (role.permissions.length > 0) {
      await trx
        .insertInto('permission_grants')
        .values(
          role.permissions.map((name) => ({
            tenant_id: tenantId,
            name,
            provider_name: 'R' as const,
            provider_key: role.name,
          })),
        )
        .execute();
    }
  }
  for (const user of users) {
    const id = newId();
    await trx
      .insertInto('users')
      .values({
        tenant_id: tenantId,
        id,
        user_name: user.userName,
        normalized_user_name: normalizeName(user.userName),
        email: user.email,
        normalized_email: normalizeName(user.email),
        name: user.name,
        surname: user.surname,
        password_hash: user.passwordHash,
        email_confirmed: true,
        concurrency_stamp: newStamp(),
        security_stamp: newStamp(),
      })
      .execute();
    for (const roleName of user.roles) {
      const roleId = roleIds.get(roleName);
      if (!roleId) throw new Error(`Seed user ${user.userName} names unknown role ${roleName}`);
      await trx
        .insertInto('user_roles')
        .values({ tenant_id: tenantId, user_id: id, role_id: roleId })
        .execute();
    }
  }
}

export async function hasUser(trx: Kysely<Schema>, userName: string): Promise<boolean> {
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where('normalized_user_name', '=', normalizeName(userName))
    .executeTakeFirst();
  return row !== undefined;
}

/** The demo admin, whom the area seeds act as. */
export async function findAdmin(trx: Kysely<Schema>): Promise<{ id: string; user_name: string } | undefined> {
  return trx
    .selectFrom('users')
    .select(['id', 'user_name'])
    .where('user_name', '=', 'admin')
    .executeTakeFirst();
}

/** Live warehouses or suppliers, oldest first (the demo's main one is the first). */
export async function liveIdsInOrder(
  trx: Kysely<Schema>,
  table: 'warehouses' | 'suppliers',
): Promise<string[]> {
  const rows = await trx
    .selectFrom(table)
    .select('id')
    .where('is_deleted', '=', false)
    .orderBy('creation_time')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The ids of the SKUs with these codes, by code. */
export async function skuIdsByCode(
  trx: Kysely<Schema>,
  codes: readonly string[],
): Promise<Map<string, string>> {
  const rows = await trx.selectFrom('skus').select(['id', 'code']).where('code', 'in', codes).execute();
  return new Map(rows.map((s) => [s.code, s.id]));
}
