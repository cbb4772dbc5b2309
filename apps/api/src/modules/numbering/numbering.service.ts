import { dayKey, formatBatchNumber, formatDocumentNumber, type DocumentPrefix } from '@inventory/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { nextCounterValue } from './number-counter.repository.ts';

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
  const value = await nextCounterValue(trx, ctx.tenantId, prefix, dayKey(ctx.now, ctx.timeZone));
  return formatDocumentNumber(prefix, ctx.now, ctx.timeZone, value);
}

/** `yyyyMMdd-NNN` for a stock-in line that names no batch (business-rules §3). */
export async function nextBatchNumber(trx: Kysely<Schema>, ctx: NumberingContext): Promise<string> {
  const value = await nextCounterValue(trx, ctx.tenantId, batchScope, dayKey(ctx.now, ctx.timeZone));
  return formatBatchNumber(ctx.now, ctx.timeZone, value);
}
