import { allFeatures, allTenantPermissions, dashboardLimits, type Dashboard } from '@inventory/contracts';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBenchDatabase, type BenchDatabase } from '../../bench/bench-database.ts';
import { generateTenant } from '../../bench/generator/generator.ts';
import { smallTenant } from '../../bench/generator/sizes.ts';
import { dashboardCase, readCases } from '../../bench/read-cases.ts';
import { captureSql, type CapturedQuery } from '../../bench/sql-capture.ts';
import { tenantFacts } from '../../bench/tenant-facts.ts';
import { topSkusByMargin } from '../../src/modules/dashboard/dashboard.repository.ts';
import { getDashboard } from '../../src/modules/dashboard/dashboard.service.ts';
import { farDaysLeft } from '../../src/modules/dashboard/value-spans.repository.ts';
import { loadStockSettings } from '../../src/modules/stock/stock-context.ts';
import { createTenantWithAdmin } from '../helpers/tenants.ts';
import { figureMismatches } from '../stock/figure-fixtures.ts';
import { directFigures } from './dashboard-direct.ts';

// ADR 046: the dashboard's statements read what the tiles show, not what the tenant holds. The top SKUs by margin
// read the maintained 12-week window rows (migration 0680) through their margin index and stop after the first
// places, and still equal the direct computation over every sale line of the 12 weeks; low stock sums each SKU's
// held quantity index-only (migration 0681). Asserted on plans (rows and pages read), not on time.

let bench: BenchDatabase;
let tenantId: string;
let answer: Dashboard;
let statements: CapturedQuery[];
/** The tenant's (warehouse, expiration date) pairs holding stock, before the first call parked any (ADR 053). */
let heldDates: number;
const now = new Date();

