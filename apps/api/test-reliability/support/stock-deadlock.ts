import { sql } from 'kysely';
import pg from 'pg';
import type { AppDb } from '../../src/db/database.ts';

export interface BalanceRowKey {
  readonly warehouseId: string;
  readonly skuId: string;
  readonly batchId: string;
}

const lockRow = `select 1 from stock_balances
  where tenant_id = $1 and warehouse_id = $2 and sku_id = $3 and batch_id = $4 for update`;

/**
 * Forces a real deadlock on PostgreSQL against a request the server is serving: this connection locks `last`, the
 * request (fired by `fire`) locks its rows in the fixed order and waits for `last`, then this connection asks for
 * `first`, closing the cycle. This side waits far longer than the server's deadlock_timeout, so PostgreSQL aborts
 * the server's transaction (40P01), not ours. Resolves with the request's answer after this side committed.
 */
export async function deadlockAgainst<T>(
  db: AppDb,
  adminUrl: string,
  tenantId: string,
  rows: { first: BalanceRowKey; last: BalanceRowKey },
  fire: () => Promise<T>,
): Promise<T> {
  const database = await db.system(async (trx) => {
    const result = await sql<{ name: string }>`select current_database() as name`.execute(trx);
    return result.rows[0]?.name ?? '';
  });
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const key = (row: BalanceRowKey) => [tenantId, row.warehouseId, row.skuId, row.batchId];
    await client.query('begin');
    await client.query(`set local deadlock_timeout = '30s'`);
    await client.query(lockRow, key(rows.last));
    let settled = false;
    const pending = fire().finally(() => (settled = true));
    // pg_locks is read afresh by every query (unlike pg_stat_activity inside a transaction).
    for (;;) {
      if (settled) throw new Error('The request finished without waiting for the locked row');
      const waiting = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_locks where not granted and pid <> pg_backend_pid()',
      );
      if ((waiting.rows[0]?.n ?? 0) > 0) break;
    }
    await client.query(lockRow, key(rows.first));
    await client.query('commit');
    return await pending;
  } finally {
    await client.end();
  }
}
