import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { RequestScope } from '../http/request-scope.ts';
import { findAdmin } from './seed-repository.ts';

/**
 * The area seeds write through the same save paths as the API, as the demo admin; undefined when the admin is
 * missing (the seed then does nothing). The seed checks no permissions.
 */
export async function adminScope(trx: Kysely<Schema>, db: TenantDb): Promise<RequestScope | undefined> {
  const admin = await findAdmin(trx);
  if (!admin) return undefined;
  return {
    culture: 'en',
    tenant: { id: db.tenantId, name: null },
    user: {
      sub: admin.id,
      tenantId: db.tenantId,
      userName: admin.user_name,
      email: null,
      roles: [],
      clientId: 'seed',
    },
    db,
    access: () => Promise.reject(new Error('The seed checks no permissions')),
  };
}
