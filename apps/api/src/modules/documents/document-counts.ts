import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';

// The maintained count of a tenant's document headers (migration 0770, ADR 070): folded totals per (kind, stock
// type, type, state) plus the insert-only deltas the header tables' triggers write. A list filtered by nothing but
// these columns reads its total here: a few dozen rows, whatever the tenant's size, instead of one index entry per
// document (issue 19).

/** The header tables whose counts are maintained; the kind of a count row is the table's name. */
export type CountedTable = 'warehouse_invoices' | 'purchase_invoices' | 'sell_invoices' | 'yields';

/** What a count may be narrowed by besides the state: a warehouse invoice's stock type and type. */
export interface CountKey {
  stockType?: number;
  type?: number;
}

/** A kind's maintained count, given to the list by the kind only when no filter outside the count's key is set. */
export interface MaintainedCount {
  trx: Kysely<Schema>;
  kind: CountedTable;
  key: CountKey;
}

/** The states a list counts: one asked for, every state, or every state but Discarded (the list's default). */
export interface CountedStates {
  state?: number;
  includeDiscarded: boolean;
}

const DISCARDED = 3;

/**
 * A read that finds at least this many unfolded deltas of its kind folds the tenant's deltas into the totals, so
 * a read sums at most about this many delta rows besides the totals.
 */
export const foldAt = 64;

/**
 * The total of the kind's documents in the asked states (and stock type and type): the folded totals and the
 * deltas summed by ONE statement, so under READ COMMITTED it sees a fold either wholly or not at all. When it met
 * {@link foldAt} deltas or more it folds them ({@link foldCounts}) before answering.
 */
export async function maintainedCount(
  { trx, kind, key }: MaintainedCount,
  states: CountedStates,
): Promise<number> {
  const conditions = [
    states.state !== undefined
      ? sql`state = ${states.state}`
      : states.includeDiscarded
        ? sql`true`
        : sql`state <> ${sql.lit(DISCARDED)}`,
  ];
  if (key.stockType !== undefined) conditions.push(sql`stock_type = ${key.stockType}`);
  if (key.type !== undefined) conditions.push(sql`type = ${key.type}`);
  const { rows } = await sql<{ total: string | number; deltas: string | number }>`
    select coalesce(sum(n) filter (where ${sql.join(conditions, sql` and `)}), 0) as total,
           count(*) filter (where not folded) as deltas
    from (select n, stock_type, type, state, true as folded from document_counts where kind = ${kind}
          union all
          select n, stock_type, type, state, false from document_count_deltas where kind = ${kind}) as c`.execute(
    trx,
  );
  const row = rows[0];
  if (Number(row?.deltas ?? 0) >= foldAt) await foldCounts(trx);
  return Number(row?.total ?? 0);
}

/**
 * Moves the tenant's deltas into its totals, each exactly once: `delete … returning` takes every delta it moves,
 * and the upsert adds their sums, in one statement (so in one transaction). Folders of one tenant take turns by a
 * transaction-scoped advisory lock that is only TRIED: a read that finds another folder at work leaves the deltas
 * to it and never waits. Writers (the triggers) only insert deltas, and no other statement locks a total, so a
 * fold waits on nothing and nothing waits on a fold but another fold, which does not wait. Returns whether it ran.
 */
export async function foldCounts(trx: Kysely<Schema>): Promise<boolean> {
  const { rows } = await sql<{ got: boolean }>`
    select pg_try_advisory_xact_lock(hashtextextended('document_counts ' || current_setting('app.tenant_id', true), 0)) as got`.execute(
    trx,
  );
  if (!rows[0]?.got) return false;
  await sql`
    with moved as (delete from document_count_deltas returning tenant_id, kind, stock_type, type, state, n)
    insert into document_counts as c (tenant_id, kind, stock_type, type, state, n)
    select tenant_id, kind, stock_type, type, state, sum(n) from moved
    group by tenant_id, kind, stock_type, type, state
    order by tenant_id, kind, stock_type, type, state
    on conflict (tenant_id, kind, stock_type, type, state) do update set n = c.n + excluded.n`.execute(trx);
  return true;
}
