import type { identityRoleSortFields } from '@inventory/contracts';
import type { Kysely, Selectable } from 'kysely';
import { normalizeName } from '../../db/ids.ts';
import { listOrder, listPage, type ListPage } from '../../db/list-page.ts';
import type { RolesTable, Schema } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { masterTable } from '../master-data/master-table.repository.ts';
import { sameTenant } from '../../db/same-tenant.ts';

export type RoleRow = Selectable<RolesTable>;

export interface RoleFields {
  name: string;
  isDefault: boolean;
  isPublic: boolean;
}

type SortField = (typeof identityRoleSortFields)[number];

const order = listOrder<SortField>(
  { name: 'normalized_name', creationTime: 'creation_time' },
  { column: 'normalized_name', direction: 'asc' },
);

export async function listRoles(
  trx: Kysely<Schema>,
  page: ListPage<SortField> & { filter?: string },
): Promise<{ rows: RoleRow[]; total: number }> {
  let query = trx.selectFrom('roles');
  if (page.filter) query = query.where('name', 'ilike', containsPattern(page.filter));
  return listPage(query, (q) => q.selectAll(), page, order);
}

/** Roles keep no creator or modifier; deleting one takes its user assignments with it (ON DELETE CASCADE). */
export const roleTable = masterTable<'roles', RoleRow, RoleFields & { isStatic?: boolean }>({
  table: 'roles',
  key: 'normalized_name',
  softDelete: false,
  values: (f) => ({
    name: f.name,
    normalized_name: normalizeName(f.name),
    is_default: f.isDefault,
    is_public: f.isPublic,
    ...(f.isStatic === undefined ? {} : { is_static: f.isStatic }),
  }),
  newRow: { is_static: false, extra_properties: '{}' },
  modifierColumns: false,
  versioned: true,
});

export const insertRole = roleTable.insert;

export async function allRoles(trx: Kysely<Schema>): Promise<RoleRow[]> {
  return trx.selectFrom('roles').selectAll().orderBy('normalized_name').execute();
}

export async function findRolesByNames(trx: Kysely<Schema>, names: readonly string[]): Promise<RoleRow[]> {
  if (names.length === 0) return [];
  return trx
    .selectFrom('roles')
    .selectAll()
    .where('normalized_name', 'in', names.map(normalizeName))
    .orderBy('normalized_name')
    .execute();
}

export async function defaultRoles(trx: Kysely<Schema>): Promise<RoleRow[]> {
  return trx
    .selectFrom('roles')
    .selectAll()
    .where('is_default', '=', true)
    .orderBy('normalized_name')
    .execute();
}

export async function rolesOfUser(trx: Kysely<Schema>, userId: string): Promise<RoleRow[]> {
  return trx
    .selectFrom('user_roles')
    .innerJoin('roles', sameTenant('roles.id', 'user_roles.role_id'))
    .selectAll('roles')
    .where('user_roles.user_id', '=', userId)
    .orderBy('roles.normalized_name')
    .execute();
}

export async function replaceUserRoles(
  trx: Kysely<Schema>,
  tenantId: string,
  userId: string,
  roleIds: readonly string[],
): Promise<void> {
  await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (roleIds.length === 0) return;
  await trx
    .insertInto('user_roles')
    .values(
      [...new Set(roleIds)].map((roleId) => ({ tenant_id: tenantId, user_id: userId, role_id: roleId })),
    )
    .execute();
}
