import { Decimal } from '@inventory/domain';
import { checkDecimalText } from '../kit/decimal-text.ts';
import type { SellLineValues } from './sell-form-values.ts';

/** One batch that would serve an Out, first to expire first (`GET /stock/stock/{SKUId}`). */
export interface CheckedBatch {
  batchNumber: string | null;
  count: number;
  expirationTime: string | null;
  warehouse: string | null;
}

/** What the stock can give one SKU of a sale, answered by the app (or a story's mock server). */
export interface StockCheck {
  /** The SKU's name, for the shortage list. */
  skuName: string;
  /** Unexpired stock that can serve the sale: in the chosen warehouse, or everywhere when none is chosen. */
  available: number;
  /** The batches FEFO would take for the whole wanted count, in order; empty when there is not enough. */
  batches: CheckedBatch[];
  /** The other warehouses' stock of the SKU, asked for only when the chosen one is short. */
  elsewhere: { warehouse: string; count: number }[];
}

/** Checks one SKU for a wanted count in a warehouse (null = every warehouse). */
export type CheckStock = (skuId: string, count: string, warehouseId: string | null) => Promise<StockCheck>;

/** A line's count, exact, or null while it is empty or not a number yet. */
function typedCount(line: SellLineValues): Decimal | null {
  const checked = checkDecimalText(line.count, 'quantity');
  if (!checked.ok || checked.value === '') return null;
  const count = Decimal.from(checked.value);
  return count.isPositive() ? count : null;
}

/** What the sale wants of each SKU, over the lines that leave the batch to FEFO (a named batch is the server's). */
export function stockNeeds(lines: readonly SellLineValues[]): Map<string, Decimal> {
  const needs = new Map<string, Decimal>();
  for (const line of lines) {
    const count = typedCount(line);
    if (!line.skuId || !count || line.batchNumber.trim() !== '') continue;
    needs.set(line.skuId, (needs.get(line.skuId) ?? Decimal.ZERO).add(count));
  }
  return needs;
}

/** The batches one line would take: the SKU's FEFO batches handed out to its lines in order. */
export function linePreviews(lines: readonly SellLineValues[], checks: ReadonlyMap<string, StockCheck>) {
  const left = new Map<string, { batch: CheckedBatch; left: Decimal }[]>();
  return lines.map((line) => {
    const count = typedCount(line);
    const check = line.skuId ? checks.get(line.skuId) : undefined;
    if (!line.skuId || !count || !check || line.batchNumber.trim() !== '' || check.batches.length === 0)
      return [];
    const queue =
      left.get(line.skuId) ??
      check.batches.map((batch) => ({ batch, left: Decimal.from(String(batch.count)) }));
    left.set(line.skuId, queue);
    const taken: CheckedBatch[] = [];
    let wanted = count;
    for (const entry of queue) {
      if (wanted.isZero()) break;
      if (entry.left.isZero()) continue;
      const take = entry.left.lt(wanted) ? entry.left : wanted;
      entry.left = entry.left.sub(take);
      wanted = wanted.sub(take);
      taken.push({ ...entry.batch, count: take.toNumber() });
    }
    return taken;
  });
}

export interface Shortage {
  skuId: string;
  sku: string;
  wanted: Decimal;
  available: Decimal;
}

/** Every SKU the sale wants more of than there is, all at once (never one at a time on submit). */
export function shortagesOf(needs: ReadonlyMap<string, Decimal>, checks: ReadonlyMap<string, StockCheck>) {
  const shortages: Shortage[] = [];
  for (const [skuId, wanted] of needs) {
    const check = checks.get(skuId);
    if (!check) continue;
    const available = Decimal.from(String(check.available));
    if (available.lt(wanted)) shortages.push({ skuId, sku: check.skuName, wanted, available });
  }
  return shortages;
}
