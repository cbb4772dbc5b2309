import { dayKey } from '@inventory/domain';
import { formatNumber } from '../kit/format-number.ts';
import { instantToDateInput } from '../kit/zoned-date.ts';

/** A batch first-to-expire-first would take for a line (the sale's stock check). */
interface TakenBatch {
  batchNumber: string | null;
  count: number;
  expirationTime: string | null;
}

type T = (key: string, options?: Record<string, unknown>) => string;

interface MoveLine {
  skuId: string | null;
  count: string;
  batchNumber: string;
}

interface MoveContext {
  t: T;
  language: string;
  /** SKU names by id, as far as they are loaded. */
  skuNames: ReadonlyMap<string, string>;
  timeZone: string;
}

/** The lines that move stock: an SKU and a count typed. */
function moving<L extends MoveLine>(lines: readonly L[]): [L, number][] {
  return lines.flatMap((line, index): [L, number][] =>
    line.skuId && line.count.trim() !== '' ? [[line, index]] : [],
  );
}

/**
 * What a purchase receives on submit, line by line: into its named batch, or a new one numbered by the day of
 * receipt (business-rules §3: the server gives `yyyyMMdd-NNN`, its sequence known only then).
 */
export function receiptMoves(lines: readonly MoveLine[], today: Date, c: MoveContext): string[] {
  return moving(lines).map(([line]) => {
    const values = {
      count: formatNumber(line.count, 'count', c.language),
      sku: c.skuNames.get(line.skuId ?? '') ?? '',
    };
    const batch = line.batchNumber.trim();
    return batch
      ? c.t('purchasing:moves.batch', { ...values, batch })
      : c.t('purchasing:moves.newBatch', { ...values, day: dayKey(today.toISOString(), c.timeZone) });
  });
}

/**
 * What a sale delivers on submit, line by line: its named batch, or the batches first-to-expire-first will take
 * (`previews`, known when the stock was checked in the warehouse it is delivered from), else the rule in words.
 */
export function deliveryMoves(
  lines: readonly MoveLine[],
  previews: readonly (readonly TakenBatch[])[] | null,
  c: MoveContext,
): string[] {
  return moving(lines).flatMap(([line, index]) => {
    const sku = c.skuNames.get(line.skuId ?? '') ?? '';
    const count = formatNumber(line.count, 'count', c.language);
    const named = line.batchNumber.trim();
    if (named) return [c.t('sales:moves.named', { count, sku, batch: named })];
    const taken = previews?.[index] ?? [];
    if (taken.length === 0) return [c.t('sales:moves.fefo', { count, sku })];
    return taken.map((batch) => {
      const values = {
        count: formatNumber(String(batch.count), 'count', c.language),
        sku,
        batch: batch.batchNumber ?? '',
      };
      return batch.expirationTime
        ? c.t('sales:moves.batch', { ...values, date: instantToDateInput(batch.expirationTime, c.timeZone) })
        : c.t('sales:moves.named', values);
    });
  });
}
