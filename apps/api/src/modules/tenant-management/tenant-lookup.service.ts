import type { RequestScope } from '../../http/request-scope.ts';
import { findTenantById, findTenantByName, type TenantRow } from '../../tenancy/tenant.repository.ts';

/** The tenant directory is not tenant data (no RLS on `tenants`): any scope may look a tenant up. */
export async function findTenant(
  scope: RequestScope,
  by: 'id' | 'name',
  key: string,
): Promise<TenantRow | undefined> {
  return scope.db.run((trx) => (by === 'id' ? findTenantById(trx, key) : findTenantByName(trx, key)));
}
