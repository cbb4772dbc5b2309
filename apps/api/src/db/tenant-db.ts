import { sql, type Kysely } from 'kysely';
import { HOST_TENANT_ID, type AppDb } from './database.ts';
import type { Schema } from './schema.ts';

/**
 * The only database handle modules get (style.md §14): bound to the request's tenant, so every transaction runs
 * under that tenant's RLS scope and a module cannot name another tenant.
 */
export interface TenantDb {
  /** The tenant's id as stored in rows (HOST_TENANT_ID for the host). */
  readonly tenantId: string;
  /** One transaction in this tenant. Do not call `run` again inside `fn`: use the `trx` it gives. */
  run<T>(fn: (trx: Kysely<Schema>) => Promise<T>): Promise<T>;
}

export function bindTenant(db: AppDb, tenantId: string | null): TenantDb {
  const id = tenantId ?? HOST_TENANT_ID;
  return { tenantId: id, run: (fn) => db.tenant(id, fn) };
}

/**
 * Switches the row-level-security tenant of an open transaction (until it ends or is switched again). Only the
 * host's tenant provisioning crosses tenants this way.
 */
export async function switchTenant(trx: Kysely<Schema>, tenantId: string): Promise<void> {
  await sql`select set_config('app.tenant_id', ${tenantId}, true)`.execute(trx);
}
