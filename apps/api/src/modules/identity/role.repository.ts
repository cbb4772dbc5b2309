import type { SortKey, identityRoleSortFields } from '@inventory/contracts';
import type { Kysely, Selectable } from 'kysely';
import { normalizeName } from '../../db/ids.ts';
import { orderTerms, sortColumns } from '../../db/order-by.ts';
import type { RolesTable, Schema } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';

export type RoleRow = Selectable<RolesTable>;

export interface RoleFields {
  name: string;
  isDefault: boolean;
  isPublic: boolean;
}

type SortField = (typeof identityRoleSortFields)[number];

const columns = sortColumns({
  name: 'normalized_name',
  creationTime: 'creation_time',
} as const satisfies Record<SortField, string>);

export async function listRoles(
  trx: Kysely<Schema>,
  page: { skip: number; take: number; filter?: string; sorting: readonly SortKey<SortField>[] },
): Promise<{ rows: RoleRow[]; total: number }> {
  let query = trx.selectFrom('roles');
  if (page.filter) query = query.where('name', 'ilike', containsPattern(page.filter));
  let ordered = query.selectAll();
  for (const { column, direction } of orderTerms(page.sorting, columns, [
    { column: 'normalized_name', direction: 'asc' },
  ]))
    ordered = ordered.orderBy(column, direction);
  const [rows, count] = await Promise.all([
    ordered.orderBy('id').offset(page.skip).limit(page.take).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function allRoles(trx: Kysely<Schema>): Promise<RoleRow[]> {
  return trx.selectFrom('roles').selectAll().orderBy('normalized_name').execute();
}

export async function findRole(trx: Kysely<Schema>, id: string): Promise<RoleRow | undefined> {
  return trx.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findRoleByName(
  trx: Kysely<Schema>,
  name: string,
  exceptId?: string,
): Promise<RoleRow | undefined> {
  let query = trx.selectFrom('roles').selectAll().where('normalized_name', '=', normalizeName(name));
  if (exceptId) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
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

export async function insertRole(
  trx: Kysely<Schema>,
  row: RoleFields & { tenantId: string; id: string; stamp: string; isStatic: boolean; time: Date },
): Promise<RoleRow> {
  return trx
    .insertInto('roles')
    .values({
      tenant_id: row.tenantId,
      id: row.id,
      name: row.name,
      normalized_name: normalizeName(row.name),
      is_default: row.isDefault,
      is_static: row.isStatic,
      is_public: row.isPublic,
      concurrency_stamp: row.stamp,
      creation_time: row.time,
      extra_properties: '{}',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Updates while the stamp is still `expectedStamp`; undefined when it changed meanwhile. */
export async function updateRole(
  trx: Kysely<Schema>,
  id: string,
  expectedStamp: string,
  fields: RoleFields & { stamp: string },
): Promise<RoleRow | undefined> {
  return trx
    .updateTable('roles')
    .set((eb) => ({
      name: fields.name,
      normalized_name: normalizeName(fields.name),
      is_default: fields.isDefault,
      is_public: fields.isPublic,
      concurrency_stamp: fields.stamp,
      entity_version: eb('entity_version', '+', 1),
    }))
    .where('id', '=', id)
    .where('concurrency_stamp', '=', expectedStamp)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the role; its user assignments go with it (ON DELETE CASCADE). */
export async function deleteRole(trx: Kysely<Schema>, id: string): Promise<void> {
  await trx.deleteFrom('roles').where('id', '=', id).execute();
}

export async function rolesOfUser(trx: Kysely<Schema>, userId: string): Promise<RoleRow[]> {
  return trx
    .selectFrom('user_roles')
    .innerJoin('roles', (join) =>
      join.onRef('roles.tenant_id', '=', 'user_roles.tenant_id').onRef('roles.id', '=', 'user_roles.role_id'),
    )
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
