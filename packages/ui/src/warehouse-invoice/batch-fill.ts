import { Decimal, planAllocation, type StockBalance } from '@inventory/domain';
import { checkDecimalText } from '../kit/decimal-text.ts';

/** One batch of the line's SKU in the invoice's warehouse, as the stock list shows it. */
export interface PickerBatch {
  batchNumber: string;
  count: number;
  producedTime: string | null;
  expirationTime: string | null;
}

/** A count taken from one named batch, as typed. */
export interface BatchPick {
  batchNumber: string;
  count: string;
}

/** The typed text as a quantity, or zero while it is empty or not a number yet. */
export function typedCount(text: string | undefined): Decimal {
  const checked = checkDecimalText(text ?? '', 'quantity');
  return checked.ok && checked.value !== '' ? Decimal.from(checked.value) : Decimal.ZERO;
}

/** What the batches hold less what other lines of the same SKU already take from them. */
export function leftAfter(
  batches: readonly PickerBatch[],
  takenElsewhere: readonly BatchPick[],
): PickerBatch[] {
  return batches.map((batch) => {
    const taken = Decimal.sum(
      takenElsewhere.filter((p) => p.batchNumber === batch.batchNumber).map((p) => typedCount(p.count)),
    );
    return { ...batch, count: Decimal.max(0, Decimal.from(batch.count).sub(taken)).toNumber() };
  });
}

export interface FefoFill {
  picks: BatchPick[];
  /** How much of the wanted count no unexpired batch could give (zero when it all fits). */
  short: Decimal;
}

/**
 * The batches first-expiry-first gives for `wanted` (packages/domain's allocation, the server's own rule §5):
 * earliest expiry first, expired batches never; what is still missing is reported, not refused.
 * e.g. `fefoFill(batches, '120', { skuId, warehouseId, today, timeZone })` → `{ picks: [{ batchNumber: 'A', count: '100' }, …], short: 0 }`
 */
export function fefoFill(
  batches: readonly PickerBatch[],
  wanted: string,
  scope: { skuId: string; warehouseId: string; today: Date; timeZone: string },
): FefoFill {
  const count = typedCount(wanted);
  if (!count.isPositive()) return { picks: [], short: Decimal.ZERO };
  const balances: StockBalance[] = batches.map((batch) => ({
    skuId: scope.skuId,
    warehouseId: scope.warehouseId,
    batchNumber: batch.batchNumber,
    quantity: batch.count,
    cost: 0,
    producedTime: batch.producedTime,
    expirationTime: batch.expirationTime,
    // The stock-in time breaks ties after expiry and production; the list does not carry it.
    stockInTime: batch.producedTime ?? 0,
  }));
  const plan = planAllocation(balances, [{ skuId: scope.skuId, count }], {
    today: scope.today,
    timeZone: scope.timeZone,
    warehouseId: scope.warehouseId,
  });
  const shortage = plan.shortages[0];
  return {
    picks: plan.allocations.map((a) => ({
      batchNumber: a.batchNumber,
      count: a.count.normalize().toString(),
    })),
    short: shortage ? Decimal.from(shortage.wanted).sub(shortage.available) : Decimal.ZERO,
  };
}

export interface PickProgress {
  selected: Decimal;
  /** Still to choose (zero once everything is chosen). */
  remaining: Decimal;
  /** Chosen beyond the wanted count. */
  over: Decimal;
}

/** Selected against wanted, as the picker shows it while it fills. */
export function pickProgress(wanted: string, picks: readonly BatchPick[]): PickProgress {
  const selected = Decimal.sum(picks.map((p) => typedCount(p.count)));
  const diff = typedCount(wanted).sub(selected);
  return {
    selected,
    remaining: Decimal.max(0, diff),
    over: Decimal.max(0, diff.neg()),
  };
}

/** One SKU the invoice wants more of than the warehouse's batches can give. */
export interface SkuShortage {
  skuId: string;
  wanted: Decimal;
  available: Decimal;
}

/**
 * Every SKU whose lines want more than the warehouse holds of it, at once: unexpired batches count, and an expired
 * one only where the invoice may take it (a write-off) and a line chose it by hand.
 */
export function skuShortages(
  lines: readonly { skuId: string | null; count: string; picks: readonly BatchPick[] }[],
  batchesOf: (skuId: string) => readonly PickerBatch[] | undefined,
  isExpired: (batch: PickerBatch) => boolean,
  allowExpired: boolean,
): SkuShortage[] {
  const wanted = new Map<string, Decimal>();
  for (const line of lines)
    if (line.skuId)
      wanted.set(line.skuId, (wanted.get(line.skuId) ?? Decimal.ZERO).add(typedCount(line.count)));
  return [...wanted].flatMap(([skuId, count]) => {
    const batches = batchesOf(skuId);
    if (!batches) return [];
    const usable = batches.filter((batch) => !isExpired(batch));
    const expiredPicked = allowExpired
      ? batches.filter(isExpired).map((batch) => {
          const picked = Decimal.sum(
            lines
              .filter((line) => line.skuId === skuId)
              .flatMap((line) => line.picks.filter((p) => p.batchNumber === batch.batchNumber))
              .map((p) => typedCount(p.count)),
          );
          return Decimal.min(picked, batch.count);
        })
      : [];
    const available = Decimal.sum([...usable.map((b) => b.count), ...expiredPicked]);
    return count.gt(available) ? [{ skuId, wanted: count, available }] : [];
  });
}
