import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { switchTenant } from '../../db/tenant-db.ts';
import { PermissionDeniedError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';

/** Tenant management is the host's alone; a tenant's user never gets here even with a forged grant. */
export function requireHost(scope: RequestScope, permission: string): void {
  if (scope.tenant.id !== null) throw new PermissionDeniedError(permission);
}

/**
 * Runs `fn` as `tenantId` inside the host's own transaction, then switches back to the host, so provisioning a
 * tenant (or setting its features) and the host's audit entry commit or fail together. This is the one place a
 * request crosses tenants; only host-only services (guarded by `requireHost`) call it. ABP does the same with
 * `CurrentTenant.Change`. On failure nothing is switched back: the transaction is rolled back anyway.
 */
export async function withinTenant<T>(
  trx: Kysely<Schema>,
  scope: RequestScope,
  tenantId: string,
  fn: (trx: Kysely<Schema>) => Promise<T>,
): Promise<T> {
  requireHost(scope, 'AbpTenantManagement.Tenants');
  await switchTenant(trx, tenantId);
  const result = await fn(trx);
  await switchTenant(trx, scope.db.tenantId);
  return result;
}
