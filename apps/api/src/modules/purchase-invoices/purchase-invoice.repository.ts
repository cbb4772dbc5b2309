import { type Kysely, type Selectable } from 'kysely';
import type { PurchaseInvoiceItemsTable, PurchaseInvoicesTable, Schema } from '../../db/schema.ts';
import { documentRows, documentTable } from '../documents/document-table.repository.ts';
import type { DocumentPatcher } from '../documents/document-table.repository.ts';

export type PurchaseRow = Selectable<PurchaseInvoicesTable>;
export type PurchaseLineRow = Selectable<PurchaseInvoiceItemsTable>;

export interface PurchaseHeader {
  number: string;
  state: number;
  supplierId: string | null;
  purchaseTime: string | null;
  totalPrice: string;
  content: string;
  remarks: string | null;
  submitTime: Date | null;
}

export interface PurchaseLine {
  id: string;
  lineNo: number;
  skuId: string;
  count: string;
  price: string;
  batchNumber: string | null;
  parturitionTime: string | null;
  expirationDay: number | null;
  expirationTime: string | null;
  creationTime: Date;
}

/** Each named line's price, by line id. */
export async function findLinePrices(
  trx: Kysely<Schema>,
  ids: readonly string[],
): Promise<ReadonlyMap<string, string>> {
  const rows = await trx
    .selectFrom('purchase_invoice_items')
    .select(['id', 'price'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, String(row.price)]));
}

export async function setInStockCount(trx: Kysely<Schema>, lineId: string, count: string): Promise<void> {
  await trx
    .updateTable('purchase_invoice_items')
    .set({ in_stock_count: count })
    .where('id', '=', lineId)
    .execute();
}

/** The kind's own header columns. */
function headerValues(h: PurchaseHeader) {
  return {
    supplier_id: h.supplierId,
    purchase_time: h.purchaseTime,
    total_price: h.totalPrice,
  };
}

/** The kind's tables, and its store for a save's write. */
export const purchaseTable = documentTable<PurchaseHeader, PurchaseLine>({
  entityName: 'PurchaseInvoice',
  header: 'purchase_invoices',
  lines: 'purchase_invoice_items',
  parent: 'invoice_id',
  headerValues,
  lineValues: (l) => ({
    id: l.id,
    line_no: l.lineNo,
    sku_id: l.skuId,
    count: l.count,
    price: l.price,
    batch_number: l.batchNumber,
    parturition_time: l.parturitionTime,
    expiration_day: l.expirationDay,
    expiration_time: l.expirationTime,
    creation_time: l.creationTime,
  }),
});

export const { remove: deletePurchase } = purchaseTable;

const purchaseRows = documentRows<PurchaseRow, PurchaseLineRow>(purchaseTable.tables);
export const { find: findPurchase, lock: lockPurchase, lines: findPurchaseLines } = purchaseRows;
export const { linesById: findPurchaseLinesById, lockLinesById: lockPurchaseLinesById } = purchaseRows;

/** A state or remarks change outside save; false when the stamp changed meanwhile. */
export const patchPurchase: DocumentPatcher<'state' | 'remarks'> = purchaseTable.patch;
