import type { PagedResult, StockSummary } from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBenchDatabase, type BenchDatabase } from '../../bench/bench-database.ts';
import { generateTenant } from '../../bench/generator/generator.ts';
import { smallTenant } from '../../bench/generator/sizes.ts';
import { readCases, stockDetailCase } from '../../bench/read-cases.ts';
import { captureSql, type CapturedQuery } from '../../bench/sql-capture.ts';
import { inTenant, tenantFacts, type TenantFacts } from '../../bench/tenant-facts.ts';
import { analyzedPlan } from '../helpers/analyzed-plan.ts';
import { createTenantWithAdmin } from '../helpers/tenants.ts';

// ADR 071, counted (never timed): the stock detail's call (one SKU by its full name, one warehouse, every batch, as
// stock-detail-route.tsx asks it and the bench's detail case sends it) reads the balance rows and batches of its SKU
// only, however many the tenant holds, and answers every batch row of the SKU in that warehouse. That is what keeps
// its cost flat per answered row on the 1M-movement tenant (5 pages a row there, 9 on the small one). On a generated
// tenant whose 20 SKUs hold ~50 batches each over 10 warehouses; both databases run PostgreSQL's planner.

const manyBatches = { ...smallTenant, skus: 20, kits: 2 };

let bench: BenchDatabase;
let tenantId: string;
let facts: TenantFacts;

/** Rows each relation's scans visited (kept and filtered out, × loops) in an EXPLAIN ANALYZE of the statement. */
async function rowsVisited(query: CapturedQuery): Promise<{ visited: Record<string, number>; text: string }> {
  const { nodes, text } = await analyzedPlan(bench, tenantId, query);
  const visited: Record<string, number> = {};
  for (const node of nodes) {
    const relation = node['Relation Name'];
    if (!relation) continue;
    const perLoop =
      (node['Actual Rows'] ?? 0) +
      (node['Rows Removed by Filter'] ?? 0) +
      (node['Rows Removed by Index Recheck'] ?? 0);
    visited[relation] = (visited[relation] ?? 0) + perLoop * (node['Actual Loops'] ?? 1);
  }
  return { visited, text };
}

const count = async (sql: string, params: unknown[] = []) =>
  Number((await inTenant(bench.raw, tenantId, () => bench.raw.query<{ n: string }>(sql, params)))[0]?.n ?? 0);

beforeAll(async () => {
  // Never DATABASE_URL here: a test must not write into a real database.
  bench = await openBenchDatabase({ TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
  tenantId = await createTenantWithAdmin(bench.db, 'detail-reads');
  await generateTenant(bench.raw, tenantId, manyBatches);
  await bench.raw.query('vacuum analyze');
  facts = await tenantFacts(bench.raw, tenantId);
}, 180_000);
afterAll(async () => {
  await bench?.close();
});

describe(`the stock detail's call (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  const detailCase = () => {
    const found = readCases(facts).find((c) => c.name === stockDetailCase);
    if (!found) throw new Error('no detail case');
    return found;
  };

  it("reads only its SKU's balance rows and batches, a fraction of the tenant's", async () => {
    const skuId = (
      await inTenant(bench.raw, tenantId, () =>
        bench.raw.query<{ id: string }>('select id from skus where name = $1', [facts.detailSkuName]),
      )
    )[0]?.id;
    const skuRows = await count('select count(*) as n from stock_balances where sku_id = $1', [skuId]);
    const skuBatches = await count('select count(*) as n from batches where sku_id = $1', [skuId]);
    const allRows = await count('select count(*) as n from stock_balances');
    // The tenant holds many more rows than the SKU: a tenant-wide scan would show.
    expect(skuRows * 4).toBeLessThan(allRows);
    const statements = await captureSql(bench, tenantId, detailCase().service);
    expect(statements.some((q) => /"b"\."batch_number"/.test(q.sql))).toBe(true);
    for (const statement of statements) {
      if (!/stock_balances|batches/.test(statement.sql)) continue;
      const { visited, text } = await rowsVisited(statement);
      expect(visited['stock_balances'] ?? 0, text).toBeLessThanOrEqual(skuRows);
      expect(visited['batches'] ?? 0, text).toBeLessThanOrEqual(skuBatches);
    }
  });

  it('answers every batch row of the SKU in the warehouse, as the balances hold them', async () => {
    const expected = await inTenant(bench.raw, tenantId, () =>
      bench.raw.query<{ batch_number: string; quantity: string }>(
        `select b.batch_number, sb.quantity::text as quantity from stock_balances sb
         join batches b on b.id = sb.batch_id join skus s on s.id = sb.sku_id
         where s.name = $1 and sb.warehouse_id = $2`,
        [facts.detailSkuName, facts.warehouseId],
      ),
    );
    expect(expected.length).toBeGreaterThan(0);
    let answer: PagedResult<StockSummary> = { items: [], totalCount: 0 };
    await captureSql(bench, tenantId, async (scope) => {
      answer = (await detailCase().service(scope)) as PagedResult<StockSummary>;
    });
    expect(answer.totalCount).toBe(1);
    const [row] = answer.items;
    expect(row?.sku).toBe(facts.detailSkuName);
    const byNumber = (rows: { batch: string; quantity: number }[]) =>
      rows.sort((a, b) => (a.batch < b.batch ? -1 : a.batch > b.batch ? 1 : 0));
    expect(
      byNumber((row?.items ?? []).map((b) => ({ batch: String(b.batchNumber), quantity: Number(b.count) }))),
    ).toEqual(byNumber(expected.map((e) => ({ batch: e.batch_number, quantity: Number(e.quantity) }))));
  });
});
