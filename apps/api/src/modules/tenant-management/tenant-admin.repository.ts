import type { SortKey, tenantSortFields } from '@inventory/contracts';
import type { Kysely, Selectable } from 'kysely';
import { normalizeName } from '../../db/ids.ts';
import { orderTerms, sortColumns } from '../../db/order-by.ts';
import type { Schema, TenantsTable } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';

export type TenantRecord = Selectable<TenantsTable>;

type SortField = (typeof tenantSortFields)[number];

const columns = sortColumns({
  name: 'normalized_name',
  creationTime: 'creation_time',
} as const satisfies Record<SortField, string>);

export async function listTenants(
  trx: Kysely<Schema>,
  page: { skip: number; take: number; filter?: string; sorting: readonly SortKey<SortField>[] },
): Promise<{ rows: TenantRecord[]; total: number }> {
  let query = trx.selectFrom('tenants').where('is_deleted', '=', false);
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

export async function findTenantRecord(trx: Kysely<Schema>, id: string): Promise<TenantRecord | undefined> {
  return trx
    .selectFrom('tenants')
    .selectAll()
    .where('id', '=', id)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
}

export async function findTenantRecordByName(
  trx: Kysely<Schema>,
  name: string,
  exceptId?: string,
): Promise<TenantRecord | undefined> {
  let query = trx
    .selectFrom('tenants')
    .selectAll()
    .where('normalized_name', '=', normalizeName(name))
    .where('is_deleted', '=', false);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export async function insertTenantRecord(
  trx: Kysely<Schema>,
  row: { id: string; name: string; stamp: string; creatorId: string | null; time: Date },
): Promise<TenantRecord> {
  return trx
    .insertInto('tenants')
    .values({
      id: row.id,
      name: row.name,
      normalized_name: normalizeName(row.name),
      concurrency_stamp: row.stamp,
      creation_time: row.time,
      creator_id: row.creatorId,
      extra_properties: '{}',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function renameTenant(
  trx: Kysely<Schema>,
  id: string,
  expectedStamp: string,
  fields: { name: string; stamp: string; modifierId: string | null; time: Date },
): Promise<TenantRecord | undefined> {
  return trx
    .updateTable('tenants')
    .set((eb) => ({
      name: fields.name,
      normalized_name: normalizeName(fields.name),
      concurrency_stamp: fields.stamp,
      entity_version: eb('entity_version', '+', 1),
      last_modification_time: fields.time,
      last_modifier_id: fields.modifierId,
    }))
    .where('id', '=', id)
    .where('concurrency_stamp', '=', expectedStamp)
    .where('is_deleted', '=', false)
    .returningAll()
    .executeTakeFirst();
}

/** Soft delete: the tenant no longer resolves, so its users can neither sign in nor call (business-rules §9). */
export async function softDeleteTenant(
  trx: Kysely<Schema>,
  id: string,
  deleter: { deleterId: string | null; time: Date },
): Promise<void> {
  await trx
    .updateTable('tenants')
    .set({ is_deleted: true, deleter_id: deleter.deleterId, deletion_time: deleter.time })
    .where('id', '=', id)
    .where('is_deleted', '=', false)
    .execute();
}
