import {
  ErrorCodes,
  type endpoints,
  type IdentityRole,
  type ListResult,
  type PagedResult,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@inventory/contracts';
import { BusinessError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { changedFields, type FieldValues } from '../audit/audit.ts';
import {
  createRecord,
  deleteRecord,
  getRecord,
  updateRecord,
  type MasterRecord,
} from '../master-data/master-record.service.ts';
import { removeGrants, renameRoleGrants } from './permission-grant.repository.ts';
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

const fieldsOfRow = (row: RoleRow): RoleFields => ({
  name: row.name,
  isDefault: row.is_default,
  isPublic: row.is_public,
});

function refuseStatic(row: RoleRow): void {
  if (row.is_static) throw new BusinessError(ErrorCodes.StaticRoleCannotBeChanged, { name: row.name });
}

const roles: MasterRecord<RoleRow, RoleFields> = {
  entityName: 'Role',
  duplicate: ({ name }) => new BusinessError(ErrorCodes.DuplicateRoleName, { name }),
  taken: async (trx, { name }, exceptId) => (await findRoleByName(trx, name, exceptId)) !== undefined,
  find: findRole,
  insert: (trx, row) => insertRole(trx, { ...row, isStatic: false }),
  update: updateRole,
  fieldsOfRow,
  audited: auditedValues,
  // abp-contract.md "Identity": a static role keeps its name; its flags may change.
  async checkUpdate(_trx, current, fields) {
    if (fields.name !== current.name) refuseStatic(current);
  },
  async afterUpdate(trx, current, updated) {
    if (updated.name !== current.name) await renameRoleGrants(trx, current.name, updated.name);
  },
  async remove(trx, current) {
    refuseStatic(current);
    await removeGrants(trx, 'R', current.name);
    await deleteRole(trx, current.id);
    return changedFields(auditedValues(fieldsOfRow(current)), {});
  },
};

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
  return toIdentityRole(await getRecord(scope, roles, id));
}

export async function createRole(scope: RequestScope, input: CreateInput): Promise<IdentityRole> {
  return toIdentityRole(await createRecord(scope, roles, fieldsOf(input)));
}

export async function updateRoleById(
  scope: RequestScope,
  id: string,
  input: UpdateInput,
): Promise<IdentityRole> {
  return toIdentityRole(await updateRecord(scope, roles, id, input.concurrencyStamp, fieldsOf(input)));
}

export async function deleteRoleById(scope: RequestScope, id: string): Promise<void> {
  await deleteRecord(scope, roles, id);
}
