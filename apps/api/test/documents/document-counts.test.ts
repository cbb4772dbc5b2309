import {
  pagedResult,
  productionOrder,
  purchaseInvoice,
  sellInvoice,
  warehouseInvoice,
  type PurchaseInvoice,
  type SellInvoice,
} from '@inventory/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retriedTransactions } from '../../src/db/retry.ts';
import { foldAt, foldCounts } from '../../src/modules/documents/document-counts.ts';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { recordStatements } from '../helpers/statement-log.ts';
import { createTenantWithAdmin, demoPassword } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertComponents, insertSku, insertWarehouse } from '../stock/fixtures.ts';
import { insertSupplier } from './document-fixtures.ts';

// Issue 19, ADR 070: the maintained document counts (migration 0770) against the headers themselves, after every
// kind of header write the server makes (drafts, submits, a purchase received into a warehouse invoice, discard,
// finish, delete), with another tenant writing beside; under concurrent submits and folding reads; and the plain
// list's total read from the counts instead of the header index. PGlite and PostgreSQL (TEST_DATABASE_URL).

let server: TestApp;

interface Tenant {
  id: string;
  token: string;
  warehouse: string;
  sku: string;
  supplier: string;
  /** A group SKU (a production order's product). */
  kit: string;
}

let a: Tenant;
let b: Tenant;

const kinds = {
  warehouse_invoices: '/api/app/warehouse-invoice',
  purchase_invoices: '/api/app/purchase-invoice',
  sell_invoices: '/api/app/sell-invoice',
  yields: '/api/app/yield',
} as const;
type Kind = keyof typeof kinds;

async function ok<T>(t: Tenant, method: string, path: string, body?: unknown): Promise<T> {
  const response = await call<T & ErrorBody>(server.baseUrl, method, path, { token: t.token, body });
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  return response.body;
}

async function tenant(name: string): Promise<Tenant> {
  const id = await createTenantWithAdmin(server.db, name);
  const token = (await signIn(server.baseUrl, { tenant: name, username: 'admin', password: demoPassword }))
    .accessToken;
  const warehouse = await insertWarehouse(server.db, id, `${name} depot`);
  const sku = await insertSku(server.db, id, {
    code: `${name}-FLOUR`,
    name: `${name} flour`,
    cost: '2.0000',
  });
  const supplier = await insertSupplier(server.db, id, `${name} mill`);
  const kit = await insertSku(server.db, id, { code: `${name}-KIT`, name: `${name} kit` });
  await insertComponents(server.db, id, kit, [{ skuId: sku, number: '2' }]);
  return { id, token, warehouse, sku, supplier, kit };
}

/** The newest sale (a sell save answers 204 without a body). */
async function newestSell(t: Tenant): Promise<SellInvoice> {
  const list = pagedResult(sellInvoice).parse(
    await ok(t, 'GET', '/api/app/sell-invoice?MaxResultCount=1&IsNeedDiscard=true'),
  );
  const newest = list.items[0];
  if (!newest) throw new Error('no sell invoice listed');
  return newest;
}

type Counts = Record<string, number>;
const keyOf = (r: { kind: string; stock_type: number; type: number; state: number }) =>
  `${r.kind}/${r.stock_type}/${r.type}/${r.state}`;

/** The tenant's headers counted directly, by (kind, stock type, type, state). */
async function exactCounts(tenantId: string): Promise<Counts> {
  const { rows } = await server.db.tenant(tenantId, (trx) =>
    sql<{ kind: string; stock_type: number; type: number; state: number; n: string }>`
      select 'warehouse_invoices' as kind, stock_type, type, state, count(*) as n from warehouse_invoices
      group by stock_type, type, state
      union all select 'purchase_invoices', 0, 0, state, count(*) from purchase_invoices group by state
      union all select 'sell_invoices', 0, 0, state, count(*) from sell_invoices group by state
      union all select 'yields', 0, 0, state, count(*) from yields group by state`.execute(trx),
  );
  return Object.fromEntries(rows.map((r) => [keyOf(r), Number(r.n)]));
}

