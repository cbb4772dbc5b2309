import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/db/ids.ts';
import type { Schema } from '../../src/db/schema.ts';
import { addStockFigures } from '../../src/modules/stock/stock-figures.repository.ts';
import { call } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoPassword, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { maintainedAndDirectFigures } from './figure-fixtures.ts';
import { insertSku, insertWarehouse } from './fixtures.ts';

// ADR 058: the totals row's earliest held expiration, which the stock list's DateType=Expired reads, when a
// transaction that empties the earliest batch and one that makes an earlier batch held overlap. On PostgreSQL the
// emptying transaction's statement starts while the other holds the totals row and commits: its snapshot misses the
// new batch, so recomputing from it alone would answer a later expiration. PGlite runs one transaction at a time:
// there the other commits first, and the same assertions must hold.

const postgres = Boolean(process.env.TEST_DATABASE_URL);
let server: TestApp;
let demo: string;
let admin: string;

beforeAll(async () => {
  server = await startTestApp();
  demo = await tenantId(server.db, 'demo');
  admin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
});
afterAll(async () => {
  await server?.close();
});

const day = 86_400_000;

async function insertBatch(trx: Kysely<Schema>, skuId: string, number: string, expiration: Date) {
  const id = newId();
  await trx
    .insertInto('batches')
    .values({
      tenant_id: demo,
      id,
      sku_id: skuId,
      batch_number: number,
      produced_time: null,
      expiration_day: null,
      expiration_time: expiration,
      cost: '1.0000',
      in_quantity: '5',
      stock_in_time: new Date(),
      creator_id: null,
    })
    .execute();
  return id;
}

const balance = (warehouseId: string, skuId: string, batchId: string, quantity: string) => ({
  tenant_id: demo,
  warehouse_id: warehouseId,
  sku_id: skuId,
  batch_id: batchId,
  quantity,
  last_movement_time: new Date(),
});

/**
 * Resolves when a transaction waits for another's row lock (PostgreSQL: the only writers here are the two below),
 * polled from a third session through pg_locks, which every role may read.
 */
