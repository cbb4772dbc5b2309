import { sql } from 'kysely';
import type { AppDb } from '../../src/db/database.ts';
import { markers, serverOwnedFields, serverOwnedLineFields } from './security-injection.ts';

/**
 * Where each injected value is looked for afterwards. A value no search could find would be injected for nothing,
 * so every injected field must fall in one of these (the test checks it):
 * - `marker`: its text contains one of `markers`, searched in every row of every table and in every answer;
 * - `enum`: the small integer `77` no state/status/kind can hold, searched in every such column and in answers;
 * - `deleted`: `isDeleted: true`, seen as a change of the soft-deleted row counts;
 * - `tenant`: the other tenant's id, seen as any change of that tenant's rows.
 */
export type Search = 'marker' | 'enum' | 'deleted' | 'tenant';

export const injectedEnumValue = 77;

export function searchOf(field: string, value: unknown): Search | null {
  if (field === 'tenantId' && value !== serverOwnedLineFields.tenantId) return 'tenant';
  if (value === injectedEnumValue) return 'enum';
  if (field === 'isDeleted' && value === true) return 'deleted';
  const text = JSON.stringify(value).toLowerCase();
  return markers.some((marker) => text.includes(marker)) ? 'marker' : null;
}

/** Every injected field with no search that could find its value (must be empty). */
export function unsearchedFields(otherTenantId: string): string[] {
  const all = [
    ...Object.entries({ ...serverOwnedFields, tenantId: otherTenantId }),
    ...Object.entries(serverOwnedLineFields).map(([key, value]) => [`line ${key}`, value] as const),
  ];
  return all
    .filter(([key, value]) => searchOf(key.replace(/^line /, ''), value) === null)
    .map(([key]) => key);
}

/** Every row of every table (read past row-level security) that holds a marker text. */
async function markerRows(db: AppDb): Promise<string[]> {
  return db.system(async (trx) => {
    await sql`set local role none`.execute(trx);
    const tables = await sql<{ name: string }>`
      select tablename as name from pg_tables where schemaname = 'public' order by tablename`.execute(trx);
    const patterns = markers.map((marker) => `%${marker}%`);
    const found: string[] = [];
    for (const { name } of tables.rows) {
      const { rows } = await sql<{ row: string }>`
        select t::text as row from ${sql.table(name)} t
        where lower(t::text) like any (${sql.val(patterns)}::text[])`.execute(trx);
      found.push(...rows.map((r) => `${name}: ${r.row.slice(0, 300)}`));
    }
    return found;
  });
}

/** Every state/status/kind column (any table) holding the injected enum value. */
async function enumRows(db: AppDb): Promise<string[]> {
  return db.system(async (trx) => {
    await sql`set local role none`.execute(trx);
    const columns = await sql<{ table_name: string; column_name: string }>`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.column_name ~ '(state|status|kind)$' order by 1, 2`.execute(trx);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns.rows) {
      const { rows } = await sql<{ n: string }>`
        select count(*)::text as n from ${sql.table(table)}
        where ${sql.ref(column)}::text = ${String(injectedEnumValue)}`.execute(trx);
      if (Number(rows[0]?.n ?? 0) > 0)
        found.push(`${table}.${column} = ${injectedEnumValue}: ${rows[0]?.n} rows`);
    }
    if (columns.rows.length < 5) found.push(`only ${columns.rows.length} state/status/kind columns searched`);
    return found;
  });
}

/** An answer member named like an injected field and equal to its injected value, at any depth. */
function injectedPairs(value: unknown, path: string, out: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => injectedPairs(item, `${path}[${index}]`, out));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, member] of Object.entries(value)) {
    for (const injected of [serverOwnedFields, serverOwnedLineFields]) {
      if (Object.hasOwn(injected, key) && JSON.stringify(injected[key]) === JSON.stringify(member)) {
        out.push(`${path}.${key} = ${JSON.stringify(member)}`);
      }
    }
    injectedPairs(member, `${path}.${key}`, out);
  }
}

/** Every injected value found in the database or in an answer the server gave. */
export async function injectedValuesFound(
  db: AppDb,
  answers: readonly { label: string; body: unknown }[],
): Promise<string[]> {
  const inAnswers = answers.flatMap(({ label, body }) => {
    const text = JSON.stringify(body ?? '').toLowerCase();
    const found: string[] = [];
    if (markers.some((marker) => text.includes(marker))) found.push(`${label}: ${text.slice(0, 300)}`);
    injectedPairs(body, label, found);
    return found;
  });
  return [...(await markerRows(db)), ...(await enumRows(db)), ...inAnswers];
}

/** Soft-deleted rows per table of one tenant (an injected `isDeleted` must not add any). */
export async function deletedCounts(db: AppDb, tenantId: string): Promise<Record<string, number>> {
  const withFlag = await db.system((trx) =>
    sql<{ table_name: string }>`SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'is_deleted' AND table_name <> 'tenants'`.execute(trx),
  );
  return db.tenant(tenantId, async (trx) => {
    const counts: Record<string, number> = {};
    for (const { table_name: table } of withFlag.rows) {
      const { rows } = await sql<{
        n: string;
      }>`SELECT count(*)::text AS n FROM ${sql.table(table)} WHERE is_deleted`.execute(trx);
      counts[table] = Number(rows[0]?.n ?? 0);
    }
    return counts;
  });
}