/** The tenant's maintained counts: folded totals plus unfolded deltas, keys whose sum is 0 left out. */
async function maintainedCounts(tenantId: string): Promise<Counts> {
  const { rows } = await server.db.tenant(tenantId, (trx) =>
    sql<{ kind: string; stock_type: number; type: number; state: number; n: string }>`
      select kind, stock_type, type, state, sum(n) as n
      from (select kind, stock_type, type, state, n from document_counts
            union all select kind, stock_type, type, state, n from document_count_deltas) c
      group by kind, stock_type, type, state having sum(n) <> 0`.execute(trx),
  );
  return Object.fromEntries(rows.map((r) => [keyOf(r), Number(r.n)]));
}

/** A list's totalCount through HTTP. */
async function listTotal(t: Tenant, kind: Kind, query: string): Promise<number> {
  const body = await ok<{ totalCount: number }>(t, 'GET', `${kinds[kind]}?MaxResultCount=1&${query}`);
  return body.totalCount;
}

/** Direct count of a kind's headers matching a state condition (and a warehouse invoice's stock type). */
async function direct(tenantId: string, kind: Kind, where: string): Promise<number> {
  const { rows } = await server.db.tenant(tenantId, (trx) =>
    sql<{ n: string }>`select count(*) as n from ${sql.table(kind)} where ${sql.raw(where)}`.execute(trx),
  );
  return Number(rows[0]?.n ?? 0);
}

/** The maintained counts equal the headers, and every list the counts answer totals what a direct count does. */
async function expectExact(t: Tenant): Promise<void> {
  expect(await maintainedCounts(t.id)).toEqual(await exactCounts(t.id));
  for (const kind of Object.keys(kinds) as Kind[]) {
    expect(await listTotal(t, kind, ''), `${kind} plain`).toBe(await direct(t.id, kind, 'state <> 3'));
    expect(await listTotal(t, kind, 'IsNeedDiscard=true'), `${kind} all`).toBe(
      await direct(t.id, kind, 'true'),
    );
    for (const state of [0, 1, 2, 3])
      expect(await listTotal(t, kind, `State=${state}`), `${kind} State=${state}`).toBe(
        await direct(t.id, kind, `state = ${state}`),
      );
  }
  expect(await listTotal(t, 'warehouse_invoices', 'StockType=Out')).toBe(
    await direct(t.id, 'warehouse_invoices', 'state <> 3 and stock_type = 1'),
  );
  expect(await listTotal(t, 'warehouse_invoices', 'StockType=In&Type=Purchase&IsNeedDiscard=true')).toBe(
    await direct(t.id, 'warehouse_invoices', 'stock_type = 0 and type = 3'),
  );
}

beforeAll(async () => {
  server = await startTestApp();
  a = await tenant('counts-a');
  b = await tenant('counts-b');
});
afterAll(async () => {
  await server?.close();
});

