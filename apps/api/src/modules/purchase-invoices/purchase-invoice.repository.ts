import { type Kysely, type Selectable } from 'kysely';
import type { PurchaseInvoiceItemsTable, PurchaseInvoicesTable, Schema } from '../../db/schema.ts';
import { updateIfStamp, type StampChange } from '../../db/stamped-update.ts';

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

export async function insertPurchase(
  trx: Kysely<Schema>,
  row: PurchaseHeader & {
    tenantId: string;
    id: string;
    stamp: string;
    time: Date;
    creatorId: string | null;
    creatorName: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('purchase_invoices')
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
export async function updatePurchase(
  trx: Kysely<Schema>,
  id: string,
  expectedStamp: string,
  row: PurchaseHeader & StampChange,
): Promise<boolean> {
  return updateIfStamp(trx, 'purchase_invoices', id, expectedStamp, headerValues(row), row);
}

/** A state or remarks change outside save; false when the stamp changed meanwhile. */
export async function patchPurchase(
  trx: Kysely<Schema>,
  id: string,
  expectedStamp: string,
  patch: { state?: number; remarks?: string | null } & StampChange,
): Promise<boolean> {
  return updateIfStamp(
    trx,
    'purchase_invoices',
    id,
    expectedStamp,
    {
      ...(patch.state === undefined ? {} : { state: patch.state }),
      ...(patch.remarks === undefined ? {} : { remarks: patch.remarks }),
    },
    patch,
  );
}

export async function replacePurchaseLines(
  trx: Kysely<Schema>,
  tenantId: string,
  invoiceId: string,
  lines: readonly PurchaseLine[],
): Promise<void> {
  await trx.deleteFrom('purchase_invoice_items').where('invoice_id', '=', invoiceId).execute();
  if (lines.length === 0) return;
  await trx
    .insertInto('purchase_invoice_items')
    .values(
      lines.map((l) => ({
        tenant_id: tenantId,
        id: l.id,
        invoice_id: invoiceId,
        line_no: l.lineNo,
        sku_id: l.skuId,
        count: l.count,
        price: l.price,
        batch_number: l.batchNumber,
        parturition_time: l.parturitionTime,
        expiration_day: l.expirationDay,
        expiration_time: l.expirationTime,
        creation_time: l.creationTime,
      })),
    )
    .execute();
}

export async function deletePurchase(trx: Kysely<Schema>, id: string): Promise<void> {
  await trx.deleteFrom('purchase_invoices').where('id', '=', id).execute();
}
