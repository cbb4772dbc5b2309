import type { Kysely } from 'kysely';
import { anyId } from '../../db/id-array.ts';
import type { Schema } from '../../db/schema.ts';
import { updateIfStamp, type StampChange, type StampedTable } from '../../db/stamped-update.ts';
import type { DocumentCreation } from './document-write.ts';
import { lineOfMatchingSku, type SkuFilter } from './document-list.ts';

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

/** A kind's patch, narrowed to the fields that kind changes outside save; false when the stamp changed meanwhile. */
export type DocumentPatcher<F extends keyof DocumentPatch> = (
  trx: Kysely<Schema>,
  id: string,
  expectedStamp: string,
  patch: Pick<DocumentPatch, F> & StampChange,
) => Promise<boolean>;

/** The header fields every kind has; `content` (the summary of the lines) in the kinds that keep one. */
export interface DocumentHeader {
  number: string;
  state: number;
  content?: string;
  remarks: string | null;
  submitTime: Date | null;
}

function commonValues(h: DocumentHeader): Columns {
  return {
    number: h.number,
    state: h.state,
    ...(h.content === undefined ? {} : { content: h.content }),
    remarks: h.remarks,
    submit_time: h.submitTime,
  };
}

export interface DocumentTableSpec<Header, Line> {
  /** The audit log's entity name. */
  entityName: string;
  header: StampedTable;
  lines: LineTable;
  /** The line table's column naming its document. */
  parent: 'invoice_id' | 'yield_id';
  /** The kind's own header columns (those of `DocumentHeader` are written here). */
  headerValues(header: Header): Columns;
  lineValues(line: Line): Columns & { id: string };
  /** Columns a new document starts with beyond its header (e.g. a cost that only deliveries write). */
  newDocument?: Columns;
}

/**
 * The insert, stamp-checked update and patch, line replacement and delete of one kind's tables; it is the kind's
 * `DocumentStore` for `writeDocument`.
 */
export function documentTable<Header extends DocumentHeader, Line>(spec: DocumentTableSpec<Header, Line>) {
  const db = (trx: Kysely<Schema>) => trx as unknown as AnyTables;
  const lineRows = (tenantId: string, id: string, lines: readonly Line[]) =>
    lines.map((l) => ({ tenant_id: tenantId, [spec.parent]: id, ...spec.lineValues(l) }));
  const update = (trx: Kysely<Schema>, id: string, expected: string, values: Columns, change: StampChange) =>
    updateIfStamp(trx, spec.header, id, expected, values as never, change);
  return {
    entityName: spec.entityName,
    tables: { header: spec.header, lines: spec.lines, parent: spec.parent },
    /**
     * A new document: the header and its lines in one statement (ADR 052), the header's insert as a data-modifying
     * CTE. The lines' reference to the header is checked at the statement's end, when both are written.
     */
    async insert(trx: Kysely<Schema>, row: Header & DocumentCreation, lines: readonly Line[]): Promise<void> {
      const header = db(trx)
        .insertInto(spec.header)
        .values({
          ...commonValues(row),
          ...spec.headerValues(row),
          ...spec.newDocument,
          tenant_id: row.tenantId,
          id: row.id,
          concurrency_stamp: row.stamp,
          creation_time: row.time,
          creator_id: row.creatorId,
          creator_name: row.creatorName,
        });
      if (lines.length === 0) {
        await header.execute();
        return;
      }
      await db(trx)
        .with('new_header', () => header.returning('id'))
        .insertInto(spec.lines)
        .values(lineRows(row.tenantId, row.id, lines))
        .execute();
    },
    /** Updates while the stamp is still `expectedStamp`; false when it changed meanwhile. */
    update(
      trx: Kysely<Schema>,
      id: string,
      expectedStamp: string,
      row: Header & StampChange,
    ): Promise<boolean> {
      return update(trx, id, expectedStamp, { ...commonValues(row), ...spec.headerValues(row) }, row);
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
    /** A stored document's lines replaced as a whole. */
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
        .values(lineRows(tenantId, id, lines))
        .execute();
    },
    /** Removes a document and (by cascade) its lines. */
    async remove(trx: Kysely<Schema>, id: string): Promise<void> {
      await db(trx).deleteFrom(spec.header).where('id', '=', id).execute();
    },
  };
}

/**
 * The reads every kind makes of its tables: a document by id (locked for a change or not), its lines by document,
 * and lines by their own ids (locked, or with the document they belong to) for a warehouse invoice naming them.
 */
export function documentRows<Row, LineRow>(
  tables: Pick<DocumentTableSpec<never, never>, 'header' | 'lines' | 'parent'>,
) {
  const db = (trx: Kysely<Schema>) => trx as unknown as AnyTables;
  const header = (trx: Kysely<Schema>, id: string) =>
    db(trx).selectFrom(tables.header).selectAll().where('id', '=', id);
  const linesById = (trx: Kysely<Schema>, ids: readonly string[]) =>
    db(trx).selectFrom(tables.lines).selectAll().where(anyId('id', ids));
  return {
    async find(trx: Kysely<Schema>, id: string): Promise<Row | undefined> {
      return (await header(trx, id).executeTakeFirst()) as Row | undefined;
    },
    /** The document locked for a change, so two changes of one document queue instead of both applying. */
    async lock(trx: Kysely<Schema>, id: string): Promise<Row | undefined> {
      return (await header(trx, id).forUpdate().executeTakeFirst()) as Row | undefined;
    },
    /**
     * The lines of these documents, by document then line number; with `matching`, only those of the SKUs it
     * matches (a list filtered by SKU name, ADR 061).
     */
    async lines(trx: Kysely<Schema>, parentIds: readonly string[], matching?: SkuFilter): Promise<LineRow[]> {
      if (parentIds.length === 0) return [];
      let query = db(trx).selectFrom(tables.lines).selectAll().where(anyId(tables.parent, parentIds));
      if (matching) query = query.where(lineOfMatchingSku(`${tables.lines}.sku_id`, matching) as never);
      return (await query.orderBy(tables.parent).orderBy('line_no').execute()) as LineRow[];
    },
    /** Lines by their own ids (of this tenant only). */
    async linesById(trx: Kysely<Schema>, ids: readonly string[]): Promise<LineRow[]> {
      if (ids.length === 0) return [];
      return (await linesById(trx, ids).execute()) as LineRow[];
    },
    /** Lines by their ids, locked in id order (the fixed lock order of §8). */
    async lockLinesById(trx: Kysely<Schema>, ids: readonly string[]): Promise<LineRow[]> {
      if (ids.length === 0) return [];
      return (await linesById(trx, ids).orderBy('id').forUpdate().execute()) as LineRow[];
    },
  };
}
