import type { SortKey, warehouseInvoiceSortFields } from '@inventory/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import { orderTerms, sortColumns, withOrder } from '../../db/order-by.ts';
import type { Schema, WarehouseInvoiceItemsTable, WarehouseInvoicesTable } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { updateIfStamp, type StampChange } from '../../db/stamped-update.ts';

type InvoiceSortField = (typeof warehouseInvoiceSortFields)[number];
const invoiceColumns = sortColumns({
  creationTime: 'wi.creation_time',
  number: 'wi.number',
} as const satisfies Record<InvoiceSortField, string>);

export type InvoiceRow = Selectable<WarehouseInvoicesTable>;
export type InvoiceLineRow = Selectable<WarehouseInvoiceItemsTable>;

export interface InvoiceHeader {
  number: string;
  stockType: number;
  type: number;
  state: number;
  warehouseId: string;
  moveToWarehouseId: string | null;
  content: string;
  lineCount: number;
  totalCount: string;
  remarks: string | null;
  submitTime: Date | null;
}

export interface InvoiceLine {
  id: string;
  lineNo: number;
  itemId: string | null;
  skuId: string;
  count: string;
  batchNumber: string | null;
  batchId: string | null;
  correlationBatchNumber: string | null;
  parturitionTime: string | null;
  expirationDay: number | null;
  expirationTime: string | null;
}

