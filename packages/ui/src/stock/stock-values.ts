import { ExpirationStatus, enumName, type StockBatch, type StockSummary } from '@inventory/contracts';
import { calendarDate, daysBetween, Decimal, MONEY_SCALE } from '@inventory/domain';
import type { ExpiryStatus } from '../feedback/status-badge.tsx';

/** A status from the wire (0, 1, 2) as the badge's name; an unknown value reads as Normal. */
export function expiryName(status: number): ExpiryStatus {
  return (enumName(ExpirationStatus, status) as ExpiryStatus | undefined) ?? 'Normal';
}

/**
 * A batch's cost value: its count × its own unit cost (received stock is valued at what was paid, ADR 008),
 * the SKU's standard cost when the batch has none; exact, money places.
 */
export function batchValue(batch: Pick<StockBatch, 'count' | 'cost'>, skuCost?: number | null): Decimal {
  return Decimal.from(batch.count)
    .mul(batch.cost ?? skuCost ?? 0)
    .round(MONEY_SCALE);
}

/** A row's cost value: the sum of its batches' when they were asked for, else count × standard cost. */
export function rowValue(row: Pick<StockSummary, 'count' | 'cost' | 'items'>): Decimal {
  if (row.items.length === 0)
    return Decimal.from(row.count)
      .mul(row.cost ?? 0)
      .round(MONEY_SCALE);
  return Decimal.sum(row.items.map((batch) => batchValue(batch, row.cost)));
}

export interface StockTotals {
  count: Decimal;
  value: Decimal;
  rows: number;
}

/** Count and cost value of the rows shown, summed exactly. */
export function stockTotals(rows: readonly StockSummary[]): StockTotals {
  return {
    count: Decimal.sum(rows.map((row) => row.count)),
    value: Decimal.sum(rows.map(rowValue)),
    rows: rows.length,
  };
}

/**
 * Whole days from today to the expiry date, both as calendar days in the tenant's zone (business-rules §2, §4):
 * 0 = expires today, negative = expired that many days ago, null = no expiry date.
 */
export function daysLeft(
  expirationTime: string | null | undefined,
  today: Date,
  timeZone: string,
): number | null {
  if (!expirationTime) return null;
  return daysBetween(calendarDate(today, timeZone), calendarDate(expirationTime, timeZone));
}

/** The warehouses where every batch of the row is empty: its stock row there may be deleted. */
export function emptyWarehouses(row: Pick<StockSummary, 'items'>): { id: string; name: string }[] {
  const byWarehouse = new Map<string, { name: string; empty: boolean }>();
  for (const batch of row.items) {
    const entry = byWarehouse.get(batch.warehouseId) ?? { name: batch.warehouse ?? '', empty: true };
    entry.empty &&= Decimal.from(batch.count).isZero();
    byWarehouse.set(batch.warehouseId, entry);
  }
  return [...byWarehouse].filter(([, entry]) => entry.empty).map(([id, entry]) => ({ id, name: entry.name }));
}

/**
 * The batches a row's panel shows: those answered, and when the row was answered with its first batches only (ADR
 * 062, held batches) the empty ones of its empty warehouses from the complete row, so that they can be deleted.
 */
export function batchesShown(
  row: Pick<StockSummary, 'items' | 'moreBatches'>,
  complete: Pick<StockSummary, 'items'> | undefined,
  empties: readonly { id: string }[],
): StockBatch[] {
  if (row.moreBatches === undefined || !complete || empties.length === 0) return row.items;
  const empty = new Set(empties.map((w) => w.id));
  return [...row.items, ...complete.items.filter((b) => empty.has(b.warehouseId))];
}

/** A zero row and whether it may be hidden: no stock anywhere it was read. */
export const isZeroRow = (row: Pick<StockSummary, 'count'>) => Decimal.from(row.count).isZero();

export interface WarehouseStock {
  warehouseId: string;
  warehouse: string;
  skus: number;
  count: Decimal;
  value: Decimal;
  nearExpiry: number;
  expired: number;
}

/** Per warehouse (in order of first appearance): SKUs held, count, cost value and batches near or past expiry. */
export function stockByWarehouse(rows: readonly StockSummary[]): WarehouseStock[] {
  const result = new Map<string, WarehouseStock & { skuIds: Set<string> }>();
  for (const row of rows)
    for (const batch of row.items) {
      const entry = result.get(batch.warehouseId) ?? {
        warehouseId: batch.warehouseId,
        warehouse: batch.warehouse ?? '',
        skus: 0,
        skuIds: new Set<string>(),
        count: Decimal.from(0),
        value: Decimal.from(0),
        nearExpiry: 0,
        expired: 0,
      };
      const live = !Decimal.from(batch.count).isZero();
      if (live) entry.skuIds.add(row.skuId);
      entry.skus = entry.skuIds.size;
      entry.count = entry.count.add(batch.count);
      entry.value = entry.value.add(batchValue(batch, row.cost));
      if (live && batch.expirationType === ExpirationStatus.NearExpiry) entry.nearExpiry += 1;
      if (live && batch.expirationType === ExpirationStatus.Expired) entry.expired += 1;
      result.set(batch.warehouseId, entry);
    }
  return [...result.values()].map(({ skuIds: _ids, ...entry }) => entry);
}
