import { type Kysely, type Selectable } from 'kysely';
import type { Schema, SellInvoiceItemsTable, SellInvoicesTable } from '../../db/schema.ts';
import type { StampChange } from '../../db/stamped-update.ts';
import { documentTable, type DocumentPatch } from '../documents/document-table.repository.ts';

export type SellRow = Selectable<SellInvoicesTable>;
export type SellLineRow = Selectable<SellInvoiceItemsTable>;

export interface SellHeader {
  number: string;
  state: number;
  marketingChannel: string | null;
  sellTime: string | null;
  totalPrice: string;
  discountsPrice: string;
  content: string;
  remarks: string | null;
  submitTime: Date | null;
}

export interface SellLine {
  id: string;
  lineNo: number;
  skuId: string;
  count: string;
  price: string;
  batchNumber: string | null;
  warehouseId: string | null;
  marketingChannel: string | null;
  creationTime: Date;
}

export async function findSell(trx: Kysely<Schema>, id: string): Promise<SellRow | undefined> {
  return trx.selectFrom('sell_invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The document locked for a change, so two changes of one sale queue. */
export async function lockSell(trx: Kysely<Schema>, id: string): Promise<SellRow | undefined> {
  return trx.selectFrom('sell_invoices').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function findSellLines(
  trx: Kysely<Schema>,
  invoiceIds: readonly string[],
): Promise<SellLineRow[]> {
  if (invoiceIds.length === 0) return [];
  return trx
    .selectFrom('sell_invoice_items')
    .selectAll()
    .where('invoice_id', 'in', [...invoiceIds])
    .orderBy('invoice_id')
    .orderBy('line_no')
    .execute();
}

/** Which sale each named line belongs to (lines of this tenant only). */
export async function findLineInvoiceIds(
  trx: Kysely<Schema>,
  ids: readonly string[],
): Promise<{ id: string; invoice_id: string }[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('sell_invoice_items')
    .select(['invoice_id', 'id'])
    .where('id', 'in', [...ids])
    .execute();
}

/** Lines by their ids, locked (in id order) for a delivery. */
export async function lockSellLinesById(trx: Kysely<Schema>, ids: readonly string[]): Promise<SellLineRow[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('sell_invoice_items')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function recordDelivery(
  trx: Kysely<Schema>,
  lineId: string,
  delivery: { outCount: string; cost: string; sellBatchNumber: string; warehouseId: string },
): Promise<void> {
  await trx
    .updateTable('sell_invoice_items')
    .set({
      out_count: delivery.outCount,
      cost: delivery.cost,
      sell_batch_number: delivery.sellBatchNumber,
      warehouse_id: delivery.warehouseId,
    })
    .where('id', '=', lineId)
    .execute();
}

function headerValues(h: SellHeader) {
  return {
    number: h.number,
    state: h.state,
    marketing_channel: h.marketingChannel,
    sell_time: h.sellTime,
    total_price: h.totalPrice,
    discounts_price: h.discountsPrice,
    content: h.content,
    remarks: h.remarks,
    submit_time: h.submitTime,
  };
}

/** The kind's tables, and its store for a save's write. */
export const sellTable = documentTable<SellHeader, SellLine>({
  entityName: 'SellInvoice',
  header: 'sell_invoices',
  lines: 'sell_invoice_items',
  parent: 'invoice_id',
  headerValues,
  lineValues: (l) => ({
    id: l.id,
    line_no: l.lineNo,
    sku_id: l.skuId,
    count: l.count,
    price: l.price,
    batch_number: l.batchNumber,
    warehouse_id: l.warehouseId,
    marketing_channel: l.marketingChannel,
    creation_time: l.creationTime,
  }),
  newDocument: { total_cost: '0' },
});

export const { remove: deleteSell } = sellTable;

/** A state, remarks or cost change outside save; false when the stamp changed meanwhile. */
export const patchSell: (
  trx: Kysely<Schema>,
  id: string,
  expectedStamp: string,
  patch: Pick<DocumentPatch, 'state' | 'remarks' | 'totalCost'> & StampChange,
) => Promise<boolean> = sellTable.patch;
