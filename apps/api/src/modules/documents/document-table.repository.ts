import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { updateIfStamp, type StampChange, type StampedTable } from '../../db/stamped-update.ts';
import type { DocumentCreation } from './document-write.ts';

// The writes every document kind makes to its header and line tables. The tables differ per kind but the columns
// written here (ids, stamps, creation, the line's parent and number) are the same in all four; each kind maps its
// own fields to its columns.

type LineTable = 'purchase_invoice_items' | 'sell_invoice_items' | 'warehouse_invoice_items' | 'yield_items';
type Columns = Record<string, unknown>;
// Kysely cannot type one insert or delete over a union of tables; the values were mapped by the kind's own code.
type AnyTables = Kysely<Record<string, Columns>>;

/** A change outside save: only the fields given are written. */
export interface DocumentPatch {
  state?: number;
  remarks?: string | null;
  totalCost?: string;
  inCount?: string;
  outState?: number;
}

const patchColumns = {
  state: 'state',
  remarks: 'remarks',
  totalCost: 'total_cost',
  inCount: 'in_count',
  outState: 'out_state',
} as const satisfies Record<keyof DocumentPatch, string>;

export interface DocumentTableSpec<Header, Line> {
  /** The audit log's entity name. */
  entityName: string;
  header: StampedTable;
  lines: LineTable;
  /** The line table's column naming its document. */
  parent: 'invoice_id' | 'yield_id';
  headerValues(header: Header): Columns;
  lineValues(line: Line): Columns & { id: string };
  /** Columns a new document starts with beyond its header (e.g. a cost that only deliveries write). */
  newDocument?: Columns;
}

/**
 * The insert, stamp-checked update and patch, line replacement and delete of one kind's tables; it is the kind's
 * `DocumentStore` for `writeDocument`.
 */
export function documentTable<Header, Line>(spec: DocumentTableSpec<Header, Line>) {
  const db = (trx: Kysely<Schema>) => trx as unknown as AnyTables;
  const update = (trx: Kysely<Schema>, id: string, expected: string, values: Columns, change: StampChange) =>
    updateIfStamp(trx, spec.header, id, expected, values as never, change);
  return {
    entityName: spec.entityName,
    async insert(trx: Kysely<Schema>, row: Header & DocumentCreation): Promise<void> {
      await db(trx)
        .insertInto(spec.header)
        .values({
          ...spec.headerValues(row),
          ...spec.newDocument,
          tenant_id: row.tenantId,
          id: row.id,
          concurrency_stamp: row.stamp,
          creation_time: row.time,
          creator_id: row.creatorId,
          creator_name: row.creatorName,
        })
        .execute();
    },
    /** Updates while the stamp is still `expectedStamp`; false when it changed meanwhile. */
    update(
      trx: Kysely<Schema>,
      id: string,
      expectedStamp: string,
      row: Header & StampChange,
    ): Promise<boolean> {
      return update(trx, id, expectedStamp, spec.headerValues(row), row);
    },
    /** A state, remarks or progress change outside save; false when the stamp changed meanwhile. */
    patch(trx: Kysely<Schema>, id: string, expectedStamp: string, patch: DocumentPatch & StampChange) {
      const values: Columns = {};
      for (const [field, column] of Object.entries(patchColumns)) {
        const value = patch[field as keyof DocumentPatch];
        if (value !== undefined) values[column] = value;
      }
      return update(trx, id, expectedStamp, values, patch);
    },
    async replaceLines(
      trx: Kysely<Schema>,
      tenantId: string,
      id: string,
      lines: readonly Line[],
    ): Promise<void> {
      await db(trx).deleteFrom(spec.lines).where(spec.parent, '=', id).execute();
      if (lines.length === 0) return;
      await db(trx)
        .insertInto(spec.lines)
        .values(lines.map((l) => ({ tenant_id: tenantId, [spec.parent]: id, ...spec.lineValues(l) })))
        .execute();
    },
    /** Removes a document and (by cascade) its lines. */
    async remove(trx: Kysely<Schema>, id: string): Promise<void> {
      await db(trx).deleteFrom(spec.header).where('id', '=', id).execute();
    },
  };
}
