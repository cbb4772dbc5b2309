import type { StockEntryLine, StockType } from '@inventory/contracts';
import type { Kysely } from 'kysely';
import { anyId } from '../../db/id-array.ts';
import { fastWireNumber, wireTimes } from '../../db/wire-values.ts';
import type { Schema } from '../../db/schema.ts';
import { findSkuInfos } from '../stock/sku-lookup.repository.ts';
import { groupRows } from '../documents/group-rows.ts';

/**
 * The stock movements documents caused, as "stock entry lines": the lines of finished warehouse invoices naming
 * one of `lineIds` (business-rules §6), grouped by the line they serve. Purchase and sell share it.
 */
export async function stockEntriesByLine(
  trx: Kysely<Schema>,
  lineIds: readonly string[],
): Promise<Map<string, StockEntryLine[]>> {
  if (lineIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('warehouse_invoice_items as wi')
    .innerJoin('warehouse_invoices as w', 'w.id', 'wi.invoice_id')
    .innerJoin('warehouses as h', 'h.id', 'w.warehouse_id')
    .select([
      'wi.id',
      'wi.item_id as itemId',
      'wi.sku_id as skuId',
      'wi.batch_number as batchNumber',
      'wi.count',
      'w.stock_type as stockType',
      'w.creator_name as creator',
      'w.creation_time as creationTime',
      'h.name as warehouseName',
    ])
    .where(anyId('wi.item_id', lineIds))
    .where('w.state', '=', 2)
    .orderBy('w.creation_time')
    .orderBy('wi.line_no')
    .execute();
  const skus = await findSkuInfos(
    trx,
    rows.map((r) => r.skuId),
  );
  // ADR 044's proven shortcuts, as the list mappers use them (ADR 067): the same numbers and texts.
  const time = wireTimes();
  const entryOf = (r: (typeof rows)[number]): StockEntryLine => {
    const sku = skus.get(r.skuId);
    return {
      id: r.id,
      skuId: r.skuId,
      skuName: sku?.name ?? null,
      skuCode: sku?.code ?? null,
      batchNumber: r.batchNumber,
      attribute: sku?.attribute ?? null,
      count: fastWireNumber(String(r.count)),
      unit: sku?.unit ?? null,
      warehouseName: r.warehouseName,
      stockType: r.stockType as StockType,
      creator: r.creator,
      creationTime: time(r.creationTime)!,
    };
  };
  const byLine = groupRows(rows, (r) => r.itemId ?? '');
  return new Map([...byLine].map(([key, group]) => [key, group.map(entryOf)]));
}
