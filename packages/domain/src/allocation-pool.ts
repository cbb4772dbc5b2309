import { toEpochMs, type Instant } from './calendar.ts';
import { Decimal, QUANTITY_SCALE, type DecimalLike } from './decimal.ts';

/** One batch in one warehouse, as the stock table holds it. */
export interface StockBalance {
  readonly skuId: string;
  readonly warehouseId: string;
  readonly batchNumber: string;
  readonly quantity: DecimalLike;
  readonly cost: DecimalLike;
  readonly producedTime?: Instant | null;
  readonly expirationTime?: Instant | null;
  readonly stockInTime: Instant;
}

/** A balance prepared for allocation: sort keys in ms and the quantity left in scaled units. */
export interface PoolEntry {
  readonly balance: StockBalance;
  readonly expirationMs: number;
  readonly producedMs: number;
  readonly stockInMs: number;
  readonly expired: boolean;
  left: bigint;
}

/** A pool of stock per SKU, each list in FEFO order, with a cursor past the exhausted head. */
export interface Pool {
  readonly bySku: Map<string, PoolEntry[]>;
  readonly heads: Map<string, number>;
}

/** Quantity as units at 3 decimals; a finer one is a broken invariant the boundary should have refused. e.g. `quantityUnits('1.5')` → 1500n */
export function quantityUnits(value: DecimalLike): bigint {
  const quantity = Decimal.from(value);
  if (quantity.decimals() > QUANTITY_SCALE)
    throw new RangeError(`Quantity has more than 3 decimals: ${quantity}`);
  return quantity.round(QUANTITY_SCALE).units;
}

function optionalMs(instant: Instant | null | undefined): number {
  return instant === null || instant === undefined ? Number.POSITIVE_INFINITY : toEpochMs(instant);
}

/**
 * FEFO (§5): earliest expiration (none last), then produced (none last), then stock-in; ties by batch and
 * warehouse for determinism. e.g. `entries.sort(compareFefo)`
 */
export function compareFefo(a: PoolEntry, b: PoolEntry): number {
  return (
    compareNumbers(a.expirationMs, b.expirationMs) ||
    compareNumbers(a.producedMs, b.producedMs) ||
    compareNumbers(a.stockInMs, b.stockInMs) ||
    compareStrings(a.balance.batchNumber, b.balance.batchNumber) ||
    compareStrings(a.balance.warehouseId, b.balance.warehouseId)
  );
}

function compareNumbers(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

function compareStrings(a: string, b: string): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

/** Builds the pool; empty rows are left out, `expiredBeforeMs` is the start of today. e.g. `buildPool(balances, window.expiredBeforeMs)` */
export function buildPool(balances: readonly StockBalance[], expiredBeforeMs: number): Pool {
  const bySku = new Map<string, PoolEntry[]>();
  for (const balance of balances) {
    const left = quantityUnits(balance.quantity);
    if (left <= 0n) continue;
    const expirationMs = optionalMs(balance.expirationTime);
    const entry: PoolEntry = {
      balance,
      expirationMs,
      producedMs: optionalMs(balance.producedTime),
      stockInMs: toEpochMs(balance.stockInTime),
      expired: expirationMs < expiredBeforeMs,
      left,
    };
    const list = bySku.get(balance.skuId);
    if (list) list.push(entry);
    else bySku.set(balance.skuId, [entry]);
  }
  for (const list of bySku.values()) list.sort(compareFefo);
  return { bySku, heads: new Map() };
}

/** The SKU's entries in FEFO order from the first one still holding stock. e.g. `const { list, start } = liveEntries(pool, 'sku-1')` */
export function liveEntries(pool: Pool, skuId: string): { list: readonly PoolEntry[]; start: number } {
  const list = pool.bySku.get(skuId) ?? [];
  let start = pool.heads.get(skuId) ?? 0;
  while (start < list.length && (list[start]?.left ?? 0n) === 0n) start++;
  pool.heads.set(skuId, start);
  return { list, start };
}
