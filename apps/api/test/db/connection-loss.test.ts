import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type AppDb } from '../../src/db/database.ts';
import { DatabaseUnavailableError } from '../../src/errors/app-errors.ts';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/scratch-database.ts';

// A connection cut in the middle of a transaction (what a PostgreSQL restart or failover does to every connection).
// pg emits 'error' on the checked-out client: with no listener, Node ends the process (issue 11, point 8). Only
// PostgreSQL has connections to cut: vitest.config.ts includes this file only when TEST_DATABASE_URL is set (`npm
// test`'s "api on PostgreSQL" step); the whole outage is the reliability suite's database-outage test.

const adminUrl = process.env.TEST_DATABASE_URL?.trim() ?? '';
if (!adminUrl) throw new Error('connection-loss.test.ts needs TEST_DATABASE_URL (a PostgreSQL server)');
let scratch: ScratchDatabase;
let db: AppDb;

describe('a PostgreSQL connection cut mid-transaction', () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl, 'cut');
    db = await openDatabase({ databaseUrl: scratch.url });
  });
  afterAll(async () => {
    await db?.close();
    await scratch?.drop();
  });

  it('answers DatabaseUnavailable, commits nothing of it, and the next transaction runs', async () => {
    const error = await db
      .system(async (trx) => {
        await sql`insert into oidc_payloads (model, id, payload) values ('Session', 'cut', '{}')`.execute(
          trx,
        );
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // The same FATAL 57P01 and closed socket as a database going down, for this one connection.
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
        await admin.end();
        await sql`select 1`.execute(trx);
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as DatabaseUnavailableError).status).toBe(503);
    const rows = await db.system((trx) =>
      sql<{ n: number }>`
      select count(*)::int as n from oidc_payloads where id = 'cut'`.execute(trx),
    );
    expect(rows.rows[0]?.n).toBe(0);
    expect(await db.ready()).toBe(true);
  });
});
