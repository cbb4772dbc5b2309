import { sql, type Kysely, type Selectable } from 'kysely';
import type { Schema, SellInvoiceItemsTable, SellInvoicesTable } from '../../db/schema.ts';
import { keptRead } from '../../db/transaction-reads.ts';
import type { StampChange } from '../../db/stamped-update.ts';
import { saleSnapshot, type SaleSnapshot } from '../dashboard/sales-figures.repository.ts';
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

export interface SellDelivery {
  lineId: string;
  outCount: string;
  cost: string;
  sellBatchNumber: string;
  warehouseId: string;
}

/** A sale's header change written with its lines' deliveries, while its stamp is still `expectedStamp`. */
export interface DeliveredSale {
  id: string;
  expectedStamp: string;
  state: number;
  totalCost: string;
  change: StampChange;
}

/**
 * Records deliveries on sell lines in one statement (the lines locked by this transaction, or inserted by it);
 * with `sale`, that sale's header change goes in the same statement, and the answer is whether its stamp still
 * held (business-rules §8). Without `sale`, true.
 */
export async function recordDeliveries(
  trx: Kysely<Schema>,
  deliveries: readonly SellDelivery[],
  sale?: DeliveredSale,
): Promise<boolean> {
  if (deliveries.length === 0 && !sale) return true;
  const values = sql.join(
    deliveries.map(
      (d) =>
        sql`(${d.lineId}::uuid, ${d.outCount}::numeric, ${d.cost}::numeric, ${d.sellBatchNumber}::text, ${d.warehouseId}::uuid)`,
    ),
  );
  const lines = sql`
    update sell_invoice_items as l
    set out_count = v.out_count, cost = v.cost, sell_batch_number = v.sell_batch_number, warehouse_id = v.warehouse_id
    from (values ${values}) as v (id, out_count, cost, sell_batch_number, warehouse_id)
    where l.id = v.id`;
  if (!sale) {
    await lines.execute(trx);
    return true;
  }
  const result = await sql<{ id: string }>`
    ${deliveries.length > 0 ? sql`with delivered as (${lines})` : sql``}
    update sell_invoices
    set state = ${sale.state}, total_cost = ${sale.totalCost}::numeric, concurrency_stamp = ${sale.change.stamp},
        last_modification_time = ${sale.change.time}::timestamptz, last_modifier_id = ${sale.change.modifierId}::uuid
    where id = ${sale.id}::uuid and concurrency_stamp = ${sale.expectedStamp}
    returning id`.execute(trx);
  return result.rows.length === 1;
}

/** What a delivery reads of a sale and of its lines. */
export type SellHeaderFacts = Pick<SellRow, 'id' | 'number' | 'state' | 'concurrency_stamp' | 'total_cost'>;
export type SellLineFacts = Pick<
  SellLineRow,
  'id' | 'invoice_id' | 'sku_id' | 'count' | 'out_count' | 'cost' | 'sell_batch_number'
>;

interface NewSale {
  header: SellHeaderFacts;
  lines: SellLineFacts[];
  /** What was written besides (never changed by a delivery): what the dashboard's trend counts of it. */
  written: {
    sellTime: string | null;
    submitTime: Date | null;
    totalPrice: string;
    prices: Map<string, string>;
  };
}

/**
 * Sales this transaction inserted, as written (business-rules §8): no other transaction sees them before the
 * commit, so the delivery of their lines in the same save needs neither their locks nor a read of what was just
 * written. Kept per transaction; the module's own writes keep them current.
 */
function newSales(trx: Kysely<Schema>): Map<string, NewSale> {
  return keptRead(trx, 'sell:new-sales', () => new Map<string, NewSale>());
}

/** Notes a sale (and its lines) that `trx` has just inserted, with the stamp it was written with. */
export function keepNewSale(
  trx: Kysely<Schema>,
  id: string,
  header: SellHeader,
  stamp: string,
  lines: readonly SellLine[],
): void {
  newSales(trx).set(id, {
    header: { id, number: header.number, state: header.state, concurrency_stamp: stamp, total_cost: '0.00' },
    lines: lines.map((l) => ({
      id: l.id,
      invoice_id: id,
      sku_id: l.skuId,
      count: l.count,
      out_count: '0.000',
      cost: null,
      sell_batch_number: null,
    })),
    written: {
      sellTime: header.sellTime,
      submitTime: header.submitTime,
      totalPrice: header.totalPrice,
      prices: new Map(lines.map((l) => [l.id, l.price])),
    },
  });
}

/**
 * What the dashboard's sales trend counts of a sale this transaction inserted (ADR 052): the trend's own
 * `saleSnapshot` of what was written and what its delivery recorded since, as `readSales` would read it back.
 * Undefined for any other sale, or one changed outside the writes this module keeps (`patchSell` forgets it).
 */
export function writtenSaleFigures(
  trx: Kysely<Schema>,
  tenantId: string,
  id: string,
): SaleSnapshot | undefined {
  const kept = newSale(trx, id);
  if (!kept) return undefined;
  const { header, lines, written } = kept;
  const saleTime = written.sellTime ?? written.submitTime;
  return saleSnapshot(
    {
      tenantId,
      state: header.state,
      saleTime: saleTime === null ? null : new Date(saleTime),
      totalPrice: written.totalPrice,
      totalCost: String(header.total_cost),
    },
    lines.map((line) => ({
      skuId: line.sku_id,
      count: line.count,
      price: written.prices.get(line.id) ?? '0',
      cost: line.cost,
    })),
  );
}

/**
 * The named lines with their sales when every one is a line of a sale this transaction inserted (lines ordered
 * by id, as a lock would read them); undefined otherwise (the caller reads and locks them).
 */
export function newSaleLines(
  trx: Kysely<Schema>,
  lineIds: readonly string[],
): { sales: NewSale[]; lines: SellLineFacts[] } | undefined {
  if (!trx.isTransaction) return undefined;
  const byLine = new Map<string, { sale: NewSale; line: SellLineFacts }>();
  for (const sale of newSales(trx).values())
    for (const line of sale.lines) byLine.set(line.id.toLowerCase(), { sale, line });
  const found = lineIds.map((id) => byLine.get(id.toLowerCase()));
  if (found.length === 0 || found.some((f) => f === undefined)) return undefined;
  const sales = [...new Set(found.map((f) => f!.sale))].sort((a, b) => (a.header.id < b.header.id ? -1 : 1));
  const lines = found.map((f) => f!.line).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { sales, lines };
}

/** A sale this transaction inserted, with every line (undefined for any other sale). */
export function newSale(trx: Kysely<Schema>, id: string): NewSale | undefined {
  return trx.isTransaction ? newSales(trx).get(id) : undefined;
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

/**
 * A state, remarks or cost change outside save; false when the stamp changed meanwhile. A sale this transaction
 * inserted is no longer kept as written (the delivery notes its own change itself).
 */
export const patchSell: DocumentPatcher<'state' | 'remarks' | 'totalCost'> = (
  trx,
  id,
  expectedStamp,
  patch,
) => {
  if (trx.isTransaction) newSales(trx).delete(id);
  return sellTable.patch(trx, id, expectedStamp, patch);
};

/** The same change for a delivery, which keeps what it wrote of a sale this transaction inserted. */
export const patchDeliveredSell: DocumentPatcher<'state' | 'remarks' | 'totalCost'> = sellTable.patch;
