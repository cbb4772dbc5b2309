import { type Kysely, type Selectable } from 'kysely';
import type { Schema, WarehouseInvoiceItemsTable, WarehouseInvoicesTable } from '../../db/schema.ts';
import type { StampChange } from '../../db/stamped-update.ts';
import { documentTable, type DocumentPatch } from '../documents/document-table.repository.ts';

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

/** The kind's tables, and its store for a save's write. */
export const invoiceTable = documentTable<InvoiceHeader, InvoiceLine>({
  entityName: 'WarehouseInvoice',
  header: 'warehouse_invoices',
  lines: 'warehouse_invoice_items',
  parent: 'invoice_id',
  headerValues,
  lineValues: (l) => ({
    id: l.id,
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
  }),
});

export const { remove: deleteInvoice } = invoiceTable;

/** A state or remarks change outside save; false when the stamp changed meanwhile. */
export const patchInvoice: (
  trx: Kysely<Schema>,
  id: string,
  expectedStamp: string,
  patch: Pick<DocumentPatch, 'state' | 'remarks'> & StampChange,
) => Promise<boolean> = invoiceTable.patch;
