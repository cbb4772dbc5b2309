import { type Kysely, type Selectable } from 'kysely';
import type { Schema, SellInvoiceItemsTable, SellInvoicesTable } from '../../db/schema.ts';
import { updateIfStamp, type StampChange } from '../../db/stamped-update.ts';

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

export async function insertSell(
  trx: Kysely<Schema>,
  row: SellHeader & {
    tenantId: string;
    id: string;
    stamp: string;
    time: Date;
    creatorId: string | null;
    creatorName: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('sell_invoices')
    .values({
      ...headerValues(row),
      total_cost: '0',
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
export async function updateSell(
  trx: Kysely<Schema>,
  id: string,
  expectedStamp: string,
  row: SellHeader & StampChange,
): Promise<boolean> {
  return updateIfStamp(trx, 'sell_invoices', id, expectedStamp, headerValues(row), row);
}

/** A state, remarks or cost change outside save; false when the stamp changed meanwhile. */
export async function patchSell(
  trx: Kysely<Schema>,
  id: string,
  expectedStamp: string,
  patch: {
    state?: number;
    remarks?: string | null;
    totalCost?: string;
    stamp: string;
    time: Date;
    modifierId: string | null;
  },
): Promise<boolean> {
  return updateIfStamp(
    trx,
    'sell_invoices',
    id,
    expectedStamp,
    {
      ...(patch.state === undefined ? {} : { state: patch.state }),
      ...(patch.remarks === undefined ? {} : { remarks: patch.remarks }),
      ...(patch.totalCost === undefined ? {} : { total_cost: patch.totalCost }),
    },
    patch,
  );
}

export async function replaceSellLines(
  trx: Kysely<Schema>,
  tenantId: string,
  invoiceId: string,
  lines: readonly SellLine[],
): Promise<void> {
  await trx.deleteFrom('sell_invoice_items').where('invoice_id', '=', invoiceId).execute();
  if (lines.length === 0) return;
  await trx
    .insertInto('sell_invoice_items')
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
        warehouse_id: l.warehouseId,
        marketing_channel: l.marketingChannel,
        creation_time: l.creationTime,
      })),
    )
    .execute();
}

export async function deleteSell(trx: Kysely<Schema>, id: string): Promise<void> {
  await trx.deleteFrom('sell_invoices').where('id', '=', id).execute();
}
