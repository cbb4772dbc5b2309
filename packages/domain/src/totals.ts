import { Decimal, MONEY_SCALE, PRICE_SCALE, type DecimalLike } from './decimal.ts';
import { domainError, err, ok, type DomainError, type Result } from './result.ts';

/** A priced line: ordered `count` (≤ 3 decimals) at unit `price` (≤ 4 decimals). */
export interface PricedLine {
  readonly count: DecimalLike;
  readonly price: DecimalLike;
}

/** A quantity taken from one batch at that batch's unit cost. */
export interface ConsumedBatch {
  readonly count: DecimalLike;
  readonly cost: DecimalLike;
}

export interface SellTotals {
  /** Σ line totals before the discount. */
  readonly subtotal: Decimal;
  readonly discountsPrice: Decimal;
  /** subtotal − discount: the invoice's `totalPrice`. */
  readonly totalPrice: Decimal;
}

export type InvalidDiscountError = DomainError<
  'Inventory:InvalidDiscount',
  { discountsPrice: string; subtotal: string }
>;

/** count × price, rounded half-up to money (§2). e.g. `lineTotal('3', '0.3333').toString()` → "1.00" */
export function lineTotal(count: DecimalLike, price: DecimalLike): Decimal {
  return Decimal.from(count).mul(price, MONEY_SCALE);
}

/** Σ rounded line totals, so the lines shown always add up to the total. e.g. `purchaseTotal([{ count: 2, price: '1.005' }])` → 2.01 */
export function purchaseTotal(lines: readonly PricedLine[]): Decimal {
  return Decimal.sum(lines.map((line) => lineTotal(line.count, line.price))).round(MONEY_SCALE);
}

/**
 * Σ line totals − discount; the discount must lie in 0..Σ line totals (§2).
 * e.g. `sellTotals([{ count: 1, price: 10 }], '2.5')` → ok { subtotal 10.00, discountsPrice 2.50, totalPrice 7.50 }
 */
export function sellTotals(
  lines: readonly PricedLine[],
  discountsPrice: DecimalLike = 0,
): Result<SellTotals, InvalidDiscountError> {
  const subtotal = purchaseTotal(lines);
  const discount = Decimal.from(discountsPrice);
  if (discount.isNegative() || discount.gt(subtotal) || discount.decimals() > MONEY_SCALE) {
    return err(
      domainError('Inventory:InvalidDiscount', {
        discountsPrice: discount.toString(),
        subtotal: subtotal.toString(),
      }),
    );
  }
  const rounded = discount.round(MONEY_SCALE);
  return ok({ subtotal, discountsPrice: rounded, totalPrice: subtotal.sub(rounded) });
}

/** Money is stored as NUMERIC(18, 2): an amount must stay below 10^16 in magnitude (§2). */
export const MONEY_LIMIT = Decimal.fromUnits(10n ** 16n, 0);

/** Whether a money amount can be stored. e.g. `fitsMoney('9999999999999999.99')` → true, `fitsMoney(1e16)` → false */
export function fitsMoney(amount: DecimalLike): boolean {
  return Decimal.from(amount).abs().lt(MONEY_LIMIT);
}

/** count × unit cost of one consumed batch, rounded half-up to money. e.g. `batchCost({ count: 2, cost: '1.2345' })` → 2.47 */
export function batchCost(consumed: ConsumedBatch): Decimal {
  return Decimal.from(consumed.count).mul(consumed.cost, MONEY_SCALE);
}

/** Σ batch costs of what was consumed (sell `totalCost`, production material cost). e.g. `totalCost([{ count: 1, cost: 2 }])` → 2.00 */
export function totalCost(consumed: readonly ConsumedBatch[]): Decimal {
  return Decimal.sum(consumed.map(batchCost)).round(MONEY_SCALE);
}

/** Unit cost of a produced batch = material cost ÷ count, at price scale (§6). e.g. `unitCost('10.00', 3)` → 3.3333 */
export function unitCost(materialCost: DecimalLike, count: DecimalLike): Decimal {
  const quantity = Decimal.from(count);
  if (!quantity.isPositive()) return Decimal.fromUnits(0n, PRICE_SCALE);
  return Decimal.from(materialCost).div(quantity, PRICE_SCALE);
}

/**
 * Progress done ÷ ordered as a number in 0..1, 4 decimals; nothing ordered counts as 0 (§2).
 * e.g. `progressRate(1, 3)` → 0.3333
 */
export function progressRate(done: DecimalLike, ordered: DecimalLike): number {
  const total = Decimal.from(ordered);
  if (!total.isPositive()) return 0;
  const rate = Decimal.from(done).div(total, 4);
  if (rate.isNegative()) return 0;
  return rate.gt(1) ? 1 : rate.toNumber();
}

/** Progress of a whole document: Σ done ÷ Σ ordered. e.g. `documentRate([{ count: 2, done: 1 }, { count: 2, done: 2 }])` → 0.75 */
export function documentRate(lines: readonly { count: DecimalLike; done: DecimalLike }[]): number {
  return progressRate(Decimal.sum(lines.map((l) => l.done)), Decimal.sum(lines.map((l) => l.count)));
}
