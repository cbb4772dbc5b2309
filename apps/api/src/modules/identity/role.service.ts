import {
  ErrorCodes,
  type endpoints,
  type IdentityRole,
  type ListResult,
  type PagedResult,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@inventory/contracts';
import type { Kysely } from 'kysely';
import { newId, newStamp } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { BusinessError, ConcurrencyError, EntityNotFoundError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { audit, changedFields, type FieldValues } from '../audit/audit.ts';
import { removeGrants, renameRoleGrants } from '../permission-management/permission-grant.repository.ts';
import {
  allRoles,
  deleteRole,
  findRole,
  findRoleByName,
  insertRole,
  listRoles,
  updateRole,
  type RoleFields,
  type RoleRow,
} from './role.repository.ts';

const entityName = 'Role';

type CreateInput = ParsedBodyOf<typeof endpoints.identityRoles.create>;
type UpdateInput = ParsedBodyOf<typeof endpoints.identityRoles.update>;
type ListQuery = ParsedQueryOf<typeof endpoints.identityRoles.list>;

export function toIdentityRole(row: RoleRow): IdentityRole {
  return {
    id: row.id,
    name: row.name,
    isDefault: row.is_default,
    isStatic: row.is_static,
    isPublic: row.is_public,
    concurrencyStamp: row.concurrency_stamp,
    extraProperties: row.extra_properties,
  };
}

function fieldsOf(input: CreateInput): RoleFields {
  return { name: input.name, isDefault: input.isDefault, isPublic: input.isPublic };
}

function auditedValues(fields: RoleFields): FieldValues {
  return { name: fields.name, isDefault: fields.isDefault, isPublic: fields.isPublic };
}

async function ensureUniqueName(trx: Kysely<Schema>, name: string, exceptId?: string): Promise<void> {
  if (await findRoleByName(trx, name, exceptId))
    throw new BusinessError(ErrorCodes.DuplicateRoleName, { name });
}

function rethrowDuplicate(error: unknown, name: string): never {
  if ((error as { code?: string }).code === '23505')
    throw new BusinessError(ErrorCodes.DuplicateRoleName, { name });
  throw error;
}

async function existingRole(trx: Kysely<Schema>, id: string): Promise<RoleRow> {
  const row = await findRole(trx, id);
  if (!row) throw new EntityNotFoundError(entityName, id);
  return row;
}

export async function getAllRoles(scope: RequestScope): Promise<ListResult<IdentityRole>> {
  const rows = await scope.db.run((trx) => allRoles(trx));
  return { items: rows.map(toIdentityRole) };
}

export async function getRoles(scope: RequestScope, query: ListQuery): Promise<PagedResult<IdentityRole>> {
  const { rows, total } = await scope.db.run((trx) =>
    listRoles(trx, {
      skip: query.SkipCount,
      take: query.MaxResultCount,
      filter: query.Filter,
      sorting: query.Sorting,
    }),
  );
  return { items: rows.map(toIdentityRole), totalCount: total };
}

export async function getRole(scope: RequestScope, id: string): Promise<IdentityRole> {
  return toIdentityRole(await scope.db.run((trx) => existingRole(trx, id)));
}

export async function createRole(scope: RequestScope, input: CreateInput): Promise<IdentityRole> {
  const fields = fieldsOf(input);
  const time = new Date();
  return scope.db.run(async (trx) => {
    await ensureUniqueName(trx, fields.name);
    const row = await insertRole(trx, {
      ...fields,
      tenantId: scope.db.tenantId,
      id: newId(time.getTime()),
      stamp: newStamp(),
      isStatic: false,
      time,
    }).catch((error: unknown) => rethrowDuplicate(error, fields.name));
    await audit(trx, scope, {
      entityName,
      entityId: row.id,
      action: 'Created',
      changedFields: changedFields({}, auditedValues(fields)),
      time,
    });
    return toIdentityRole(row);
  });
}

/** abp-contract.md "Identity": a static role keeps its name; its flags may change. */
export async function updateRoleById(
  scope: RequestScope,
  id: string,
  input: UpdateInput,
): Promise<IdentityRole> {
  const fields = fieldsOf(input);
  const time = new Date();
  return scope.db.run(async (trx) => {
    const current = await existingRole(trx, id);
    if (input.concurrencyStamp && input.concurrencyStamp !== current.concurrency_stamp)
      throw new ConcurrencyError();
    const renamed = fields.name !== current.name;
    if (renamed && current.is_static) {
      throw new BusinessError(ErrorCodes.StaticRoleCannotBeChanged, { name: current.name });
    }
    if (renamed) await ensureUniqueName(trx, fields.name, id);
    const row = await updateRole(trx, id, current.concurrency_stamp, { ...fields, stamp: newStamp() }).catch(
      (error: unknown) => rethrowDuplicate(error, fields.name),
    );
    if (!row) throw new ConcurrencyError();
    if (renamed) await renameRoleGrants(trx, current.name, row.name);
    const before = { name: current.name, isDefault: current.is_default, isPublic: current.is_public };
    await audit(trx, scope, {
      entityName,
      entityId: id,
      action: 'Updated',
      changedFields: changedFields(auditedValues(before), auditedValues(fields)),
      time,
    });
    return toIdentityRole(row);
  });
}

export async function deleteRoleById(scope: RequestScope, id: string): Promise<void> {
  const time = new Date();
  await scope.db.run(async (trx) => {
    const current = await existingRole(trx, id);
    if (current.is_static)
      throw new BusinessError(ErrorCodes.StaticRoleCannotBeChanged, { name: current.name });
    await removeGrants(trx, 'R', current.name);
    await deleteRole(trx, id);
    await audit(trx, scope, {
      entityName,
      entityId: id,
      action: 'Deleted',
      changedFields: changedFields(
        auditedValues({ name: current.name, isDefault: current.is_default, isPublic: current.is_public }),
        {},
      ),
      time,
    });
  });
}