async function waitingForLock() {
  for (let attempt = 0; attempt < 2_000; attempt += 1) {
    const { rows } = await server.db.tenant(demo, (trx) =>
      sql<{ n: number }>`select count(*)::int as n from pg_locks where not granted`.execute(trx),
    );
    if ((rows[0]?.n ?? 0) > 0) return;
  }
  throw new Error('the emptying transaction never waited for the totals row');
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe(`the earliest held expiration under overlapping writers (${postgres ? 'postgres' : 'pglite'})`, () => {
  it('never keeps a later expiration than a held batch: recomputed, or marked unknown and probed by the list', async () => {
    const warehouse = await insertWarehouse(server.db, demo, 'EE depot');
    const elsewhere = await insertWarehouse(server.db, demo, 'EE elsewhere');
    const sku = await insertSku(server.db, demo, { code: 'EE-MILK', name: 'Race milk' });
    const now = Date.now();
    // X (expired 10 days ago) is the earliest held batch, Z (in 20 days) the next. Y (expired 5 days ago, between the
    // two) is held elsewhere.
    const { x, y } = await server.db.tenant(demo, async (trx) => {
      const x = await insertBatch(trx, sku, 'EE-X', new Date(now - 10 * day));
      const y = await insertBatch(trx, sku, 'EE-Y', new Date(now - 5 * day));
      const z = await insertBatch(trx, sku, 'EE-Z', new Date(now + 20 * day));
      await trx
        .insertInto('stock_balances')
        .values([
          balance(warehouse, sku, x, '3'),
          balance(warehouse, sku, z, '4'),
          balance(elsewhere, sku, y, '5'),
        ])
        .execute();
      await sql`insert into stock_sku_totals (tenant_id, sku_id, warehouse_id, quantity, earliest_expiration)
        values (${demo}, ${sku}, ${warehouse}, 7, ${new Date(now - 10 * day)}),
               (${demo}, ${sku}, ${elsewhere}, 5, ${new Date(now - 5 * day)})`.execute(trx);
      return { x, y };
    });
    const expiredHere = async () => {
      const response = await call<{ totalCount: number }>(
        server.baseUrl,
        'GET',
        `/api/app/stock?DateType=2&WarehouseId=${warehouse}&SKUName=EE-`,
        { token: admin },
      );
      expect(response.status).toBe(200);
      return response.body.totalCount;
    };
    expect(await expiredHere()).toBe(1);

    // B makes Y held here (a stock-in); A empties X (a sale). A's figures statement waits for B's totals row, which
    // still names X's expiration: A recomputes, and its snapshot sees Z but not Y.
    const change = (quantity: string, held: Date | null, emptied: Date | null) => [
      { skuId: sku, warehouseId: warehouse, quantity, heldExpiration: held, emptiedExpiration: emptied },
    ];
    const stockIn = (trx: Kysely<Schema>) =>
      trx
        .insertInto('stock_balances')
        .values(balance(warehouse, sku, y, '2'))
        .execute()
        .then(() => addStockFigures(trx, demo, [], change('2', new Date(now - 5 * day), null)));
    const sale = async (trx: Kysely<Schema>) => {
      await trx.updateTable('stock_balances').set({ quantity: '0' }).where('batch_id', '=', x).execute();
      await addStockFigures(trx, demo, [], change('-3', null, new Date(now - 10 * day)));
    };
    if (postgres) {
      const inHeld = deferred();
      const release = deferred();
      const b = server.db.tenant(demo, async (trx) => {
        await stockIn(trx);
        inHeld.resolve();
        await release.promise;
      });
      await inHeld.promise;
      const a = server.db.tenant(demo, sale);
      await waitingForLock();
      release.resolve();
      await Promise.all([a, b]);
    } else {
      await server.db.tenant(demo, stockIn);
      await server.db.tenant(demo, sale);
    }

    const { earliest } = await maintainedAndDirectFigures(server.db, demo);
    const key = `${sku}/${warehouse}`;
    expect(earliest.direct[key]).toBe(new Date(now - 5 * day).toISOString());
    expect(earliest.maintained[key]).toBe(earliest.direct[key]);
    const [row] = await server.db.tenant(demo, (trx) =>
      sql<{ earliest: string }>`select earliest_expiration::text as earliest from stock_sku_totals
        where sku_id = ${sku} and warehouse_id = ${warehouse}`
        .execute(trx)
        .then((r) => r.rows),
    );
    // On PostgreSQL the sale could not know: unknown. Serially it recomputed Y's expiration.
    if (postgres) expect(row?.earliest).toBe('-infinity');
    else expect(row?.earliest).not.toBe('-infinity');
    expect(await expiredHere()).toBe(1);

    // The next change that empties a batch there, alone, recomputes it.
    await server.db.tenant(demo, async (trx) => {
      await trx
        .updateTable('stock_balances')
        .set({ quantity: '0' })
        .where('batch_id', '=', y)
        .where('warehouse_id', '=', warehouse)
        .execute();
      await addStockFigures(trx, demo, [], change('-2', null, new Date(now - 5 * day)));
    });
    const after = await maintainedAndDirectFigures(server.db, demo);
    expect(after.earliest.direct[key]).toBe(new Date(now + 20 * day).toISOString());
    const [fixed] = await server.db.tenant(demo, (trx) =>
      sql<{ earliest: string }>`select earliest_expiration::text as earliest from stock_sku_totals
        where sku_id = ${sku} and warehouse_id = ${warehouse}`
        .execute(trx)
        .then((r) => r.rows),
    );
    expect(fixed?.earliest).not.toBe('-infinity');
    expect(after.earliest.maintained[key]).toBe(after.earliest.direct[key]);
    expect(await expiredHere()).toBe(0);
  });
});
