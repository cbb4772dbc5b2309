import type { Selectable } from 'kysely';
import type { WarehouseInvoiceItemsTable, WarehouseInvoicesTable } from '../../db/schema.ts';
import { documentRows, documentTable } from '../documents/document-table.repository.ts';
import type { DocumentPatcher } from '../documents/document-table.repository.ts';

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

/** The kind's own header columns. */
function headerValues(header: InvoiceHeader) {
  return {
    stock_type: header.stockType,
    type: header.type,
    warehouse_id: header.warehouseId,
    move_to_warehouse_id: header.moveToWarehouseId,
    line_count: header.lineCount,
    total_count: header.totalCount,
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

const invoiceRows = documentRows<InvoiceRow, InvoiceLineRow>(invoiceTable.tables);
export const { find: findInvoice, lock: lockInvoice, lines: findInvoiceLines } = invoiceRows;

/** A state or remarks change outside save; false when the stamp changed meanwhile. */
export const patchInvoice: DocumentPatcher<'state' | 'remarks'> = invoiceTable.patch;
