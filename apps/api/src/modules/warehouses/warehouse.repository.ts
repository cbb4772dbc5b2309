import type { SortKey, warehouseSortFields } from '@inventory/contracts';
import type { Kysely, Selectable } from 'kysely';
import { normalizeName } from '../../db/ids.ts';
import { orderTerms, sortColumns } from '../../db/order-by.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { Schema, WarehousesTable } from '../../db/schema.ts';

export type WarehouseRow = Selectable<WarehousesTable>;

export interface WarehouseFields {
  name: string;
  address: string | null;
  telePhone: string | null;
  remarks: string | null;
}

type SortField = (typeof warehouseSortFields)[number];

const columns = sortColumns({
  name: 'normalized_name',
  address: 'address',
  telePhone: 'tele_phone',
  creationTime: 'creation_time',
} as const satisfies Record<SortField, string>);

export async function listWarehouses(
  trx: Kysely<Schema>,
  page: {
    skip: number;
    take: number;
    filter?: string;
    sorting: readonly SortKey<SortField>[];
  },
): Promise<{ rows: WarehouseRow[]; total: number }> {
  let query = trx.selectFrom('warehouses').where('is_deleted', '=', false);
  if (page.filter) {
    const pattern = containsPattern(page.filter);
    query = query.where((eb) =>
      eb.or([
        eb('name', 'ilike', pattern),
        eb('address', 'ilike', pattern),
        eb('tele_phone', 'ilike', pattern),
      ]),
    );
  }
  let ordered = query.selectAll();
  // Newest first unless asked otherwise.
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

export async function findWarehouse(trx: Kysely<Schema>, id: string): Promise<WarehouseRow | undefined> {
  return trx
    .selectFrom('warehouses')
    .selectAll()
    .where('id', '=', id)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
}

/** A live warehouse with this name (case-insensitive), other than `exceptId`. */
export async function findWarehouseByName(
  trx: Kysely<Schema>,
  name: string,
  exceptId?: string,
): Promise<WarehouseRow | undefined> {
  let query = trx
    .selectFrom('warehouses')
    .selectAll()
    .where('normalized_name', '=', normalizeName(name))
    .where('is_deleted', '=', false);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export async function insertWarehouse(
  trx: Kysely<Schema>,
  row: WarehouseFields & {
    tenantId: string;
    id: string;
    stamp: string;
    creatorId: string | null;
    time: Date;
  },
): Promise<WarehouseRow> {
  return trx
    .insertInto('warehouses')
    .values({
      tenant_id: row.tenantId,
      id: row.id,
      name: row.name,
      normalized_name: normalizeName(row.name),
      address: row.address,
      tele_phone: row.telePhone,
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
export async function updateWarehouse(
  trx: Kysely<Schema>,
  id: string,
  expectedStamp: string,
  fields: WarehouseFields & { stamp: string; modifierId: string | null; time: Date },
): Promise<WarehouseRow | undefined> {
  return trx
    .updateTable('warehouses')
    .set({
      name: fields.name,
      normalized_name: normalizeName(fields.name),
      address: fields.address,
      tele_phone: fields.telePhone,
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
export async function softDeleteWarehouse(
  trx: Kysely<Schema>,
  id: string,
  deleter: { deleterId: string | null; time: Date },
): Promise<boolean> {
  const result = await trx
    .updateTable('warehouses')
    .set({ is_deleted: true, deleter_id: deleter.deleterId, deletion_time: deleter.time })
    .where('id', '=', id)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
