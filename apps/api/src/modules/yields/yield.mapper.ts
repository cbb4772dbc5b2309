import type { ProductionOrder, StockEntryLine } from '@inventory/contracts';
import { dec, progressRate, StockType, type DocumentState, type OutState } from '@inventory/domain';
import type { SkuInfo } from '../stock/sku-lookup.repository.ts';
import type { EntryRow } from './yield-list.repository.ts';
import type { YieldItemRow, YieldRow } from './yield.repository.ts';
import { wireNumber, wireTime } from '../../db/wire-values.ts';
import { groupRows } from '../documents/group-rows.ts';

/** What the orders name, loaded by the service before they are mapped; `entries` by order id (when asked). */
export interface YieldNames {
  skus: ReadonlyMap<string, SkuInfo>;
  warehouses: ReadonlyMap<string, string>;
  entries: ReadonlyMap<string, readonly EntryRow[]>;
}

/** Orders as the wire shows them, with names, progress and (when asked) the stock movements they caused (§6a). */
export function toYieldDtos(
  rows: readonly YieldRow[],
  items: readonly YieldItemRow[],
  { skus, warehouses, entries }: YieldNames,
): ProductionOrder[] {
  const byYield = groupRows(items, (item) => item.yield_id);
  return rows.map((row) => {
    const product = skus.get(row.sku_id);
    const stockItems = (entries.get(row.id) ?? []).map((e): StockEntryLine => {
      const sku = skus.get(e.skuId);
      const quantity = dec(e.quantity);
      return {
        id: e.id,
        skuId: e.skuId,
        skuName: sku?.name ?? null,
        skuCode: sku?.code ?? null,
        batchNumber: e.batchNumber,
        attribute: sku?.attribute ?? null,
        count: quantity.abs().toNumber(),
        unit: sku?.unit ?? null,
        warehouseName: warehouses.get(e.warehouseId) ?? null,
        stockType: quantity.isNegative() ? StockType.Out : StockType.In,
        creator: e.creatorName,
        creationTime: new Date(e.time).toISOString(),
      };
    });
    return {
      id: row.id,
      number: row.number,
      skuId: row.sku_id,
      skuName: product?.name ?? null,
      skuCode: product?.code ?? null,
      attribute: product?.attribute ?? null,
      unit: product?.unit ?? null,
      creator: row.creator_name,
      count: wireNumber(row.count),
      periodOfValidity: row.period_of_validity,
      creationTime: new Date(row.creation_time).toISOString(),
      totalCost: wireNumber(row.total_cost),
      remarks: row.remarks,
      state: row.state as DocumentState,
      productTime: wireTime(row.product_time),
      expirationTime: wireTime(row.expiration_time),
      expirationDay: row.expiration_day,
      warehouseId: row.warehouse_id,
      inCount: wireNumber(row.in_count),
      rate: progressRate(String(row.in_count), String(row.count)),
      outState: row.out_state as OutState,
      submitTime: wireTime(row.submit_time),
      concurrencyStamp: row.concurrency_stamp,
      items: (byYield.get(row.id) ?? []).map((i) => {
        const sku = skus.get(i.sku_id);
        return {
          itemId: i.id,
          skuId: i.sku_id,
          skuName: sku?.name ?? null,
          skuCode: sku?.code ?? null,
          attribute: sku?.attribute ?? null,
          unit: sku?.unit ?? null,
          cost: sku ? wireNumber(sku.cost) : null,
          periodOfValidity: null,
          count: wireNumber(i.count),
          warehouseId: i.warehouse_id,
          batchNumber: i.batch_number,
          outStockCount: wireNumber(i.out_stock_count),
          rate: progressRate(String(i.out_stock_count), String(i.count)),
        };
      }),
      stockItems,
    };
  });
}
