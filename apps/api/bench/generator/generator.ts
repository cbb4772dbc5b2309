import { randomBytes } from 'node:crypto';
import type { RawSession } from '../bench-database.ts';
import { figuresSql } from './figures-sql.ts';
import { foreignKeyViolations } from './foreign-keys.ts';
import { helperFunctions, masterDataSql } from './master-data-sql.ts';
import { balancesSql, movesSql, salesSql, writeOffsSql } from './outflow-sql.ts';
import { purchasesSql, type Timeline } from './purchases-sql.ts';
import type { TenantSize } from './sizes.ts';

export interface GenerationReport {
  /** Wall time of the whole tenant transaction (ms). */
  milliseconds: number;
  /** Wall time per phase (ms). */
  phases: Record<string, number>;
  /** Rows per table after generation. */
  rows: Record<string, number>;
}

const countedTables = [
  'skus',
  'sku_components',
  'warehouses',
  'batches',
  'stock_balances',
  'stock_value_days',
  'stock_sku_totals',
  'sales_weeks',
  'sales_week_skus',
  'sales_window_skus',
  'stock_movements',
  'warehouse_invoices',
  'warehouse_invoice_items',
  'purchase_invoices',
  'purchase_invoice_items',
  'sell_invoices',
  'sell_invoice_items',
] as const;

async function run(session: RawSession, statements: readonly string[]): Promise<void> {
  for (const statement of statements) {
    const at = performance.now();
    await session.query(statement);
    if (process.env.BENCH_DEBUG)
      process.stdout.write(
        `  ${Math.round(performance.now() - at)} ms ${statement.slice(0, 70).replace(/\s+/g, ' ')}\n`,
      );
  }
}

async function count(session: RawSession, table: string): Promise<number> {
  const [row] = await session.query<{ n: string }>(`select count(*) as n from ${table}`);
  return Number(row?.n ?? 0);
}

/**
 * The tenant transaction: the application role under the tenant's row-level security, as AppDb.tenant opens it.
 * A superuser session also switches per-row foreign-key triggers off for this transaction only
 * (`session_replication_role = replica`); every foreign key is then checked in bulk before commit instead.
 */
async function inTenantTransaction<T>(
  session: RawSession,
  tenantId: string,
  fn: () => Promise<T>,
): Promise<T> {
  const [role] = await session.query<{ rolsuper: boolean }>(
    'select rolsuper from pg_roles where rolname = current_user',
  );
  await session.query('begin');
  try {
    if (role?.rolsuper) await session.query('set local session_replication_role = replica');
    await session.query('set local role inventory_app');
    await session.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
    const result = await fn();
    // The fresh rows have no statistics yet (nothing analyzed them inside this transaction): without this a
    // planner guessing "few rows" would check a key with a nested loop over millions of pairs.
    await session.query('set local enable_nestloop = off');
    const broken = await foreignKeyViolations(session);
    if (broken.length > 0) throw new Error(`Generated rows break foreign keys: ${broken.join(', ')}`);
    await session.query('commit');
    return result;
  } catch (error) {
    await session.query('rollback');
    throw error;
  }
}

/** One year of history, ending a day before `now`, on whole seconds. */
export function timelineEndingAt(now: Date): Timeline {
  const spanSeconds = 365 * 86_400;
  const end = Math.floor(now.getTime() / 1000) - 86_400;
  return { start: new Date((end - spanSeconds) * 1000).toISOString(), spanSeconds };
}

/**
 * Fills an empty tenant (its users exist) with master data, batches, documents and a ledger, in ONE transaction
 * as the application role under the tenant's row-level security, on a session of its own (not the server's
 * pool): the database checks every constraint, and a failure leaves nothing behind. Balances are the ledger's
 * sums; documents reference real batches and lines.
 */
export async function generateTenant(
  session: RawSession,
  tenantId: string,
  size: TenantSize,
  now: Date = new Date(),
): Promise<GenerationReport> {
  const time = timelineEndingAt(now);
  const phases: Record<string, number> = {};
  const began = performance.now();
  const rows = await inTenantTransaction(session, tenantId, async () => {
    const phase = async (name: string, statements: () => Promise<readonly string[]> | readonly string[]) => {
      const at = performance.now();
      await run(session, await statements());
      phases[name] = Math.round(performance.now() - at);
    };
    await phase('helpers', () => helperFunctions(randomBytes(8).toString('hex')));
    await phase('master data', () => masterDataSql(size, time.start));
    await phase('batches + purchases + receipts', () => purchasesSql(size, time));
    await phase('moves', () => movesSql(size, time));
    await phase('sales + deliveries', () => salesSql(size, time));
    await phase('write-offs', async () =>
      writeOffsSql(size, time, size.movements - (await count(session, 'stock_movements'))),
    );
    // Every table was filled in this transaction, so the planner has no statistics for them (ANALYZE needs the
    // owner): on the full tenant it joined the balances to their batches by nested loops and the figures' first
    // insert ran for over twelve minutes (the balances' own insert too, when autovacuum had not yet analyzed the
    // previous tenant's rows). Aggregating whole tables wants hash joins; the setting ends with the transaction.
    await phase('balances', () => ['set local enable_nestloop = off', ...balancesSql]);
    await phase('dashboard figures', () => figuresSql);
    // The maintained document counts (ADR 070): a replica session's bulk inserts fired no trigger.
    await phase('document counts', () => ['select document_counts_rebuild()']);
    const counts: Record<string, number> = {};
    for (const table of countedTables) counts[table] = await count(session, table);
    return counts;
  });
  return { milliseconds: Math.round(performance.now() - began), phases, rows };
}
