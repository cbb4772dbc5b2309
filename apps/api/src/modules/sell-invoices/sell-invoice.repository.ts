import { type Kysely, type Selectable } from 'kysely';
import type { Schema, SellInvoiceItemsTable, SellInvoicesTable } from '../../db/schema.ts';
import { documentRows, documentTable } from '../documents/document-table.repository.ts';
import type { DocumentPatcher } from '../documents/document-table.repository.ts';

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

/** The kind's own header columns. */
function headerValues(h: SellHeader) {
  return {
    marketing_channel: h.marketingChannel,
    sell_time: h.sellTime,
    total_price: h.totalPrice,
    discounts_price: h.discountsPrice,
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

const sellRows = documentRows<SellRow, SellLineRow>(sellTable.tables);
export const { find: findSell, lock: lockSell, lines: findSellLines } = sellRows;
export const { linesById: findSellLinesById, lockLinesById: lockSellLinesById } = sellRows;

/** A state, remarks or cost change outside save; false when the stamp changed meanwhile. */
export const patchSell: DocumentPatcher<'state' | 'remarks' | 'totalCost'> = sellTable.patch;
