import { ErrorCodes } from '@inventory/contracts';
import type { endpoints, IdentityRole, ListResult, PagedResult, ParsedBodyOf } from '@inventory/contracts';
import type { ParsedQueryOf } from '@inventory/contracts';
import { BusinessError } from '../../errors/app-errors.ts';
import { pageOf } from '../../db/list-page.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { changedFields, type FieldValues } from '../audit/audit.ts';
import { recordCalls, type MasterRecord } from '../master-data/master-record.service.ts';
import { removeGrants, renameRoleGrants } from './permission-grant.repository.ts';
import { allRoles, listRoles, roleTable, type RoleFields, type RoleRow } from './role.repository.ts';

type CreateInput = ParsedBodyOf<typeof endpoints.identityRoles.create>;
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
  table: roleTable,
  keyOf: (fields) => fields.name,
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
    await roleTable.delete(trx, current.id);
    return changedFields(auditedValues(fieldsOfRow(current)), {});
  },
};

export async function getAllRoles(scope: RequestScope): Promise<ListResult<IdentityRole>> {
  const rows = await scope.db.run((trx) => allRoles(trx));
  return { items: rows.map(toIdentityRole) };
}

export async function getRoles(scope: RequestScope, query: ListQuery): Promise<PagedResult<IdentityRole>> {
  const { rows, total } = await scope.db.run((trx) =>
    listRoles(trx, { ...pageOf(query), filter: query.Filter }),
  );
  return { items: rows.map(toIdentityRole), totalCount: total };
}

export const {
  get: getRole,
  create: createRole,
  update: updateRoleById,
  delete: deleteRoleById,
} = recordCalls(roles, fieldsOf, toIdentityRole);
