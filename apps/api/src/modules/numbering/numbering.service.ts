import { dayKey, formatBatchNumber, formatDocumentNumber, type DocumentPrefix } from '@inventory/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { keptRead } from '../../db/transaction-reads.ts';
import { nextCounterValue, nextCounterValues } from './number-counter.repository.ts';

/** Counter scope of generated batch numbers; document counters use their prefix (PO, SO, MO, IN, OUT, MV). */
const batchScope = 'batch';

/** Where and when a number is drawn: the tenant, the instant and the tenant's time zone (its "day"). */
export interface NumberingContext {
  readonly tenantId: string;
  readonly now: Date;
  readonly timeZone: string;
}

/** `PREFIX-yyyyMMdd-NNNN` (business-rules §3), drawn inside the caller's transaction. */
export async function nextDocumentNumber(
  trx: Kysely<Schema>,
  ctx: NumberingContext,
  prefix: DocumentPrefix,
): Promise<string> {
  const day = dayKey(ctx.now, ctx.timeZone);
  const key = `${ctx.tenantId}\u0000${prefix}\u0000${day}`;
  const reserved = reservedNumbers(trx);
  const kept = reserved.get(key);
  if (kept !== undefined) {
    reserved.delete(key);
    return formatDocumentNumber(prefix, ctx.now, ctx.timeZone, kept);
  }
  const value = await nextCounterValue(trx, ctx.tenantId, prefix, day);
  return formatDocumentNumber(prefix, ctx.now, ctx.timeZone, value);
}

/** Values drawn ahead by `reserveDocumentNumbers` and not yet used, by tenant, prefix and day. */
function reservedNumbers(trx: Kysely<Schema>): Map<string, number> {
  return keptRead(trx, 'numbering:reserved', () => new Map<string, number>());
}

/**
 * Draws the numbers of several documents one save will create (a sale and its out-stock invoice), in one
 * statement, the counters taken in the order of their prefixes: answers the first prefix's number, and the
 * next `nextDocumentNumber` of each other prefix in this transaction answers the one drawn here. Only inside a
 * transaction (outside one, each prefix is drawn when asked).
 */
export async function reserveDocumentNumbers(
  trx: Kysely<Schema>,
  ctx: NumberingContext,
  first: DocumentPrefix,
  later: readonly DocumentPrefix[],
): Promise<string> {
  const others = later.filter((p) => p !== first);
  if (!trx.isTransaction || others.length === 0) return nextDocumentNumber(trx, ctx, first);
  const day = dayKey(ctx.now, ctx.timeZone);
  const values = await nextCounterValues(trx, ctx.tenantId, [first, ...others], day);
  const reserved = reservedNumbers(trx);
  for (const prefix of others) {
    const value = values.get(prefix);
    if (value !== undefined) reserved.set(`${ctx.tenantId}\u0000${prefix}\u0000${day}`, value);
  }
  const value = values.get(first);
  if (value === undefined) throw new Error(`No ${first} counter was drawn`);
  return formatDocumentNumber(first, ctx.now, ctx.timeZone, value);
}

/** `yyyyMMdd-NNN` for a stock-in line that names no batch (business-rules §3). */
export async function nextBatchNumber(trx: Kysely<Schema>, ctx: NumberingContext): Promise<string> {
  const value = await nextCounterValue(trx, ctx.tenantId, batchScope, dayKey(ctx.now, ctx.timeZone));
  return formatBatchNumber(ctx.now, ctx.timeZone, value);
}
