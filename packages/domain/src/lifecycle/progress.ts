import { Decimal, type DecimalLike } from '../decimal.ts';
import { OutState } from '../enums.ts';
import { domainError, err, ok, type DomainError, type Result } from '../result.ts';
import { progressRate } from '../totals.ts';

/** A line's progress: how much was ordered and how much is done (received, delivered, taken out). */
export interface ProgressLine {
  readonly count: DecimalLike;
  readonly done: DecimalLike;
}

export interface LineProgress {
  readonly done: Decimal;
  readonly rate: number;
  readonly complete: boolean;
}

export type OverProgressError = DomainError<
  'Inventory:ExceedsOrdered',
  { ordered: number; done: number; incoming: number }
>;

/**
 * Adds a receipt or delivery to a line; more than ordered is refused (§6).
 * e.g. `addProgress({ count: 10, done: 4 }, 6)` → ok({ done: 10, rate: 1, complete: true })
 */
export function addProgress(
  line: ProgressLine,
  incoming: DecimalLike,
): Result<LineProgress, OverProgressError> {
  const ordered = Decimal.from(line.count);
  const done = Decimal.from(line.done).add(incoming);
  if (done.gt(ordered)) {
    return err(
      domainError('Inventory:ExceedsOrdered', {
        ordered: ordered.toNumber(),
        done: Decimal.from(line.done).toNumber(),
        incoming: Decimal.from(incoming).toNumber(),
      }),
    );
  }
  return ok({ done, rate: progressRate(done, ordered), complete: done.gte(ordered) });
}

/** What is still to come on a line (never negative). e.g. `remaining({ count: 10, done: 4 })` → 6 */
export function remaining(line: ProgressLine): Decimal {
  const rest = Decimal.from(line.count).sub(line.done);
  return rest.isNegative() ? Decimal.ZERO : rest;
}

/** Every line done: the document auto-finishes (§6). e.g. `isComplete([{ count: 2, done: 2 }])` → true */
export function isComplete(lines: readonly ProgressLine[]): boolean {
  return lines.length > 0 && lines.every((l) => Decimal.from(l.done).gte(l.count));
}

/**
 * Production `outState` from the material lines' taken-out quantities (§6).
 * e.g. `outState([{ count: 2, done: 1 }, { count: 1, done: 0 }])` → OutState.PartOut
 */
export function outState(materials: readonly ProgressLine[]): OutState {
  if (materials.every((l) => Decimal.from(l.done).isZero())) return OutState.NotOut;
  return isComplete(materials) ? OutState.AllOut : OutState.PartOut;
}
