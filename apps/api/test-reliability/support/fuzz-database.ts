import { sql } from 'kysely';
import type { AppDb } from '../../src/db/database.ts';

/**
 * The rows a write leaves: a refused write's own audit entry (issue 16: recorded with its HTTP status after the
 * refused transaction rolled back) is not a change the refused write made.
 */
const writtenRows = (table: string) => sql.raw(table === 'audit_logs' ? 'where t.http_status is null' : '');

/**
 * Every table's row count and a hash of its rows, read past row-level security (the connection's own superuser
 * role, not inventory_app), so that any write by any tenant or the host shows.
 */
export async function databaseFingerprint(db: AppDb): Promise<Record<string, string>> {
  return db.system(async (trx) => {
    await sql`set local role none`.execute(trx);
    const tables = await sql<{ name: string }>`
      select tablename as name from pg_tables where schemaname = 'public' order by tablename`.execute(trx);
    const fingerprint: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const { rows } = await sql<{ count: string; hash: string | null }>`
        select count(*)::text as count, md5(string_agg(md5(t::text), ',' order by md5(t::text))) as hash
        from ${sql.table(name)} as t ${writtenRows(name)}`.execute(trx);
      fingerprint[name] = `${rows[0]?.count ?? '0'} rows, ${rows[0]?.hash ?? 'empty'}`;
    }
    return fingerprint;
  });
}

/** Tables whose fingerprint differs, with before → after. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): Record<string, string> {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return Object.fromEntries(
    [...names]
      .filter((name) => before[name] !== after[name])
      .map((name) => [name, `${before[name] ?? 'none'} → ${after[name] ?? 'none'}`]),
  );
}

/** The audit entries of the writes that succeeded. */
export async function auditLogCount(db: AppDb): Promise<number> {
  return db.system(async (trx) => {
    await sql`set local role none`.execute(trx);
    const { rows } = await sql<{
      count: string;
    }>`select count(*)::text as count from audit_logs where http_status is null`.execute(trx);
    return Number(rows[0]?.count ?? 0);
  });
}