export async function findInvoice(trx: Kysely<Schema>, id: string): Promise<InvoiceRow | undefined> {
  return trx.selectFrom('warehouse_invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The document locked for a change, so two saves of one draft queue instead of both applying stock. */
export async function lockInvoice(trx: Kysely<Schema>, id: string): Promise<InvoiceRow | undefined> {
  return trx.selectFrom('warehouse_invoices').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function findInvoiceLines(
  trx: Kysely<Schema>,
  invoiceIds: readonly string[],
): Promise<InvoiceLineRow[]> {
  if (invoiceIds.length === 0) return [];
  return trx
    .selectFrom('warehouse_invoice_items')
    .selectAll()
    .where('invoice_id', 'in', [...invoiceIds])
    .orderBy('invoice_id')
    .orderBy('line_no')
    .execute();
}

function headerValues(header: InvoiceHeader) {
  return {
    number: header.number,
    stock_type: header.stockType,
    type: header.type,
    state: header.state,
    warehouse_id: header.warehouseId,
    move_to_warehouse_id: header.moveToWarehouseId,
    content: header.content,
    line_count: header.lineCount,
    total_count: header.totalCount,
    remarks: header.remarks,
    submit_time: header.submitTime,
  };
}

export async function insertInvoice(
  trx: Kysely<Schema>,
  row: InvoiceHeader & {
    tenantId: string;
    id: string;
    stamp: string;
    time: Date;
    creatorId: string | null;
    creatorName: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('warehouse_invoices')
    .values({
      ...headerValues(row),
      tenant_id: row.tenantId,
      id: row.id,
      concurrency_stamp: row.stamp,
      creation_time: row.time,
      creator_id: row.creatorId,
      creator_name: row.creatorName,
    })
    .execute();
}

/** Updates while the stamp is still `expectedStamp`; false when it changed meanwhile. */
export async function updateInvoice(
  trx: Kysely<Schema>,
  id: string,
  expectedStamp: string,
  row: InvoiceHeader & StampChange,
): Promise<boolean> {
  return updateIfStamp(trx, 'warehouse_invoices', id, expectedStamp, headerValues(row), row);
}

/** A state or remarks change outside save; false when the stamp changed meanwhile. */
export async function patchInvoice(
  trx: Kysely<Schema>,
  id: string,
  expectedStamp: string,
  patch: { state?: number; remarks?: string | null } & StampChange,
): Promise<boolean> {
  return updateIfStamp(
    trx,
    'warehouse_invoices',
    id,
    expectedStamp,
    {
      ...(patch.state === undefined ? {} : { state: patch.state }),
      ...(patch.remarks === undefined ? {} : { remarks: patch.remarks }),
    },
    patch,
  );
}

export async function replaceInvoiceLines(
  trx: Kysely<Schema>,
  tenantId: string,
  invoiceId: string,
  lines: readonly InvoiceLine[],
): Promise<void> {
  await trx.deleteFrom('warehouse_invoice_items').where('invoice_id', '=', invoiceId).execute();
  if (lines.length === 0) return;
  await trx
    .insertInto('warehouse_invoice_items')
    .values(
      lines.map((l) => ({
        tenant_id: tenantId,
        id: l.id,
        invoice_id: invoiceId,
        line_no: l.lineNo,
        item_id: l.itemId,
        sku_id: l.skuId,
        count: l.count,
        batch_number: l.batchNumber,
        batch_id: l.batchId,
        correlation_batch_number: l.correlationBatchNumber,
        parturition_time: l.parturitionTime,
        expiration_day: l.expirationDay,
        expiration_time: l.expirationTime,
      })),
    )
    .execute();
}

/** Removes a document and (by cascade) its lines. */
export async function deleteInvoice(trx: Kysely<Schema>, id: string): Promise<void> {
  await trx.deleteFrom('warehouse_invoices').where('id', '=', id).execute();
}

export interface InvoiceFilter {
  skip: number;
  sorting: readonly SortKey<InvoiceSortField>[];
  take: number;
  startTime?: string;
  endTime?: string;
  warehouseId?: string;
  moveWarehouseId?: string;
  /** The category's code: SKUs in it or its descendants (categories are a code-prefix tree). */
  categoryCode?: string | null;
  stockType?: number;
  type?: number;
  skuName?: string;
  creator?: string;
  includeDiscarded: boolean;
  state?: number;
}

/** One page of documents, newest first, with every list filter (product-spec §3 "Filters"). */
export async function listInvoices(
  trx: Kysely<Schema>,
  f: InvoiceFilter,
): Promise<{ rows: InvoiceRow[]; total: number }> {
  let query = trx.selectFrom('warehouse_invoices as wi');
  if (f.startTime) query = query.where('wi.creation_time', '>=', new Date(f.startTime));
  if (f.endTime) query = query.where('wi.creation_time', '<=', new Date(f.endTime));
  if (f.warehouseId) query = query.where('wi.warehouse_id', '=', f.warehouseId);
  if (f.moveWarehouseId) query = query.where('wi.move_to_warehouse_id', '=', f.moveWarehouseId);
  if (f.stockType !== undefined) query = query.where('wi.stock_type', '=', f.stockType);
  if (f.type !== undefined) query = query.where('wi.type', '=', f.type);
  if (f.state !== undefined) query = query.where('wi.state', '=', f.state);
  else if (!f.includeDiscarded) query = query.where('wi.state', '<>', 3);
  if (f.creator) query = query.where('wi.creator_name', 'ilike', containsPattern(f.creator));
  if (f.skuName || f.categoryCode !== undefined) {
    const skuName = f.skuName;
    const categoryCode = f.categoryCode;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('warehouse_invoice_items as i')
          .innerJoin('skus as s', (join) =>
            join.onRef('s.tenant_id', '=', 'i.tenant_id').onRef('s.id', '=', 'i.sku_id'),
          )
          .leftJoin('categories as c', (join) =>
            join.onRef('c.tenant_id', '=', 's.tenant_id').onRef('c.id', '=', 's.attribute_id'),
          )
          .select(sql`1`.as('one'))
          .whereRef('i.invoice_id', '=', 'wi.id')
          .$if(Boolean(skuName), (q) =>
            q.where((e) =>
              e.or([
                e('s.name', 'ilike', containsPattern(skuName ?? '')),
                e('s.code', 'ilike', containsPattern(skuName ?? '')),
              ]),
            ),
          )
          .$if(categoryCode !== undefined, (q) =>
            categoryCode === null
              ? q.where(sql<boolean>`false`)
              : q.where('c.code', 'like', `${categoryCode ?? ''}%`),
          ),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll('wi')
      .$call((q) =>
        withOrder(
          q,
          orderTerms(f.sorting, invoiceColumns, [{ column: 'wi.creation_time', direction: 'desc' }]),
        ),
      )
      .orderBy('wi.id', 'desc')
      .offset(f.skip)
      .limit(f.take)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
