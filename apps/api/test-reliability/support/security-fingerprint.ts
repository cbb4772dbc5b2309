import { sql } from 'kysely';
import type { AppDb } from '../../src/db/database.ts';

/** Every table that holds tenant rows (those with a tenant_id column), from the catalog: new tables are included. */
export async function tenantTables(db: AppDb): Promise<string[]> {
  const { rows } = await db.system((trx) =>
    sql<{ table_name: string }>`
      SELECT c.table_name FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id' AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name`.execute(trx),
  );
  return rows.map((row) => row.table_name);
}

/**
 * The rows a write leaves: a refused write's own audit entry (issue 16: recorded with its HTTP status after the
 * refused transaction rolled back) is not a change the refused write made.
 */
const writtenRows = (table: string) => sql.raw(table === 'audit_logs' ? 'AND t.http_status IS NULL' : '');

/** Each tenant table's rows of one tenant as text, in a stable order. */
export async function tenantRows(
  db: AppDb,
  tenantId: string,
  tables: readonly string[],
): Promise<Record<string, string[]>> {
  return db.tenant(tenantId, async (trx) => {
    const result: Record<string, string[]> = {};
    for (const table of tables) {
      const { rows } = await sql<{ row: string }>`
        SELECT t::text AS row FROM ${sql.table(table)} t WHERE t.tenant_id = ${tenantId}::uuid ${writtenRows(table)} ORDER BY 1`.execute(
        trx,
      );
      result[table] = rows.map((r) => r.row);
    }
    return result;
  });
}

/** Per table: row count and a digest of every column of every row (any write shows). */
export async function fingerprint(
  db: AppDb,
  tenantId: string,
  tables: readonly string[],
): Promise<Record<string, string>> {
  return db.tenant(tenantId, async (trx) => {
    const result: Record<string, string> = {};
    for (const table of tables) {
      const { rows } = await sql<{ n: string; digest: string | null }>`
        SELECT count(*)::text AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest
        FROM ${sql.table(table)} t WHERE t.tenant_id = ${tenantId}::uuid ${writtenRows(table)}`.execute(trx);
      result[table] = `${rows[0]?.n ?? '0'}:${rows[0]?.digest ?? ''}`;
    }
    // The tenant's own row (name, active flag) lives outside the tenant tables.
    const { rows } = await sql<{
      row: string;
    }>`SELECT t::text AS row FROM tenants t WHERE t.id = ${tenantId}::uuid`.execute(trx);
    result.tenants = rows[0]?.row ?? '';
    return result;
  });
}
