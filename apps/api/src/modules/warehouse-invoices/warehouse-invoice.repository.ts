import { type Kysely, type Selectable } from 'kysely';
import type { Schema, WarehouseInvoiceItemsTable, WarehouseInvoicesTable } from '../../db/schema.ts';
import { updateIfStamp, type StampChange } from '../../db/stamped-update.ts';

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
