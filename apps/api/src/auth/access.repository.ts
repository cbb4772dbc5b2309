import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema.ts';
import { sameTenant } from '../db/same-tenant.ts';

/** Names of the user's roles (fresh from the database: role changes apply without signing in again). */
export async function roleNamesOfUser(trx: Kysely<Schema>, userId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('user_roles')
    .innerJoin('roles', sameTenant('roles.id', 'user_roles.role_id'))
    .select('roles.name')
    .where('user_roles.user_id', '=', userId)
    .orderBy('roles.name')
    .execute();
  return rows.map((row) => row.name);
}

/** Permission names granted to any of the roles (provider R, key = role name) or to the user (provider U). */
export async function grantedPermissionNames(
  trx: Kysely<Schema>,
  roleNames: readonly string[],
  userId: string,
): Promise<string[]> {
  const rows = await trx
    .selectFrom('permission_grants')
    .select('name')
    .distinct()
    .where((eb) =>
      eb.or([
        eb.and([eb('provider_name', '=', 'U'), eb('provider_key', '=', userId)]),
        ...(roleNames.length > 0
          ? [eb.and([eb('provider_name', '=', 'R'), eb('provider_key', 'in', roleNames)])]
          : []),
      ]),
    )
    .execute();
  return rows.map((row) => row.name);
}

export async function featureValueRows(trx: Kysely<Schema>): Promise<{ name: string; value: string }[]> {
  return trx.selectFrom('feature_values').select(['name', 'value']).execute();
}

export async function settingRows(trx: Kysely<Schema>): Promise<{ name: string; value: string }[]> {
  return trx.selectFrom('settings').select(['name', 'value']).execute();
}
