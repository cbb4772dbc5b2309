import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';

/**
 * The next value of a tenant's counter for `scope` on `day` (from 1). One atomic upsert: concurrent callers queue
 * on the counter row and each gets its own value, so a number is never handed out twice (business-rules §3).
 */
export async function nextCounterValue(
  trx: Kysely<Schema>,
  tenantId: string,
  scope: string,
  day: string,
): Promise<number> {
  const row = await trx
    .insertInto('number_counters')
    .values({ tenant_id: tenantId, scope, day, value: 1 })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'scope', 'day'])
        .doUpdateSet({ value: sql<number>`number_counters.value + 1` }),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/**
 * The next value of several of a tenant's counters on `day`, in one upsert, by scope. The rows are taken in the
 * order of their scopes, so two callers that draw the same counters queue instead of deadlocking.
 */
export async function nextCounterValues(
  trx: Kysely<Schema>,
  tenantId: string,
  scopes: readonly string[],
  day: string,
): Promise<Map<string, number>> {
  const sorted = [...new Set(scopes)].sort();
  if (sorted.length === 0) return new Map();
  const rows = await trx
    .insertInto('number_counters')
    .values(sorted.map((scope) => ({ tenant_id: tenantId, scope, day, value: 1 })))
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'scope', 'day'])
        .doUpdateSet({ value: sql<number>`number_counters.value + 1` }),
    )
    .returning(['scope', 'value'])
    .execute();
  return new Map(rows.map((r) => [r.scope, Number(r.value)]));
}
