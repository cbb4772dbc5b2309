import type { Allocation } from './allocation.ts';
import { Decimal, QUANTITY_SCALE, type DecimalLike } from './decimal.ts';
import { domainError, err, ok, type DomainError, type Result } from './result.ts';

/** Where stock sits: one batch of one SKU in one warehouse. */
export type StockKey = {
  readonly skuId: string;
  readonly warehouseId: string;
  readonly batchNumber: string;
};

/** A stock row's quantity. */
export interface LedgerBalance extends StockKey {
  readonly quantity: DecimalLike;
}

/** One ledger entry: a signed change (+ in, − out); a Move's destination names its source batch. */
export interface StockMovement extends StockKey {
  readonly quantity: DecimalLike;
  readonly correlationBatchNumber?: string | null;
}

export type NegativeStockError = DomainError<
  'Inventory:NegativeStock',
  StockKey & { quantity: number; change: number }
>;
export type StockNotEmptyError = DomainError<'Inventory:StockNotEmpty', StockKey & { quantity: number }>;

/** e.g. `stockKey({ skuId: 's', warehouseId: 'w', batchNumber: 'b' })` → 's\u0000w\u0000b' */
export function stockKey(key: StockKey): string {
  return `${key.skuId}\u0000${key.warehouseId}\u0000${key.batchNumber}`;
}

/**
 * Applies movements atomically: stock never goes negative, and if one movement would, nothing changes (§1, §8).
 * Rows come back in input order, new rows after, quantities at 3 decimals.
 * e.g. `applyMovements([{ …key, quantity: 5 }], [{ …key, quantity: -2 }])` → ok([{ …key, quantity: 3.000 }])
 */
export function applyMovements(
  balances: readonly LedgerBalance[],
  movements: readonly StockMovement[],
): Result<(StockKey & { quantity: Decimal })[], NegativeStockError> {
  const rows = new Map<string, StockKey & { quantity: Decimal }>();
  for (const b of balances) rows.set(stockKey(b), { ...keyOf(b), quantity: quantityOf(b.quantity) });
  for (const movement of movements) {
    const key = stockKey(movement);
    const current = rows.get(key)?.quantity ?? quantityOf(0);
    const next = current.add(quantityOf(movement.quantity));
    if (next.isNegative()) return err(negativeStock(movement, current));
    rows.set(key, { ...keyOf(movement), quantity: next });
  }
  return ok([...rows.values()]);
}

function keyOf(key: StockKey): StockKey {
  return { skuId: key.skuId, warehouseId: key.warehouseId, batchNumber: key.batchNumber };
}

function quantityOf(value: DecimalLike): Decimal {
  return Decimal.from(value).round(QUANTITY_SCALE);
}

function negativeStock(movement: StockMovement, current: Decimal): NegativeStockError {
  return domainError('Inventory:NegativeStock', {
    ...keyOf(movement),
    quantity: current.toNumber(),
    change: Decimal.from(movement.quantity).toNumber(),
  });
}

/** Ledger entries taking allocated stock out. e.g. `outMovements(allocations)` → [{ …, quantity: -2.000 }] */
export function outMovements(allocations: readonly Allocation[]): StockMovement[] {
  return allocations.map((a) => ({ ...keyOf(a), quantity: a.count.neg() }));
}

/**
 * A Move: out of the source, in to the destination under the same batch number, noting the source (§3).
 * e.g. `moveMovements(allocations, 'w2')` → [out of w1, into w2, …]
 */
export function moveMovements(allocations: readonly Allocation[], toWarehouseId: string): StockMovement[] {
  return allocations.flatMap((a) => [
    { ...keyOf(a), quantity: a.count.neg() },
    { ...keyOf(a), warehouseId: toWarehouseId, quantity: a.count, correlationBatchNumber: a.batchNumber },
  ]);
}

/** `DELETE /stock` removes zero rows only (§6). e.g. `checkStockRowRemovable({ …key, quantity: 0 })` → ok */
export function checkStockRowRemovable(row: LedgerBalance): Result<void, StockNotEmptyError> {
  const quantity = Decimal.from(row.quantity);
  if (quantity.isZero()) return ok(undefined);
  return err(domainError('Inventory:StockNotEmpty', { ...keyOf(row), quantity: quantity.toNumber() }));
}
