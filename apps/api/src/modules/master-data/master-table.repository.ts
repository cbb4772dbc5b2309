import type { Kysely, Updateable } from 'kysely';
import { normalizeName } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';

// The reads and writes every named record makes to its table: by id, by its unique key, insert with the creation
// columns, stamp-checked update with the modification columns, soft or hard delete. The columns written here exist
// in every such table (or are left out by the spec); each entity maps its own fields to its columns, typed.

type MasterTable =
  'suppliers' | 'warehouses' | 'tenants' | 'categories' | 'roles' | 'customizations' | 'users';
type Columns = Record<string, unknown>;
// Kysely cannot type one statement over a union of tables; each entity's own columns were typed by its `values`.
type AnyTables = Kysely<Record<string, Columns>>;

/** The columns of a new row beyond the entity's own fields. */
export interface NewRow {
  id: string;
  stamp: string;
  time: Date;
  creatorId?: string | null;
  tenantId?: string;
}

/** The new stamp and who changed the row when. */
export interface RowChange {
  stamp: string;
  time?: Date;
  modifierId?: string | null;
}

export interface Deleter {
  deleterId: string | null;
  time: Date;
}

export interface MasterTableSpec<T extends MasterTable, Fields> {
  table: T;
  /** The normalized column of the unique key. */
  key: 'normalized_name' | 'normalized_code';
  /** Soft-deleted rows (`is_deleted`) are neither found, updated nor deleted again. */
  softDelete: boolean;
  /** The entity's own columns (its key's normalized column included). */
  values(fields: Fields): Updateable<Schema[T]>;
  /** Columns only a new row writes (`extra_properties`). */
  newRow?: Updateable<Schema[T]>;
  /** The table's audit columns: tenants have no tenant id, roles no creator or modifier. */
  tenantScoped?: boolean;
  modifierColumns?: boolean;
  /** ABP's entity version, counted up by every update. */
  versioned?: boolean;
}

/** What the write calls of `master-record.service.ts` need of a table. */
export interface MasterTableOps<Row, Fields> {
  find(trx: Kysely<Schema>, id: string): Promise<Row | undefined>;
  findByKey(trx: Kysely<Schema>, key: string, exceptId?: string): Promise<Row | undefined>;
  insert(trx: Kysely<Schema>, row: Fields & NewRow): Promise<Row>;
  update(
    trx: Kysely<Schema>,
    id: string,
    expectedStamp: string,
    fields: Fields & RowChange,
  ): Promise<Row | undefined>;
}

export function masterTable<T extends MasterTable, Row, Fields>(spec: MasterTableSpec<T, Fields>) {
  const db = (trx: Kysely<Schema>) => trx as unknown as AnyTables;
  const table: string = spec.table;
  const audited = spec.modifierColumns ?? true;
  const live = <Q extends { where(column: 'is_deleted', op: '=', value: false): Q }>(query: Q): Q =>
    spec.softDelete ? query.where('is_deleted', '=', false) : query;
  return {
    async find(trx: Kysely<Schema>, id: string): Promise<Row | undefined> {
      return (await live(db(trx).selectFrom(table).selectAll().where('id', '=', id)).executeTakeFirst()) as
        Row | undefined;
    },
    /** A live record holding this key (case-insensitive), other than `exceptId`. */
    async findByKey(trx: Kysely<Schema>, key: string, exceptId?: string): Promise<Row | undefined> {
      let query = live(db(trx).selectFrom(table).selectAll().where(spec.key, '=', normalizeName(key)));
      if (exceptId) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) as Row | undefined;
    },
    async insert(trx: Kysely<Schema>, row: Fields & NewRow): Promise<Row> {
      return (await db(trx)
        .insertInto(table)
        .values({
          ...(spec.tenantScoped === false ? {} : { tenant_id: row.tenantId }),
          id: row.id,
          ...(spec.newRow as Columns | undefined),
          ...(spec.values(row) as Columns),
          concurrency_stamp: row.stamp,
          creation_time: row.time,
          ...(audited ? { creator_id: row.creatorId ?? null } : {}),
        })
        .returningAll()
        .executeTakeFirstOrThrow()) as Row;
    },
    /** Updates while the stamp is still `expectedStamp`; undefined when it changed meanwhile. */
    async update(
      trx: Kysely<Schema>,
      id: string,
      expectedStamp: string,
      fields: Fields & RowChange,
    ): Promise<Row | undefined> {
      const query = db(trx)
        .updateTable(table)
        .set((eb) => ({
          ...(spec.values(fields) as Columns),
          concurrency_stamp: fields.stamp,
          ...(spec.versioned ? { entity_version: eb('entity_version', '+', 1) } : {}),
          ...(audited ? { last_modification_time: fields.time, last_modifier_id: fields.modifierId } : {}),
        }))
        .where('id', '=', id)
        .where('concurrency_stamp', '=', expectedStamp);
      return (await live(query).returningAll().executeTakeFirst()) as Row | undefined;
    },
    /** Soft delete (business-rules §8): gone from lists and pickers, still named in history. */
    async softDelete(trx: Kysely<Schema>, id: string, deleter: Deleter): Promise<boolean> {
      const result = await db(trx)
        .updateTable(table)
        .set({ is_deleted: true, deleter_id: deleter.deleterId, deletion_time: deleter.time })
        .where('id', '=', id)
        .where('is_deleted', '=', false)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    async delete(trx: Kysely<Schema>, id: string): Promise<boolean> {
      const result = await db(trx).deleteFrom(table).where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows === 1n;
    },
  };
}