beforeAll(async () => {
  // Never DATABASE_URL here: a test must not write into a real database.
  bench = await openBenchDatabase({ TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
  tenantId = await createTenantWithAdmin(bench.db, 'top-a');
  await generateTenant(bench.raw, tenantId, smallTenant);
  // The statistics a tenant of this size has once (auto)vacuum has run; PGlite has no autovacuum.
  await bench.raw.query('vacuum analyze sales_window_skus, sales_week_skus, stock_sku_totals, skus');
  heldDates = await bench.db.tenant(tenantId, async (trx) => {
    const [row] = (
      await sql<{ n: string }>`select count(*) as n from stock_value_days where quantity > 0`.execute(trx)
    ).rows;
    return Number(row?.n ?? 0);
  });
  const dashboard = readCases(await tenantFacts(bench.raw, tenantId)).find((c) => c.name === dashboardCase);
  if (!dashboard) throw new Error('no dashboard read case');
  statements = await captureSql(bench, tenantId, async (scope) => {
    answer = (await dashboard.service(scope)) as Dashboard;
  });
}, 120_000);
afterAll(async () => {
  await bench?.close();
});

/** The plan of a captured statement, run (EXPLAIN ANALYZE, BUFFERS, JSON) in the tenant. */
async function planOf(query: CapturedQuery): Promise<unknown> {
  const [row] = await bench.db.tenant(tenantId, async (trx) => {
    const explained = await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (analyze, buffers, format json) ${query.sql}`, [...query.parameters]),
    );
    return explained.rows;
  });
  const raw = row?.['QUERY PLAN'];
  return typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
}

/** Every plan node on `relation`. */
function nodesOn(
  plan: unknown,
  relation: string,
  into: Record<string, unknown>[] = [],
): Record<string, unknown>[] {
  if (plan && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    if (node['Relation Name'] === relation) into.push(node);
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const child of value) nodesOn(child, relation, into);
      else if (value && typeof value === 'object') nodesOn(value, relation, into);
    }
  }
  return into;
}

/** Σ rows each scan node returned (× loops), by relation, from EXPLAIN (ANALYZE, FORMAT JSON). */
function rowsRead(plan: unknown, into = new Map<string, number>()): Map<string, number> {
  if (plan && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    const relation = node['Relation Name'];
    if (typeof relation === 'string')
      into.set(
        relation,
        (into.get(relation) ?? 0) + Number(node['Actual Rows'] ?? 0) * Number(node['Actual Loops'] ?? 1),
      );
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const child of value) rowsRead(child, into);
      else if (value && typeof value === 'object') rowsRead(value, into);
    }
  }
  return into;
}

describe(`top SKUs by margin (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('equals the direct computation over the 12 weeks of sale lines, and the window rows equal the sales', async () => {
    const settings = await bench.db.tenant(tenantId, (trx) => loadStockSettings(trx));
    const direct = await directFigures(bench.db, tenantId, settings, now);
    expect(direct.salesTrend?.topSkus.length).toBe(dashboardLimits.topSkus);
    expect(answer.salesTrend?.topSkus).toEqual(direct.salesTrend?.topSkus);
    expect(await figureMismatches(bench.db, tenantId)).toEqual([]);
  });

  it('reads the first places of one window through the margin index, not every SKU of the 12 weeks', async () => {
    const top = statements.filter(
      (q) => /revenue\s*-\s*\w*\.?cost\b/.test(q.sql) && q.sql.includes('skus s'),
    );
    expect(top).toHaveLength(1);
    const plan = await planOf(top[0] as CapturedQuery);
    const read = rowsRead(plan);
    const text = JSON.stringify(plan);
    const windowRows = await bench.db.tenant(tenantId, async (trx) => {
      const [count] = (
        await sql<{ n: string }>`select count(*) as n from sales_window_skus
          where window_end = (select max(week_start) from sales_week_skus) and lines > 0`.execute(trx)
      ).rows;
      return Number(count?.n ?? 0);
    });
    // The small tenant's current window holds a few hundred SKUs; the statement reads the first places only.
    expect(windowRows).toBeGreaterThan(100);
    expect(text).toContain('sales_window_skus_margin_ix');
    expect(read.has('sales_week_skus')).toBe(false);
    expect(read.get('skus') ?? 0, 'SKUs looked up by key').toBeLessThanOrEqual(2 * dashboardLimits.topSkus);
    expect(read.get('sales_window_skus') ?? 0, JSON.stringify([...read])).toBeLessThanOrEqual(
      2 * dashboardLimits.topSkus,
    );
  });

  it('sums each SKU with a reorder level index-only over its warehouses, not one heap page per warehouse', async () => {
    const low = statements.filter((q) => q.sql.includes('stock_sku_totals'));
    expect(low).toHaveLength(1);
    const scans = nodesOn(await planOf(low[0] as CapturedQuery), 'stock_sku_totals');
    expect(scans.length).toBeGreaterThan(0);
    for (const scan of scans) {
      expect(scan['Node Type'], JSON.stringify(scan)).toBe('Index Only Scan');
      expect(scan['Heap Fetches']).toBe(0);
    }
    // One evaluation per SKU with a level (the sum is not repeated for the low ones).
    const levels = await bench.db.tenant(tenantId, (trx) =>
      trx
        .selectFrom('skus')
        .select('id')
        .where('reorder_level', 'is not', null)
        .where('is_deleted', '=', false)
        .where('state', '=', 0)
        .execute(),
    );
    expect(levels.length).toBeGreaterThan(100);
    expect(scans.reduce((n, scan) => n + Number(scan['Actual Loops'] ?? 0), 0)).toBe(levels.length);
  });

  it('keeps the ties of the last place and orders them by code; SKUs without lines and other windows are left out', async () => {
    const window = '2099-01-05'; // a Monday no sale reaches
    await bench.db.tenant(tenantId, async (trx) => {
      const skus = await trx
        .selectFrom('skus')
        .select(['id', 'normalized_code'])
        .orderBy('normalized_code')
        .limit(9)
        .execute();
      // Margins by code order: 5, 9, 5, 8, 5, 7, 100 (no lines left), 6, 5 — the 5th place is a tie of four.
      const margins = ['5', '9', '5', '8', '5', '7', '100', '6', '5'];
      // Written as the server's upsert would leave them (margin is generated by the database).
      for (const [i, sku] of skus.entries())
        await sql`insert into sales_window_skus (tenant_id, window_end, sku_id, lines, count, revenue, cost)
          values (${tenantId}, ${window}, ${sku.id}, ${i === 6 ? 0 : 1}, 1, ${Number(margins[i]) + 10}, 10)`.execute(
          trx,
        );
      await sql`insert into sales_window_skus (tenant_id, window_end, sku_id, lines, count, revenue, cost)
        values (${tenantId}, '2099-01-12', ${skus[0]?.id}, 1, 1, 1000, 0)`.execute(trx);
      const top = await topSkusByMargin(trx, window, dashboardLimits.topSkus);
      // 9, 8, 7, 6, then the first by code of the four at 5.
      expect(top.map((t) => t.skuId)).toEqual(
        [skus[1], skus[3], skus[5], skus[7], skus[0]].map((s) => s?.id),
      );
      expect(top.map((t) => [t.revenue, t.cost])).toEqual([
        ['19.00', '10.00'],
        ['18.00', '10.00'],
        ['17.00', '10.00'],
        ['16.00', '10.00'],
        ['15.00', '10.00'],
      ]);
      await sql`delete from sales_window_skus where window_end >= ${window}`.execute(trx);
    });
  });
});

/** Every section granted and on (as the bench's dashboard case calls it). */
const adminAccess = {
  grantedPolicies: new Set(allTenantPermissions),
  features: Object.fromEntries(allFeatures.map((name) => [name, 'True'])),
  roles: ['admin'],
  userActive: true,
};

/** The stock sections of an answer, its warehouses by id (the direct computation's order). */
const stockOf = (figures: Pick<Dashboard, 'stockValue' | 'expiryRisk'>) => ({
  stockValue: figures.stockValue && {
    ...figures.stockValue,
    warehouses: [...figures.stockValue.warehouses].sort((a, b) => a.warehouseId.localeCompare(b.warehouseId)),
  },
  expiryRisk: figures.expiryRisk,
});

describe(`stock value and expiry (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('reads the days from yesterday to the horizon and one span per warehouse and month beyond, not every date held', async () => {
    const settings = await bench.db.tenant(tenantId, (trx) => loadStockSettings(trx));
    const direct = await directFigures(bench.db, tenantId, settings, now);
    expect(stockOf(answer)).toEqual(stockOf(direct));
    expect(await figureMismatches(bench.db, tenantId)).toEqual([]);
    const values = statements.filter(
      (q) => q.sql.includes('stock_value_spans') && q.sql.includes('union all'),
    );
    expect(values).toHaveLength(1);
    const read = rowsRead(await planOf(values[0] as CapturedQuery));
    const warehouses = (answer.stockValue?.warehouses ?? []).length;
    const longest = Math.max(settings.nearExpiryDays, ...dashboardLimits.expiryHorizons);
    // Per warehouse: yesterday to the horizon, the rest of the horizon's month, the undated row; then the far
    // days not parked yet, and the spans: the past and a month each (the small tenant's stock expires within ~3 years).
    expect(warehouses).toBeGreaterThan(5);
    expect(read.get('stock_value_days') ?? 0).toBeLessThanOrEqual(
      warehouses * (longest + 2 + 31 + 1) + farDaysLeft,
    );
    expect(read.get('stock_value_spans') ?? 0).toBeLessThanOrEqual(warehouses * (1 + 40));
    // The tenant holds stock on far more (warehouse, date) pairs than the statement reads.
    expect(heldDates).toBeGreaterThan(600);
    expect((read.get('stock_value_days') ?? 0) + (read.get('stock_value_spans') ?? 0)).toBeLessThan(
      heldDates / 2,
    );
  });

  it('answers the same figures when the days pass: parked months come back before the horizon reaches them', async () => {
    const settings = await bench.db.tenant(tenantId, (trx) => loadStockSettings(trx));
    // Later and later (the clock never goes back): each call parks the days that passed and brings months back.
    for (const days of [1, 45, 130, 400]) {
      const later = new Date(now.getTime() + days * 86_400_000);
      let figures: Dashboard | undefined;
      await captureSql(bench, tenantId, async (scope) => {
        figures = await getDashboard({ ...scope, access: () => Promise.resolve(adminAccess) }, later);
      });
      const direct = await directFigures(bench.db, tenantId, settings, later);
      expect(figures && stockOf(figures), `${days} days later`).toEqual(stockOf(direct));
      expect(await figureMismatches(bench.db, tenantId)).toEqual([]);
    }
  });
});
