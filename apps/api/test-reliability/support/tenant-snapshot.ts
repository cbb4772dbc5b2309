import { sql } from 'kysely';
import type { AppDb } from '../../src/db/database.ts';

/** What one request changed in a tenant: the tables, and the rows (as JSON values) that are new or changed. */
export interface TenantChange {
  tables: string[];
  rows: unknown[];
}

/**
 * The rows a write leaves: a refused write's own audit entry (issue 16: recorded with its HTTP status after the
 * refused transaction rolled back) is not a change the refused write made.
 */
const writtenRows = (table: string) => sql.raw(table === 'audit_logs' ? 'AND t.http_status IS NULL' : '');

/**
 * A tenant's rows, kept between requests so that each request's changes are known exactly: one round trip of
 * per-table digests, then only the tables whose digest moved are read again and compared row by row.
 */
export class TenantSnapshot {
  private digests = new Map<string, string>();
  private rows = new Map<string, Set<string>>();

  constructor(
    private readonly db: AppDb,
    private readonly tenantId: string,
    private readonly tables: readonly string[],
  ) {}

  private async readDigests(): Promise<Map<string, string>> {
    const parts = this.tables.map(
      (table) =>
        sql`SELECT ${table}::text AS name, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS digest
          FROM ${sql.table(table)} t WHERE t.tenant_id = ${this.tenantId}::uuid ${writtenRows(table)}`,
    );
    const { rows } = await this.db.tenant(this.tenantId, (trx) =>
      sql<{ name: string; digest: string }>`${sql.join(parts, sql` UNION ALL `)}`.execute(trx),
    );
    return new Map(rows.map((row) => [row.name, row.digest]));
  }

  private async readRows(table: string): Promise<Set<string>> {
    const { rows } = await this.db.tenant(this.tenantId, (trx) =>
      sql<{ row: string }>`SELECT to_jsonb(t)::text AS row FROM ${sql.table(table)} t
        WHERE t.tenant_id = ${this.tenantId}::uuid ${writtenRows(table)}`.execute(trx),
    );
    return new Set(rows.map((r) => r.row));
  }

  /** Reads everything once; call before the first request. */
  async start(): Promise<void> {
    this.digests = await this.readDigests();
    for (const table of this.tables) this.rows.set(table, await this.readRows(table));
  }

  /** What changed since the last call (or start). */
  async changes(): Promise<TenantChange> {
    const digests = await this.readDigests();
    const tables = this.tables.filter((table) => digests.get(table) !== this.digests.get(table));
    const rows: unknown[] = [];
    for (const table of tables) {
      const now = await this.readRows(table);
      const before = this.rows.get(table) ?? new Set<string>();
      for (const row of now) if (!before.has(row)) rows.push(JSON.parse(row));
      this.rows.set(table, now);
    }
    this.digests = digests;
    return { tables, rows };
  }
}

/** JSON text with object keys sorted (jsonb stores keys in its own order). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** Whether `value` occurs anywhere inside `container` (object members, array items, JSON kept as text). */
export function holds(container: unknown, value: unknown): boolean {
  if (typeof value === 'number' && typeof container === 'string' && /^-?\d+(\.\d+)?$/.test(container)) {
    return Number(container) === value;
  }
  if (canonical(container) === canonical(value)) return true;
  if (Array.isArray(container)) return container.some((item) => holds(item, value));
  if (typeof container === 'object' && container !== null) {
    return Object.values(container).some((member) => holds(member, value));
  }
  return false;
}
