import { type Kysely, type Selectable } from 'kysely';
import type { PurchaseInvoiceItemsTable, PurchaseInvoicesTable, Schema } from '../../db/schema.ts';
import type { StampChange } from '../../db/stamped-update.ts';
import { documentTable, type DocumentPatch } from '../documents/document-table.repository.ts';

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

export async function findPurchase(trx: Kysely<Schema>, id: string): Promise<PurchaseRow | undefined> {
  return trx.selectFrom('purchase_invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The document locked for a change, so two changes of one purchase queue. */
export async function lockPurchase(trx: Kysely<Schema>, id: string): Promise<PurchaseRow | undefined> {
  return trx.selectFrom('purchase_invoices').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function findPurchaseLines(
  trx: Kysely<Schema>,
  invoiceIds: readonly string[],
): Promise<PurchaseLineRow[]> {
  if (invoiceIds.length === 0) return [];
  return trx
    .selectFrom('purchase_invoice_items')
    .selectAll()
    .where('invoice_id', 'in', [...invoiceIds])
    .orderBy('invoice_id')
    .orderBy('line_no')
    .execute();
}

/** Lines by their ids, locked (in id order) for a receipt. */
export async function lockPurchaseLinesById(
  trx: Kysely<Schema>,
  ids: readonly string[],
): Promise<PurchaseLineRow[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('purchase_invoice_items')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Which purchase each named line belongs to (lines of this tenant only). */
export async function findLineInvoiceIds(
  trx: Kysely<Schema>,
  ids: readonly string[],
): Promise<{ id: string; invoice_id: string }[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('purchase_invoice_items')
    .select(['invoice_id', 'id'])
    .where('id', 'in', [...ids])
    .execute();
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

function headerValues(h: PurchaseHeader) {
  return {
    number: h.number,
    state: h.state,
    supplier_id: h.supplierId,
    purchase_time: h.purchaseTime,
    total_price: h.totalPrice,
    content: h.content,
    remarks: h.remarks,
    submit_time: h.submitTime,
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

/** A state or remarks change outside save; false when the stamp changed meanwhile. */
export const patchPurchase: (
  trx: Kysely<Schema>,
  id: string,
  expectedStamp: string,
  patch: Pick<DocumentPatch, 'state' | 'remarks'> & StampChange,
) => Promise<boolean> = purchaseTable.patch;
