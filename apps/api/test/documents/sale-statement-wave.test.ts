import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDb } from '../../src/db/database.ts';
import { sendWave } from '../../src/db/statement-wave.ts';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoPassword, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertSku, insertWarehouse, ledgerMismatches, quantities } from '../stock/fixtures.ts';
import { figureMismatches } from '../stock/figure-fixtures.ts';

// ADR 063: on PostgreSQL a transaction's independent statements go out together (pg's pipeline mode), and a
// statement that fails inside such a wave leaves the ones behind it answering "current transaction is aborted" and a
// COMMIT answering ROLLBACK without an error. A wave must therefore fail with the first failed statement's own error,
// and a sale whose wave failed must never answer success. The same tests run on PGlite, where a wave is sent one
// statement after the other: both answer the same.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let server: TestApp;
let demoId: string;
let admin: string;
let depot: string;
let sku: string;

/** DDL needs the database owner: leave the restricted role the unit of work switched to. */
async function asOwner(db: AppDb, statements: readonly string[]): Promise<void> {
  await db.system(async (trx) => {
    await sql`reset role`.execute(trx);
    for (const statement of statements) await sql.raw(statement).execute(trx);
  });
}

/**
 * Makes inserts into `table` for the demo tenant fail: the first `times` attempts (a sequence counts them, it is
 * not rolled back) with SQLSTATE `code`. Answers the function that removes the fault again.
 */
async function failInserts(table: string, code: string, times: number): Promise<() => Promise<void>> {
  await asOwner(server.db, [
    'create sequence wave_forced_failures',
    `create function wave_force_failure() returns trigger language plpgsql security definer as $$
     begin
       if nextval('wave_forced_failures') <= ${times} then
         raise exception 'forced failure of the wave' using errcode = '${code}';
       end if;
       return new;
     end $$`,
    `create trigger wave_force_failure before insert on ${table} for each row
     when (new.tenant_id = '${demoId}'::uuid) execute function wave_force_failure()`,
  ]);
  return () =>
    asOwner(server.db, [
      `drop trigger wave_force_failure on ${table}`,
      'drop function wave_force_failure()',
      'drop sequence wave_forced_failures',
    ]);
}

const sale = (channel: string) =>
  call<ErrorBody>(server.baseUrl, 'POST', '/api/app/sell-invoice/save', {
    token: admin,
    body: {
      isSubmit: true,
      isCreateOutStockInvoice: true,
      warehouseId: depot,
      marketingChannel: channel,
      items: [{ skuId: sku, count: 2, price: 5 }],
    },
  });

async function salesOf(channel: string): Promise<number> {
  const row = await server.db.tenant(demoId, (trx) =>
    trx
      .selectFrom('sell_invoices')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('marketing_channel', '=', channel)
      .executeTakeFirstOrThrow(),
  );
  return Number(row.n);
}

async function rowCounts(): Promise<Record<string, number>> {
  const row = await server.db.tenant(demoId, (trx) =>
    sql<Record<string, string>>`select
      (select count(*) from stock_movements) as movements, (select count(*) from audit_logs) as audit,
      (select count(*) from warehouse_invoices) as outs, (select count(*) from sales_weeks) as weeks,
      (select coalesce(sum(quantity), 0) from stock_value_days) as figures`.execute(trx),
  );
  return Object.fromEntries(Object.entries(row.rows[0]!).map(([k, v]) => [k, Number(v)]));
}

