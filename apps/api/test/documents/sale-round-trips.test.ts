import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { recordStatements, transactionWith } from '../helpers/statement-log.ts';
import { demoPassword, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertSku, insertWarehouse } from '../stock/fixtures.ts';

// Issue 19: a sale submitted with its stock-out waited for one database round trip per statement, and sent the
// same SKU read four times, the settings three times, the warehouse check twice, a delete of lines a new document cannot have, and one
// insert per audit entry (41 → 32). ADR 047 then cut 32 → 22: both counters in one statement, one statement per
// balance run with the ledger beside it, and the delivery of the sale just inserted written from what was written
// (no read or lock of its own rows, its lines and header in one statement, the batch costs from the balance lock).
// The zone the figures are dated in is read again after the figures lock (23). ADR 052 cut 23 → 19: each new
// document's header and lines in one statement (the sale's, the stock-out's), the figures' batches from the balance
// lock, and the stock figures' two upserts in one statement; then 19 → 17: the warehouse check, the SKUs and the
// settings read in one statement; then 17 → 15: the sales trend counts the new sale from what was written and
// writes its three tables in one statement. The budget counts the statements of the save's transaction (never a
// timing).

let server: TestApp;
let admin: string;
let depot: string;
let skus: string[];

beforeAll(async () => {
  server = await startTestApp();
  const demoId = await tenantId(server.db, 'demo');
  depot = await insertWarehouse(server.db, demoId, 'RT depot');
  skus = [
    await insertSku(server.db, demoId, { code: 'RT-1', name: 'RT One', cost: '2.0000' }),
    await insertSku(server.db, demoId, { code: 'RT-2', name: 'RT Two', cost: '3.0000' }),
  ];
  admin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
  const stocked = await call(server.baseUrl, 'POST', '/api/app/warehouse-invoice/save', {
    token: admin,
    body: {
      warehouseId: depot,
      stockType: 'In',
      isSubmit: true,
      items: skus.map((skuId, i) => ({ skuId, count: 100, batchNumber: `RT-B${i}` })),
    },
  });
  expect(stocked.status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

describe('a sale submitted with its stock-out', () => {
  it('reads each SKU, warehouse and setting once, deletes nothing and writes its audit entries in one statement', async () => {
    let status = 0;
    const statements = await recordStatements(async () => {
      const saved = await call(server.baseUrl, 'POST', '/api/app/sell-invoice/save', {
        token: admin,
        body: {
          isSubmit: true,
          isCreateOutStockInvoice: true,
          warehouseId: depot,
          items: skus.map((skuId) => ({ skuId, count: 1, price: 5 })),
        },
      });
      status = saved.status;
    });
    expect(status).toBeLessThan(300);
    // The save's transaction without the request's sign-in state read, which shares it when the request layer
    // reads it there (ADR 044): the budget is the save's own.
    const save = transactionWith(statements, /insert into "sell_invoices"/).filter(
      (s) => !/access_stamps/.test(s),
    );
    const listing = save.map((s, i) => `${i}: ${s.slice(0, 120)}`).join('\n');
    const count = (pattern: RegExp) => save.filter((s) => pattern.test(s)).length;
    expect(count(/from "skus" as "s"/), listing).toBe(1);
    expect(count(/from "warehouses" where "id" in/), listing).toBe(1);
    // Once for the save's rules, once after the figures lock: a zone change may commit in between (ADR 031).
    expect(count(/from "settings"/), listing).toBe(2);
    expect(count(/^delete from/), listing).toBe(0);
    expect(count(/^insert into "audit_logs"/), listing).toBe(1);
    // ADR 047: both numbers drawn in one statement; the balances taken down in one statement that also writes the
    // ledger; the sale just inserted is neither read back nor locked again, nor its batches' costs.
    expect(count(/^insert into "number_counters"/), listing).toBe(1);
    // The FEFO lock, then one write (the figures' statement recomputes an emptied earliest expiration, ADR 058).
    expect(count(/^(?!with value_days).*stock_balances/), listing).toBe(2);
    expect(count(/^with ledger as \(insert into stock_movements .*update stock_balances/), listing).toBe(1);
    expect(count(/^insert into "stock_movements"/), listing).toBe(0);
    expect(count(/^select .* from "sell_invoice/), listing).toBe(0);
    expect(count(/^select "id", "cost" from "batches"/), listing).toBe(0);
    expect(count(/^with delivered as \( ?update sell_invoice_items .* update sell_invoices /), listing).toBe(
      1,
    );
    expect(count(/^update "?sell_invoice/), listing).toBe(0);
    // ADR 052: a new document's header and lines in one statement; the stock figures' batches are those the
    // balance lock read, and their two tables are written in one statement, the per-date rows first.
    for (const [header, lines] of [
      ['sell_invoices', 'sell_invoice_items'],
      ['warehouse_invoices', 'warehouse_invoice_items'],
    ])
      expect(
        count(new RegExp(`^with "new_header" as \\(insert into "${header}" .*\\) insert into "${lines}"`)),
        listing,
      ).toBe(1);
    expect(count(/^insert into "(sell|warehouse)_invoice(_item)?s"/), listing).toBe(0);
    expect(count(/from "batches"/), listing).toBe(0);
    expect(
      count(
        /^with value_days as \(insert into stock_value_days .* insert into stock_sku_totals .* value_days/,
      ),
      listing,
    ).toBe(1);
    expect(count(/stock_value_days|stock_sku_totals/), listing).toBe(1);
    // ADR 052: the save's first reads — the warehouse check, the SKUs and the settings — in one statement.
    expect(count(/^select .*from "warehouses" where .*from "skus" as "s".*from "settings"/), listing).toBe(1);
    // ADR 052: the sales trend counts the sale just written from what the save wrote (no read back), and its three
    // tables are written in one statement, the weekly rows first, then the week × SKU rows, then the windows.
    expect(count(/from sell_invoices/), listing).toBe(0);
    expect(
      count(
        /^with week_rows as \( ?insert into sales_weeks .* insert into sales_week_skus .* week_rows.* insert into sales_window_skus .* week_skus/,
      ),
      listing,
    ).toBe(1);
    expect(count(/sales_weeks|sales_week_skus|sales_window_skus/), listing).toBe(1);
    // The rest: the warehouse check, the SKUs and the settings, the counters, the balances' lock and write, the lines'
    // delivery, the figures' lock and zone, the stock figures, the sales trend and the audit.
    expect(save.length, listing).toBeLessThanOrEqual(15);
    // ADR 054: the request reads the caller's state once its body is in, in the save's transaction: the whole
    // request is that one transaction (one BEGIN, one role setting), the state statement its only addition.
    const everything = statements.map((s, i) => `${i}: ${s.slice(0, 120)}`).join('\n');
    expect(
      statements.filter((s) => /^begin\b/i.test(s)),
      everything,
    ).toHaveLength(1);
    expect(statements.length, everything).toBeLessThanOrEqual(16);
  });
});
