import type { SellInvoice, SellLine, StockEntryLine } from '@inventory/contracts';
import { progressRate, type DocumentState } from '@inventory/domain';
import type { SkuInfo } from '../stock/sku-lookup.repository.ts';
import type { SellLineRow, SellRow } from './sell-invoice.repository.ts';
import { fastWireNumber, wireTimes } from '../../db/wire-values.ts';
import { groupRows } from '../documents/group-rows.ts';

/** What the lines name, loaded by the service before they are mapped. */
export interface SellNames {
  skus: ReadonlyMap<string, SkuInfo>;
  warehouses: ReadonlyMap<string, string>;
}

/** Lines as the wire shows them: names, delivered quantity, batches and cost (§6a). */
export function toSellLines(
  lines: readonly (SellLineRow & { sellTime: Date | null })[],
  { skus, warehouses }: SellNames,
): SellLine[] {
  const time = wireTimes();
  return lines.map((l) => {
    const sku = skus.get(l.sku_id);
    return {
      itemId: l.id,
      skuId: l.sku_id,
      skuName: sku?.name ?? null,
      skuCode: sku?.code ?? null,
      unit: sku?.unit ?? null,
      attribute: sku?.attribute ?? null,
      marketingChannel: l.marketing_channel,
      count: fastWireNumber(String(l.count)),
      price: fastWireNumber(String(l.price)),
      cost: l.cost === null ? null : fastWireNumber(String(l.cost)),
      batchNumber: l.batch_number,
      outCount: fastWireNumber(String(l.out_count)),
      sellBatchNumber: l.sell_batch_number,
      rate: progressRate(l.out_count, l.count),
      warehouseId: l.warehouse_id,
      warehouseName: l.warehouse_id ? (warehouses.get(l.warehouse_id) ?? null) : null,
      sellTime: time(l.sellTime),
      creationTime: l.creation_time.toISOString(),
    };
  });
}

/** Documents as the wire shows them, with their lines and the stock entries that delivered them (by line id). */
export function toSellDtos(
  rows: readonly SellRow[],
  lines: readonly SellLineRow[],
  names: SellNames & { entries: ReadonlyMap<string, StockEntryLine[]> },
): SellInvoice[] {
  const timeOf = new Map(rows.map((r) => [r.id, r.sell_time]));
  const items = toSellLines(
    lines.map((l) => ({ ...l, sellTime: timeOf.get(l.invoice_id) ?? null })),
    names,
  );
  const { entries } = names;
  // The answered lines by document, in the order read (each line was filtered once per document of the page).
  const byInvoice = groupRows(
    items.map((item, i) => ({ item, invoiceId: lines[i]?.invoice_id })),
    (line) => line.invoiceId,
  );
  const time = wireTimes();
  return rows.map((row) => {
    const mine = (byInvoice.get(row.id) ?? []).map((line) => line.item);
    return {
      id: row.id,
      number: row.number,
      creator: row.creator_name,
      totalCost: fastWireNumber(String(row.total_cost)),
      totalPrice: fastWireNumber(String(row.total_price)),
      discountsPrice: fastWireNumber(String(row.discounts_price)),
      saleTime: time(row.sell_time),
      sellTime: time(row.sell_time),
      marketingChannel: row.marketing_channel,
      state: row.state as DocumentState,
      remarks: row.remarks,
      content: row.content,
      submitTime: time(row.submit_time),
      creationTime: row.creation_time.toISOString(),
      concurrencyStamp: row.concurrency_stamp,
      items: mine,
      stockItems: mine.flatMap((item) => entries.get(item.itemId) ?? []),
    };
  });
}