beforeAll(async () => {
  server = await startTestApp();
  demoId = await tenantId(server.db, 'demo');
  depot = await insertWarehouse(server.db, demoId, 'Wave depot');
  sku = await insertSku(server.db, demoId, { code: 'WAVE-1', name: 'Wave One', cost: '2.0000' });
  admin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
  const stocked = await call(server.baseUrl, 'POST', '/api/app/warehouse-invoice/save', {
    token: admin,
    body: {
      warehouseId: depot,
      stockType: 'In',
      isSubmit: true,
      items: [{ skuId: sku, count: 50, batchNumber: 'W-1' }],
    },
  });
  expect(stocked.status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

describe(`a wave of statements (${onPostgres ? 'postgres, pipelined' : 'pglite, one by one'})`, () => {
  it('answers each statement in the order sent', async () => {
    const results = await server.db.tenant(demoId, (trx) =>
      sendWave(trx, [
        sql`select 1 as n`.compile(trx),
        sql`select 2 as n`.compile(trx),
        sql`select 3 as n`.compile(trx),
      ]),
    );
    expect(results.map((r) => r.rows)).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
  });

  it('fails with the first failed statement’s own error, not the aborted transaction’s behind it', async () => {
    const failed = server.db.tenant(demoId, (trx) =>
      sendWave(trx, [
        sql`select 1`.compile(trx),
        sql`select 1 / 0`.compile(trx),
        sql`select count(*) from sales_weeks`.compile(trx),
      ]),
    );
    await expect(failed).rejects.toMatchObject({ code: '22012' }); // division_by_zero, not 25P02
  });

  it('fails when its last statement fails: nothing after it can answer success', async () => {
    const before = await salesOf('Wave-last');
    const failed = server.db.tenant(demoId, async (trx) => {
      await sendWave(trx, [
        sql`update sell_invoices set marketing_channel = 'Wave-last' where false`.compile(trx),
        sql`select 1 / 0`.compile(trx),
      ]);
      return 'committed';
    });
    await expect(failed).rejects.toMatchObject({ code: '22012' });
    expect(await salesOf('Wave-last')).toBe(before);
  });
});

describe(`a sale whose end-of-transaction wave fails (${onPostgres ? 'postgres' : 'pglite'})`, () => {
  it('is refused whole when the wave’s last statement fails: no sale, stock, ledger, figures or audit entry', async () => {
    const stockBefore = await quantities(server.db, demoId, sku, depot);
    const rowsBefore = await rowCounts();
    // The sales trend's statement is the wave's last (after the stock figures'); it fails every time.
    const restore = await failInserts('sales_weeks', 'P0001', 1_000);
    let answer;
    try {
      answer = await sale('Wave-refused');
    } finally {
      await restore();
    }
    expect(answer.status).toBe(500);
    expect(await salesOf('Wave-refused')).toBe(0);
    expect(await quantities(server.db, demoId, sku, depot)).toEqual(stockBefore);
    const rowsAfter = await rowCounts();
    // The refused write's own audit entry ("Failed", issue 16) is the only row added.
    expect({ ...rowsAfter, audit: (rowsAfter.audit ?? 0) - 1 }).toEqual(rowsBefore);
    expect(await ledgerMismatches(server.db, demoId)).toEqual([]);
    expect(await figureMismatches(server.db, demoId)).toEqual([]);
  });

  it('is run again when the wave’s first statement is a deadlock victim, and saved once', async () => {
    const stockBefore = await quantities(server.db, demoId, sku, depot);
    // The stock figures' statement is the wave's first: a deadlock there must reach the retry with its own code
    // (40P01), not as the sales trend's "current transaction is aborted" behind it.
    const restore = await failInserts('stock_value_days', '40P01', 1);
    let answer;
    try {
      answer = await sale('Wave-retried');
    } finally {
      await restore();
    }
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    expect(await salesOf('Wave-retried')).toBe(1);
    expect(await quantities(server.db, demoId, sku, depot)).toEqual({ 'W-1': (stockBefore['W-1'] ?? 0) - 2 });
    expect(await ledgerMismatches(server.db, demoId)).toEqual([]);
    expect(await figureMismatches(server.db, demoId)).toEqual([]);
  });

  it.runIf(onPostgres)(
    'sends the figures lock with the zone read, and the two figures writes, together',
    async () => {
      // Count-based: how many of the server's pg queries were waiting for an answer at once during one sale.
      const query = pg.Client.prototype.query;
      let inFlight = 0;
      let most = 0;
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        inFlight += 1;
        most = Math.max(most, inFlight);
        const answer = (query as (...a: unknown[]) => Promise<unknown>).apply(this, args);
        void Promise.resolve(answer).then(
          () => (inFlight -= 1),
          () => (inFlight -= 1),
        );
        return answer;
      } as typeof pg.Client.prototype.query;
      try {
        expect((await sale('Wave-pipelined')).status).toBeLessThan(300);
      } finally {
        pg.Client.prototype.query = query;
      }
      expect(most).toBe(2);
    },
  );
});
