import {
  planAllocation,
  type Allocation,
  type AllocationOptions,
  type Shortage,
  type StockBalance,
} from './allocation.ts';
import { toEpochMs } from './calendar.ts';
import { Decimal, QUANTITY_SCALE, type DecimalLike } from './decimal.ts';
import { expiryWindow } from './expiry.ts';

/** One component of a Group SKU: `number` units of `skuId` per one unit of the group (§1). */
export interface KitComponent {
  readonly skuId: string;
  readonly number: DecimalLike;
}

/** A component's need against what is available. */
export interface ComponentNeed {
  readonly skuId: string;
  readonly number: Decimal;
  readonly need: Decimal;
  readonly available: Decimal;
  readonly enough: boolean;
}

export interface GroupStockCheck {
  readonly lines: ComponentNeed[];
  /** How many units of the group the stock allows: min over components of floor(available ÷ number). */
  readonly maxCount: number;
  /** The lines that fall short, for errorStr/checkStr (§7). */
  readonly shortages: ComponentNeed[];
}

/** Scope of "available": unexpired stock in all warehouses, or in the one given (§7). */
export type AvailabilityOptions = Pick<
  AllocationOptions,
  'today' | 'timeZone' | 'warehouseId' | 'allowExpired'
>;

/**
 * Unexpired stock per SKU, in all warehouses or one. e.g. `availableBySku(balances, { today, timeZone: 'UTC' }).get('sku-1')` → 12.000
 */
export function availableBySku(
  balances: readonly StockBalance[],
  options: AvailabilityOptions,
): Map<string, Decimal> {
  const { expiredBeforeMs } = expiryWindow(options.today, options.timeZone, 0);
  const totals = new Map<string, Decimal>();
  for (const b of balances) {
    if (options.warehouseId && b.warehouseId !== options.warehouseId) continue;
    const expired = b.expirationTime != null && toEpochMs(b.expirationTime) < expiredBeforeMs;
    if (expired && !options.allowExpired) continue;
    const quantity = Decimal.from(b.quantity);
    if (quantity.isPositive()) totals.set(b.skuId, (totals.get(b.skuId) ?? Decimal.ZERO).add(quantity));
  }
  return totals;
}

/** Components merged by SKU, so a component listed twice needs the sum. */
function mergeComponents(components: readonly KitComponent[]): { skuId: string; number: Decimal }[] {
  const merged = new Map<string, Decimal>();
  for (const c of components) merged.set(c.skuId, (merged.get(c.skuId) ?? Decimal.ZERO).add(c.number));
  return [...merged].map(([skuId, number]) => ({ skuId, number }));
}

/**
 * `check-group-stock` (§7): need = number × count (rounded up to 3 decimals, never under-supplied) per component.
 * e.g. `checkGroupStock([{ skuId: 'a', number: 2 }], 3, new Map([['a', 5]]))` → { maxCount: 2, shortages: [a: need 6, available 5] }
 */
export function checkGroupStock(
  components: readonly KitComponent[],
  count: DecimalLike,
  available: ReadonlyMap<string, DecimalLike>,
): GroupStockCheck {
  const lines = mergeComponents(components).map(({ skuId, number }) => {
    const need = number.mul(count, QUANTITY_SCALE, 'ceil');
    const stock = Decimal.from(available.get(skuId) ?? 0);
    return { skuId, number, need, available: stock, enough: stock.gte(need) };
  });
  return { lines, maxCount: maxGroupCount(lines), shortages: lines.filter((l) => !l.enough) };
}

function maxGroupCount(lines: readonly { number: Decimal; available: Decimal }[]): number {
  const counts = lines
    .filter((l) => l.number.isPositive())
    .map((l) => (l.available.isPositive() ? l.available.div(l.number, 0, 'floor') : Decimal.ZERO));
  if (counts.length === 0) return 0;
  return counts.reduce((min, c) => (c.lt(min) ? c : min)).toNumber();
}

export interface MaterialProposal {
  /** FEFO batches per component; `requestIndex` is the component's index in `check.lines`. */
  readonly items: Allocation[];
  readonly check: GroupStockCheck;
  /** Shortfalls in allocation terms (same as check.shortages, with wanted/available numbers). */
  readonly shortages: Shortage[];
}

/**
 * The production material proposal of `GET /yield/group-sKU/{skuId}?count` (§7): FEFO batches for each
 * component's need, as much as there is, with maxCount and the shortages.
 * e.g. `proposeProductionMaterials(components, 10, balances, { today, timeZone: 'UTC', warehouseId: 'w1' })`
 */
export function proposeProductionMaterials(
  components: readonly KitComponent[],
  count: DecimalLike,
  balances: readonly StockBalance[],
  options: AllocationOptions,
): MaterialProposal {
  const check = checkGroupStock(
    components,
    count,
    availableBySku(balances, { ...options, allowExpired: false }),
  );
  const requests = check.lines.map((l) => ({ skuId: l.skuId, count: l.need }));
  const plan = planAllocation(balances, requests, { ...options, allowExpired: false });
  return { items: plan.allocations, check, shortages: plan.shortages };
}
