import type { SellInvoice, SellLine, StockEntryLine } from '@inventory/contracts';
import { progressRate, type DocumentState } from '@inventory/domain';
import type { SkuInfo } from '../stock/sku-lookup.repository.ts';
import type { SellLineRow, SellRow } from './sell-invoice.repository.ts';
import { wireNumber, wireTime } from '../../db/wire-values.ts';

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
      count: wireNumber(l.count),
      price: wireNumber(l.price),
      cost: l.cost === null ? null : wireNumber(l.cost),
      batchNumber: l.batch_number,
      outCount: wireNumber(l.out_count),
      sellBatchNumber: l.sell_batch_number,
      rate: progressRate(l.out_count, l.count),
      warehouseId: l.warehouse_id,
      warehouseName: l.warehouse_id ? (warehouses.get(l.warehouse_id) ?? null) : null,
      sellTime: wireTime(l.sellTime),
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
  return rows.map((row) => {
    const mine = items.filter((_, i) => lines[i]?.invoice_id === row.id);
    return {
      id: row.id,
      number: row.number,
      creator: row.creator_name,
      totalCost: wireNumber(row.total_cost),
      totalPrice: wireNumber(row.total_price),
      discountsPrice: wireNumber(row.discounts_price),
      saleTime: wireTime(row.sell_time),
      sellTime: wireTime(row.sell_time),
      marketingChannel: row.marketing_channel,
      state: row.state as DocumentState,
      remarks: row.remarks,
      content: row.content,
      submitTime: wireTime(row.submit_time),
      creationTime: row.creation_time.toISOString(),
      concurrencyStamp: row.concurrency_stamp,
      items: mine,
      stockItems: mine.flatMap((item) => entries.get(item.itemId) ?? []),
    };
  });
}
