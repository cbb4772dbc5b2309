import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';

export type ProviderName = 'R' | 'U';

/** Names granted directly to one provider (a role by name, or a user by id). */
export async function grantNames(
  trx: Kysely<Schema>,
  providerName: ProviderName,
  providerKey: string,
): Promise<string[]> {
  const rows = await trx
    .selectFrom('permission_grants')
    .select('name')
    .where('provider_name', '=', providerName)
    .where('provider_key', '=', providerKey)
    .execute();
  return rows.map((row) => row.name);
}

/** Role grants of the named roles, as (permission, role) pairs. */
export async function grantsOfRoles(
  trx: Kysely<Schema>,
  roleNames: readonly string[],
): Promise<{ name: string; role: string }[]> {
  if (roleNames.length === 0) return [];
  const rows = await trx
    .selectFrom('permission_grants')
    .select(['name', 'provider_key'])
    .where('provider_name', '=', 'R')
    .where('provider_key', 'in', roleNames)
    .execute();
  return rows.map((row) => ({ name: row.name, role: row.provider_key }));
}

export async function addGrants(
  trx: Kysely<Schema>,
  tenantId: string,
  providerName: ProviderName,
  providerKey: string,
  names: readonly string[],
): Promise<void> {
  if (names.length === 0) return;
  await trx
    .insertInto('permission_grants')
    .values(
      names.map((name) => ({
        tenant_id: tenantId,
        name,
        provider_name: providerName,
        provider_key: providerKey,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeGrants(
  trx: Kysely<Schema>,
  providerName: ProviderName,
  providerKey: string,
  names?: readonly string[],
): Promise<void> {
  if (names && names.length === 0) return;
  let query = trx
    .deleteFrom('permission_grants')
    .where('provider_name', '=', providerName)
    .where('provider_key', '=', providerKey);
  if (names) query = query.where('name', 'in', names);
  await query.execute();
}

/** Role grants are keyed by role name (as ABP's), so a rename moves them. */
export async function renameRoleGrants(trx: Kysely<Schema>, from: string, to: string): Promise<void> {
  await trx
    .updateTable('permission_grants')
    .set({ provider_key: to })
    .where('provider_name', '=', 'R')
    .where('provider_key', '=', from)
    .execute();
}
