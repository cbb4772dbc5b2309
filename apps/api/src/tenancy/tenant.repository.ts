import type { Kysely } from 'kysely';
import { normalizeName, isUuid } from '../db/ids.ts';
import type { Schema } from '../db/schema.ts';

export interface TenantRow {
  id: string;
  name: string;
  isActive: boolean;
}

export async function findTenantById(trx: Kysely<Schema>, id: string): Promise<TenantRow | undefined> {
  if (!isUuid(id)) return undefined;
  return trx
    .selectFrom('tenants')
    .select(['id', 'name', 'is_active as isActive'])
    .where('id', '=', id)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
}

export async function findTenantByName(trx: Kysely<Schema>, name: string): Promise<TenantRow | undefined> {
  return trx
    .selectFrom('tenants')
    .select(['id', 'name', 'is_active as isActive'])
    .where('normalized_name', '=', normalizeName(name))
    .where('is_deleted', '=', false)
    .executeTakeFirst();
}

/** `__tenant` carries an id or a name (abp-contract.md "Multi-tenancy"). */
export async function findTenantByIdOrName(trx: Kysely<Schema>, key: string): Promise<TenantRow | undefined> {
  return (await findTenantById(trx, key)) ?? (await findTenantByName(trx, key));
}

export async function insertTenant(
  trx: Kysely<Schema>,
  tenant: { id: string; name: string; isActive: boolean; concurrencyStamp: string },
): Promise<void> {
  await trx
    .insertInto('tenants')
    .values({
      id: tenant.id,
      name: tenant.name,
      normalized_name: normalizeName(tenant.name),
      is_active: tenant.isActive,
      concurrency_stamp: tenant.concurrencyStamp,
    })
    .execute();
}
