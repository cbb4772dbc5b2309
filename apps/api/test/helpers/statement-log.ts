import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Records the SQL text of every statement the in-process server sends, on PGlite and on PostgreSQL (the test
 * server runs in the test's own process), while `fn` runs. For round-trip budgets: counts, never timings.
 */
export async function recordStatements(fn: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const pgliteQuery = PGlite.prototype.query;
  const pgQuery = pg.Client.prototype.query;
  const note = (text: unknown) => {
    const sqlText = typeof text === 'string' ? text : (text as { text?: unknown } | null)?.text;
    if (typeof sqlText === 'string') seen.push(sqlText.replace(/\s+/g, ' ').trim());
  };
  PGlite.prototype.query = function (this: PGlite, ...args: Parameters<PGlite['query']>) {
    note(args[0]);
    return pgliteQuery.apply(this, args);
  } as PGlite['query'];
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    note(args[0]);
    return (pgQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  try {
    await fn();
  } finally {
    PGlite.prototype.query = pgliteQuery;
    pg.Client.prototype.query = pgQuery;
  }
  return seen;
}

/** The statements from `begin` to `commit` of the one transaction whose statements include `marker`. */
export function transactionWith(statements: readonly string[], marker: RegExp): string[] {
  let start = -1;
  for (let i = 0; i < statements.length; i += 1) {
    const statement = statements[i]!.toLowerCase();
    if (statement.startsWith('begin')) start = i;
    else if (statement === 'commit' && start >= 0) {
      const transaction = statements.slice(start, i + 1);
      if (transaction.some((s) => marker.test(s))) return transaction;
      start = -1;
    }
  }
  return [];
}
