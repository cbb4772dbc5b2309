import { ErrorCodes } from '@inventory/contracts';
import type { endpoints, PagedResult, ParsedBodyOf, ParsedQueryOf, Tenant } from '@inventory/contracts';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/password.ts';
import { newId, newStamp } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { BusinessError, ConcurrencyError, EntityNotFoundError } from '../../errors/app-errors.ts';
import { pageOf } from '../../db/list-page.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { audit, auditSoftDelete } from '../audit/audit.ts';
import { listTenants, tenantTable, type TenantRecord } from './tenant-admin.repository.ts';
import { provisionTenant } from './tenant-provisioning.ts';
import { requireHost, withinTenant } from './within-tenant.ts';

const entityName = 'Tenant';
const P = 'AbpTenantManagement.Tenants';

type CreateInput = ParsedBodyOf<typeof endpoints.tenants.create>;
type UpdateInput = ParsedBodyOf<typeof endpoints.tenants.update>;
type ListQuery = ParsedQueryOf<typeof endpoints.tenants.list>;

export function toTenant(row: TenantRecord): Tenant {
  return {
    id: row.id,
    name: row.name,
    concurrencyStamp: row.concurrency_stamp,
    extraProperties: row.extra_properties,
  };
}

/**
 * A taken name, whatever its case (403 as every duplicate name, abp-contract.md), also as a field error of `name`
 * so that the form can show it beside the field.
 */
class DuplicateTenantNameError extends BusinessError {
  readonly fieldMembers = ['name'];
  constructor(name: string) {
    super(ErrorCodes.DuplicateTenantName, { name });
  }
}

async function ensureUniqueName(trx: Kysely<Schema>, name: string, exceptId?: string): Promise<void> {
  if (await tenantTable.findByKey(trx, name, exceptId)) throw new DuplicateTenantNameError(name);
}

/** The unique indexes (upper- and lower-cased name) catch a concurrent create of the same name. */
function rethrowDuplicate(error: unknown, name: string): never {
  if ((error as { code?: string }).code === '23505') throw new DuplicateTenantNameError(name);
  throw error;
}

export async function existingTenant(trx: Kysely<Schema>, id: string): Promise<TenantRecord> {
  const row = await tenantTable.find(trx, id);
  if (!row) throw new EntityNotFoundError(entityName, id);
  return row;
}

export async function getTenants(scope: RequestScope, query: ListQuery): Promise<PagedResult<Tenant>> {
  requireHost(scope, P);
  const { rows, total } = await scope.db.run((trx) =>
    listTenants(trx, { ...pageOf(query), filter: query.Filter }),
  );
  return { items: rows.map(toTenant), totalCount: total };
}

export async function getTenant(scope: RequestScope, id: string): Promise<Tenant> {
  requireHost(scope, P);
  return toTenant(await scope.db.run((trx) => existingTenant(trx, id)));
}

/** Creates the tenant with its roles, admin user and features, all in the host's one transaction. */
export async function createTenant(scope: RequestScope, input: CreateInput): Promise<Tenant> {
  requireHost(scope, `${P}.Create`);
  // Hashing is slow on purpose: keep it outside the transaction.
  const passwordHash = await hashPassword(input.adminPassword);
  const time = new Date();
  const creatorId = scope.user?.sub ?? null;
  return scope.db.run(async (trx) => {
    await ensureUniqueName(trx, input.name);
    const id = newId(time.getTime());
    const row = await tenantTable
      .insert(trx, {
        id,
        name: input.name,
        stamp: newStamp(),
        creatorId,
        time,
      })
      .catch((error: unknown) => rethrowDuplicate(error, input.name));
    await withinTenant(trx, scope, id, (inTenant) =>
      provisionTenant(inTenant, id, { email: input.adminEmailAddress, passwordHash, creatorId, time }),
    );
    await audit(trx, scope, {
      entityName,
      entityId: id,
      action: 'Created',
      changedFields: {
        name: { from: null, to: input.name },
        adminEmailAddress: { from: null, to: input.adminEmailAddress },
      },
      time,
    });
    return toTenant(row);
  });
}

export async function updateTenantById(scope: RequestScope, id: string, input: UpdateInput): Promise<Tenant> {
  requireHost(scope, `${P}.Update`);
  const time = new Date();
  return scope.db.run(async (trx) => {
    const current = await existingTenant(trx, id);
    if (input.concurrencyStamp && input.concurrencyStamp !== current.concurrency_stamp)
      throw new ConcurrencyError();
    await ensureUniqueName(trx, input.name, id);
    const row = await tenantTable
      .update(trx, id, current.concurrency_stamp, {
        name: input.name,
        stamp: newStamp(),
        modifierId: scope.user?.sub ?? null,
        time,
      })
      .catch((error: unknown) => rethrowDuplicate(error, input.name));
    if (!row) throw new ConcurrencyError();
    if (row.name !== current.name) {
      await audit(trx, scope, {
        entityName,
        entityId: id,
        action: 'Updated',
        changedFields: { name: { from: current.name, to: row.name } },
        time,
      });
    }
    return toTenant(row);
  });
}

export async function deleteTenantById(scope: RequestScope, id: string): Promise<void> {
  requireHost(scope, `${P}.Delete`);
  const time = new Date();
  await scope.db.run(async (trx) => {
    await existingTenant(trx, id);
    await tenantTable.softDelete(trx, id, { deleterId: scope.user?.sub ?? null, time });
    await auditSoftDelete(trx, scope, { entityName, entityId: id, time });
  });
}
