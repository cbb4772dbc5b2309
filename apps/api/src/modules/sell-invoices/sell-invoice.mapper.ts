import type { SellInvoice, SellLine } from '@inventory/contracts';
import { dec, progressRate, type DocumentState } from '@inventory/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { stockEntriesByLine } from '../purchase-invoices/stock-entries.repository.ts';
import { findSkuInfos, findWarehouseNames } from '../stock/sku-lookup.repository.ts';
import { findSellLines, type SellLineRow, type SellRow } from './sell-invoice.repository.ts';

const num = (value: string | number) => dec(String(value)).toNumber();
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Lines as the wire shows them: names, delivered quantity, batches and cost (§6a). */
export async function toSellLines(
  trx: Kysely<Schema>,
  lines: readonly (SellLineRow & { sellTime: Date | null })[],
): Promise<SellLine[]> {
  const [skus, warehouses] = await Promise.all([
    findSkuInfos(
      trx,
      lines.map((l) => l.sku_id),
    ),
    findWarehouseNames(
      trx,
      lines.flatMap((l) => (l.warehouse_id ? [l.warehouse_id] : [])),
    ),
  ]);
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
      count: num(l.count),
      price: num(l.price),
      cost: l.cost === null ? null : num(l.cost),
      batchNumber: l.batch_number,
      outCount: num(l.out_count),
      sellBatchNumber: l.sell_batch_number,
      rate: progressRate(l.out_count, l.count),
      warehouseId: l.warehouse_id,
      warehouseName: l.warehouse_id ? (warehouses.get(l.warehouse_id) ?? null) : null,
      sellTime: iso(l.sellTime),
      creationTime: l.creation_time.toISOString(),
    };
  });
}

export async function toSellDtos(trx: Kysely<Schema>, rows: readonly SellRow[]): Promise<SellInvoice[]> {
  const lines = await findSellLines(
    trx,
    rows.map((r) => r.id),
  );
  const timeOf = new Map(rows.map((r) => [r.id, r.sell_time]));
  const [items, entries] = await Promise.all([
    toSellLines(
      trx,
      lines.map((l) => ({ ...l, sellTime: timeOf.get(l.invoice_id) ?? null })),
    ),
    stockEntriesByLine(
      trx,
      lines.map((l) => l.id),
    ),
  ]);
  return rows.map((row) => {
    const mine = items.filter((_, i) => lines[i]?.invoice_id === row.id);
    return {
      id: row.id,
      number: row.number,
      creator: row.creator_name,
      totalCost: num(row.total_cost),
      totalPrice: num(row.total_price),
      discountsPrice: num(row.discounts_price),
      saleTime: iso(row.sell_time),
      sellTime: iso(row.sell_time),
      marketingChannel: row.marketing_channel,
      state: row.state as DocumentState,
      remarks: row.remarks,
      content: row.content,
      submitTime: iso(row.submit_time),
      creationTime: row.creation_time.toISOString(),
      concurrencyStamp: row.concurrency_stamp,
      items: mine,
      stockItems: mine.flatMap((item) => entries.get(item.itemId) ?? []),
    };
  });
}
