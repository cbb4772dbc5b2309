import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../src/db/migrate.ts';
import { call } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoPassword, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  figureMismatches,
  maintainedAndDirectFigures,
  maintainedAndDirectSales,
} from '../stock/figure-fixtures.ts';

// ADR 031: migration 0620 fills the maintained figures for stock that existed before it, dated in each tenant's
// own zone; migration 0630 the sales trend of existing sales, weeks in that zone. Their fill blocks are run again
// here over the seeded demo tenant's stock and sales after the rows were wiped.
// Migration 0680 (ADR 046) fills the 12-week windows of the top SKUs from the weekly rows; its block likewise.

let server: TestApp;
let demo: string;

beforeAll(async () => {
  server = await startTestApp();
  demo = await tenantId(server.db, 'demo');
  const admin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
  const response = await call(server.baseUrl, 'PUT', '/api/app/settings', {
    token: admin,
    body: { nearExpiryThresholdDays: 30, timeZone: 'Pacific/Kiritimati', defaultLanguage: 'en' },
  });
  expect(response.status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

describe('migration 0620 (ADR 031)', () => {
  it("fills the figures of existing stock, each tenant's dates in its own zone", async () => {
    const before = await maintainedAndDirectFigures(server.db, demo);
    expect(Object.keys(before.maintained.days).length).toBeGreaterThan(2);
    await server.db.tenant(demo, async (trx) => {
      await trx.deleteFrom('stock_value_days').execute();
      await trx.deleteFrom('stock_sku_totals').execute();
    });
    const migration = await readFile(`${migrationsDir}/0620_dashboard_figures.sql`, 'utf8');
    const fill = /-- Existing stock[^\n]*\n(DO \$\$[\s\S]*?END \$\$;)/.exec(migration)?.[1];
    expect(fill).toBeDefined();
    await server.db.system((trx) => sql.raw(fill ?? '').execute(trx));
    // Then 0730's earliest held expiration per totals row (ADR 058), which the comparison below checks too.
    const earliest = /(DO \$\$[\s\S]*?END \$\$;)/.exec(
      await readFile(`${migrationsDir}/0730_stock_totals_earliest_expiry.sql`, 'utf8'),
    )?.[1];
    expect(earliest).toBeDefined();
    await server.db.system((trx) => sql.raw(earliest ?? '').execute(trx));
    expect(await figureMismatches(server.db, demo)).toEqual([]);
    expect((await maintainedAndDirectFigures(server.db, demo)).maintained).toEqual(before.maintained);
  });
});

describe('migration 0630 (ADR 031, sales trend)', () => {
  it("fills the trend of existing sales, each tenant's weeks in its own zone", async () => {
    const before = await maintainedAndDirectSales(server.db, demo);
    expect(Object.keys(before.maintained.skus).length).toBeGreaterThan(0);
    await server.db.tenant(demo, async (trx) => {
      await trx.deleteFrom('sales_week_skus').execute();
      await trx.deleteFrom('sales_weeks').execute();
    });
    const migration = await readFile(`${migrationsDir}/0630_dashboard_sales_figures.sql`, 'utf8');
    const fill = /-- Existing sales[^\n]*\n(DO \$\$[\s\S]*?END \$\$;)/.exec(migration)?.[1];
    expect(fill).toBeDefined();
    await server.db.system((trx) => sql.raw(fill ?? '').execute(trx));
    expect(await figureMismatches(server.db, demo)).toEqual([]);
    expect((await maintainedAndDirectSales(server.db, demo)).maintained).toEqual(before.maintained);
  });
});

describe('migration 0680 (ADR 046, 12-week windows of the top SKUs)', () => {
  it('fills the windows of existing sales from the weekly rows', async () => {
    const before = await maintainedAndDirectSales(server.db, demo);
    expect(Object.keys(before.maintained.windows).length).toBeGreaterThan(0);
    await server.db.tenant(demo, (trx) => sql`delete from sales_window_skus`.execute(trx));
    expect(await figureMismatches(server.db, demo)).not.toEqual([]);
    const migration = await readFile(`${migrationsDir}/0680_dashboard_sales_windows.sql`, 'utf8');
    const fill = /-- Existing sales[^\n]*\n(DO \$\$[\s\S]*?END \$\$;)/.exec(migration)?.[1];
    expect(fill).toBeDefined();
    await server.db.system((trx) => sql.raw(fill ?? '').execute(trx));
    expect(await figureMismatches(server.db, demo)).toEqual([]);
    expect((await maintainedAndDirectSales(server.db, demo)).maintained).toEqual(before.maintained);
  });
});
