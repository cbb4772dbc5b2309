import { toEpochMs, type Instant } from './calendar.ts';
import { domainError, err, ok, type DomainError, type Result } from './result.ts';

/** The dates that identify a batch of an SKU (§1). */
export interface BatchDates {
  readonly producedTime?: Instant | null;
  readonly expirationTime?: Instant | null;
}

export type BatchDatesMismatchError = DomainError<
  'Inventory:BatchDatesMismatch',
  { skuId: string; batchNumber: string }
>;

/**
 * A stock-in naming an existing batch of the SKU must carry the same dates (§3); a new batch always passes.
 * e.g. `checkBatchDates('sku', 'B1', existing, incoming)` → err 'Inventory:BatchDatesMismatch' when they differ
 */
export function checkBatchDates(
  skuId: string,
  batchNumber: string,
  existing: BatchDates | null | undefined,
  incoming: BatchDates,
): Result<void, BatchDatesMismatchError> {
  if (!existing) return ok(undefined);
  const same =
    sameInstant(existing.producedTime, incoming.producedTime) &&
    sameInstant(existing.expirationTime, incoming.expirationTime);
  return same ? ok(undefined) : err(domainError('Inventory:BatchDatesMismatch', { skuId, batchNumber }));
}

function sameInstant(a: Instant | null | undefined, b: Instant | null | undefined): boolean {
  const absentA = a === null || a === undefined;
  const absentB = b === null || b === undefined;
  if (absentA || absentB) return absentA === absentB;
  return toEpochMs(a) === toEpochMs(b);
}