describe(`maintained document counts (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('equal the headers after every kind of header write, per tenant, before and after a fold', async () => {
    const line = (count: number, batchNumber: string) => ({ skuId: a.sku, count, price: 2, batchNumber });
    // Purchases: a draft; one received at once (a Finished purchase and its stock-in invoice); one received later
    // by a warehouse invoice linking its line (the receipt finishes it); one finished by hand.
    await ok(a, 'POST', '/api/app/purchase-invoice/save', {
      supplierId: a.supplier,
      items: [line(1, 'P-D')],
    });
    await ok(a, 'POST', '/api/app/purchase-invoice/save', {
      supplierId: a.supplier,
      isSubmit: true,
      isCreateStockInvoice: true,
      warehouseId: a.warehouse,
      items: [line(100, 'P-NOW')],
    });
    const later = purchaseInvoice.parse(
      await ok(a, 'POST', '/api/app/purchase-invoice/save', {
        supplierId: a.supplier,
        isSubmit: true,
        items: [line(5, 'P-LATER')],
      }),
    );
    expect(later.state).toBe(1);
    await expectExact(a);
    await ok(a, 'POST', '/api/app/warehouse-invoice/save', {
      warehouseId: a.warehouse,
      stockType: 'In',
      type: 'Purchase',
      isSubmit: true,
      items: [{ itemId: later.items[0]?.itemId, skuId: a.sku, count: 5, batchNumber: 'P-LATER' }],
    });
    const received = await ok<PurchaseInvoice>(a, 'GET', `/api/app/purchase-invoice/${later.id}`);
    expect(received.state).toBe(2);
    const byHand = purchaseInvoice.parse(
      await ok(a, 'POST', '/api/app/purchase-invoice/save', {
        supplierId: a.supplier,
        isSubmit: true,
        items: [line(2, 'P-HAND')],
      }),
    );
    await ok(a, 'POST', `/api/app/purchase-invoice/${byHand.id}/finish?remarks=short`);

    // Sales: one submitted with its stock-out invoice; a draft discarded and deleted; a draft discarded and kept.
    await ok(a, 'POST', '/api/app/sell-invoice/save', {
      isSubmit: true,
      isCreateOutStockInvoice: true,
      warehouseId: a.warehouse,
      items: [{ skuId: a.sku, count: 3, price: 5 }],
    });
    expect((await newestSell(a)).state).toBe(2);
    await ok(a, 'POST', '/api/app/sell-invoice/save', { items: [{ skuId: a.sku, count: 1, price: 5 }] });
    const gone = await newestSell(a);
    await ok(a, 'POST', `/api/app/sell-invoice/${gone.id}/discard`);
    await ok(a, 'DELETE', `/api/app/sell-invoice/${gone.id}`);
    await ok(a, 'POST', '/api/app/sell-invoice/save', { items: [{ skuId: a.sku, count: 1, price: 5 }] });
    await ok(a, 'POST', `/api/app/sell-invoice/${(await newestSell(a)).id}/discard`);
    await expectExact(a);

    // Warehouse invoices: an Out draft discarded and kept, another discarded and deleted, a draft edited from
    // Out to In (its kind changes, not its state).
    const saveOut = () =>
      ok(a, 'POST', '/api/app/warehouse-invoice/save', {
        warehouseId: a.warehouse,
        stockType: 'Out',
        items: [{ skuId: a.sku, count: 1 }],
      }).then((body) => warehouseInvoice.parse(body));
    await ok(a, 'POST', `/api/app/warehouse-invoice/${(await saveOut()).id}/discard`);
    const outGone = await saveOut();
    await ok(a, 'POST', `/api/app/warehouse-invoice/${outGone.id}/discard`);
    await ok(a, 'DELETE', `/api/app/warehouse-invoice/${outGone.id}`);
    const edited = await saveOut();
    const asIn = warehouseInvoice.parse(
      await ok(a, 'POST', '/api/app/warehouse-invoice/save', {
        id: edited.id,
        concurrencyStamp: edited.concurrencyStamp,
        warehouseId: a.warehouse,
        stockType: 'In',
        items: [{ itemId: edited.items[0]?.itemId, skuId: a.sku, count: 1, batchNumber: 'W-EDIT' }],
      }),
    );
    expect(asIn.stockType).toBe(0);
    // The type alone changed, by a write outside the services: the trigger sees every write, whoever makes it.
    await server.db.tenant(a.id, (trx) =>
      sql`update warehouse_invoices set type = 1 where id = ${asIn.id}`.execute(trx),
    );

    // Production orders: a draft deleted, one kept.
    const order = productionOrder.parse(
      await ok(a, 'POST', '/api/app/yield/save', { skuId: a.kit, count: 1 }),
    );
    await ok(a, 'DELETE', `/api/app/yield/${order.id}`);
    await ok(a, 'POST', '/api/app/yield/save', { skuId: a.kit, count: 2 });

    // Another tenant writes beside: its documents are never counted for the first.
    await ok(b, 'POST', '/api/app/purchase-invoice/save', {
      supplierId: b.supplier,
      isSubmit: true,
      isCreateStockInvoice: true,
      warehouseId: b.warehouse,
      items: [{ skuId: b.sku, count: 4, price: 1, batchNumber: 'B-1' }],
    });
    await ok(b, 'POST', '/api/app/yield/save', { skuId: b.kit, count: 1 });

    const exactA = await exactCounts(a.id);
    expect(Object.keys(exactA).length).toBeGreaterThan(8);
    await expectExact(a);
    await expectExact(b);
    expect(await maintainedCounts(b.id)).toEqual({
      'purchase_invoices/0/0/2': 1,
      'warehouse_invoices/0/3/2': 1,
      'yields/0/0/0': 1,
    });

    // Folding moves every delta into the totals once: the sums stay, the deltas are gone.
    expect(await server.db.tenant(a.id, (trx) => foldCounts(trx))).toBe(true);
    const { rows } = await server.db.tenant(a.id, (trx) =>
      sql<{ n: string }>`select count(*) as n from document_count_deltas`.execute(trx),
    );
    expect(Number(rows[0]?.n)).toBe(0);
    expect(await maintainedCounts(a.id)).toEqual(exactA);
    await expectExact(a);
    await expectExact(b);
  });

  it('stay exact under concurrent submits and folding list reads, without a deadlock or a retry', async () => {
    await ok(a, 'POST', '/api/app/warehouse-invoice/save', {
      warehouseId: a.warehouse,
      stockType: 'In',
      isSubmit: true,
      items: [{ skuId: a.sku, count: 1000, batchNumber: 'C-1' }],
    });
    const drafts: SellInvoice[] = [];
    for (let i = 0; i < 40; i += 1) {
      await ok(a, 'POST', '/api/app/sell-invoice/save', {
        remarks: `CC-${i}`,
        items: [{ skuId: a.sku, count: 1, price: 5 }],
      });
      drafts.push(await newestSell(a));
    }
    await server.db.tenant(a.id, (trx) => foldCounts(trx));
    const retriedBefore = retriedTransactions();
    // Each submit writes two deltas of sales (its state out of Draft and into Finished) and one of warehouse
    // invoices (its stock-out invoice); each submit is followed by two list reads, so the reads after the 32nd
    // submit meet foldAt and fold while other submits are inserting deltas.
    expect(drafts.length * 2).toBeGreaterThan(foldAt);
    const statements = await recordStatements(() =>
      Promise.all(
        drafts.map((draft) =>
          ok(a, 'POST', '/api/app/sell-invoice/save', {
            id: draft.id,
            concurrencyStamp: draft.concurrencyStamp,
            isSubmit: true,
            isCreateOutStockInvoice: true,
            warehouseId: a.warehouse,
            remarks: draft.remarks,
            items: [{ itemId: draft.items[0]?.itemId, skuId: a.sku, count: 1, price: 5 }],
          }).then(() =>
            Promise.all([
              listTotal(a, 'sell_invoices', ''),
              listTotal(a, 'warehouse_invoices', 'StockType=Out'),
            ]),
          ),
        ),
      ),
    );
    expect(retriedTransactions() - retriedBefore).toBe(0);
    expect(
      statements.filter((s) => /^with moved as \(delete from document_count_deltas/.test(s)).length,
    ).toBeGreaterThan(0);
    expect(await direct(a.id, 'sell_invoices', `remarks like 'CC-%' and state = 2`)).toBe(40);
    await expectExact(a);
    await expectExact(b);
  });

  it("reads the plain list's total from the counts, not from the header index", async () => {
    for (const kind of Object.keys(kinds) as Kind[]) {
      const statements = await recordStatements(() => listTotal(a, kind, ''));
      expect(
        statements.some((s) => /from document_counts where kind = /.test(s)),
        kind,
      ).toBe(true);
      expect(
        statements.filter((s) => /count\(\*\)/.test(s) && s.includes(kind)),
        kind,
      ).toEqual([]);
    }
    // A filter outside the count's key keeps the exact count over the headers.
    const byWarehouse = await recordStatements(() =>
      listTotal(a, 'warehouse_invoices', `WarehouseId=${a.warehouse}`),
    );
    expect(byWarehouse.some((s) => /^select count\(\*\).* from "warehouse_invoices"/.test(s))).toBe(true);
    expect(byWarehouse.some((s) => /document_counts/.test(s))).toBe(false);
  });
});
