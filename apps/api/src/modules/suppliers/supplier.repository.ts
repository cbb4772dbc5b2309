import type { SortKey, supplierSortFields } from '@inventory/contracts';
import type { Kysely, Selectable } from 'kysely';
import { normalizeName } from '../../db/ids.ts';
import { orderTerms, sortColumns } from '../../db/order-by.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { Schema, SuppliersTable } from '../../db/schema.ts';

export type SupplierRow = Selectable<SuppliersTable>;

export interface SupplierFields {
  name: string;
  contact: string | null;
  telePhone: string | null;
  address: string | null;
  remarks: string | null;
}

type SortField = (typeof supplierSortFields)[number];

const columns = sortColumns({
  name: 'normalized_name',
  contact: 'contact',
  telePhone: 'tele_phone',
  address: 'address',
  creationTime: 'creation_time',
} as const satisfies Record<SortField, string>);

export async function listSuppliers(
  trx: Kysely<Schema>,
  page: { skip: number; take: number; name?: string; sorting: readonly SortKey<SortField>[] },
): Promise<{ rows: SupplierRow[]; total: number }> {
  let query = trx.selectFrom('suppliers').where('is_deleted', '=', false);
  if (page.name) query = query.where('name', 'ilike', containsPattern(page.name));
  let ordered = query.selectAll();
  for (const { column, direction } of orderTerms(page.sorting, columns, [
    { column: 'creation_time', direction: 'desc' },
  ]))
    ordered = ordered.orderBy(column, direction);
  const [rows, count] = await Promise.all([
    ordered.orderBy('id').offset(page.skip).limit(page.take).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findSupplier(trx: Kysely<Schema>, id: string): Promise<SupplierRow | undefined> {
  return trx
    .selectFrom('suppliers')
    .selectAll()
    .where('id', '=', id)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
}

/** Names of live and deleted suppliers by id (a document still names a deleted supplier). */
export async function findSupplierNames(
  trx: Kysely<Schema>,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.flatMap((id) => (id ? [id] : [])))];
  if (wanted.length === 0) return new Map();
  const rows = await trx.selectFrom('suppliers').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A live supplier with this name (case-insensitive), other than `exceptId`. */
export async function findSupplierByName(
  trx: Kysely<Schema>,
  name: string,
  exceptId?: string,
): Promise<SupplierRow | undefined> {
  let query = trx
    .selectFrom('suppliers')
    .selectAll()
    .where('normalized_name', '=', normalizeName(name))
    .where('is_deleted', '=', false);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export async function insertSupplier(
  trx: Kysely<Schema>,
  row: SupplierFields & { tenantId: string; id: string; stamp: string; creatorId: string | null; time: Date },
): Promise<SupplierRow> {
  return trx
    .insertInto('suppliers')
    .values({
      tenant_id: row.tenantId,
      id: row.id,
      name: row.name,
      normalized_name: normalizeName(row.name),
      contact: row.contact,
      tele_phone: row.telePhone,
      address: row.address,
      remarks: row.remarks,
      concurrency_stamp: row.stamp,
      creation_time: row.time,
      creator_id: row.creatorId,
      extra_properties: '{}',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Updates while the stamp is still `expectedStamp`; undefined when it changed meanwhile. */
export async function updateSupplier(
  trx: Kysely<Schema>,
  id: string,
  expectedStamp: string,
  fields: SupplierFields & { stamp: string; modifierId: string | null; time: Date },
): Promise<SupplierRow | undefined> {
  return trx
    .updateTable('suppliers')
    .set({
      name: fields.name,
      normalized_name: normalizeName(fields.name),
      contact: fields.contact,
      tele_phone: fields.telePhone,
      address: fields.address,
      remarks: fields.remarks,
      concurrency_stamp: fields.stamp,
      last_modification_time: fields.time,
      last_modifier_id: fields.modifierId,
    })
    .where('id', '=', id)
    .where('concurrency_stamp', '=', expectedStamp)
    .where('is_deleted', '=', false)
    .returningAll()
    .executeTakeFirst();
}

/** Soft delete (business-rules §8): gone from lists and pickers, still named in history. */
export async function softDeleteSupplier(
  trx: Kysely<Schema>,
  id: string,
  deleter: { deleterId: string | null; time: Date },
): Promise<boolean> {
  const result = await trx
    .updateTable('suppliers')
    .set({ is_deleted: true, deleter_id: deleter.deleterId, deletion_time: deleter.time })
    .where('id', '=', id)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
