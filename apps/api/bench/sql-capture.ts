import { sql } from 'kysely';
import type { TenantDb } from '../src/db/tenant-db.ts';
import type { RequestScope } from '../src/http/request-scope.ts';
import { queryLog, type BenchDatabase } from './bench-database.ts';

export interface CapturedQuery {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * Runs a service call once on the bench's own Kysely (same database, same role and tenant setting as the server's
 * AppDb.tenant) and records every statement it sent, so the statements can be replayed without the server.
 */
export async function captureSql(
  bench: BenchDatabase,
  tenantId: string,
  call: (scope: RequestScope) => Promise<unknown>,
): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const db: TenantDb = {
    tenantId,
    run: (fn) =>
      bench.kysely.transaction().execute(async (trx) => {
        await sql`set local role inventory_app`.execute(trx);
        await sql`select set_config('app.tenant_id', ${tenantId}, true)`.execute(trx);
        queryLog.sink = (event) => {
          if (event.level === 'query')
            captured.push({ sql: event.query.sql, parameters: event.query.parameters });
        };
        try {
          return await fn(trx);
        } finally {
          queryLog.sink = null;
        }
      }),
  };
  const scope: RequestScope = {
    culture: 'en',
    tenant: { id: tenantId, name: null },
    user: null,
    db,
    access: () => Promise.reject(new Error('the captured calls do not check access')),
  };
  await call(scope);
  return captured;
}

/** The captured statements as the server sends them: one transaction, application role, tenant set. */
export async function replaySql(
  bench: BenchDatabase,
  tenantId: string,
  queries: readonly CapturedQuery[],
): Promise<void> {
  await bench.raw.query('begin');
  try {
    // As AppDb.tenant sends it (ADR 039): the role switch and the tenant setting in one statement.
    await bench.raw.query(
      `select set_config('role', 'inventory_app', true), set_config('app.tenant_id', $1, true)`,
      [tenantId],
    );
    for (const query of queries) await bench.raw.query(query.sql, query.parameters);
    await bench.raw.query('commit');
  } catch (error) {
    await bench.raw.query('rollback');
    throw error;
  }
}
