import { endpoints } from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBenchDatabase, type BenchDatabase } from '../../bench/bench-database.ts';
import { generateTenant } from '../../bench/generator/generator.ts';
import { smallTenant } from '../../bench/generator/sizes.ts';
import { captureSql, type CapturedQuery } from '../../bench/sql-capture.ts';
import { inTenant } from '../../bench/tenant-facts.ts';
import { getStock } from '../../src/modules/stock/stock-query.service.ts';
import { analyzedPlan } from '../helpers/analyzed-plan.ts';
import { createTenantWithAdmin } from '../helpers/tenants.ts';

// ADR 062, counted (never timed): on a generated tenant whose SKUs hold ~50 batches each, a page of 20 SKUs with
// MaxBatchCount=5 reads a bounded number of balance rows and batches, whatever each SKU holds; the spec's call reads
// every one of them. Both databases run PostgreSQL's planner, so the counts are asserted on both.

const manyBatches = { ...smallTenant, skus: 20, kits: 2 };
const bound = 5;
const pageSize = 20;

let bench: BenchDatabase;
let tenantId: string;

/** Rows each relation's scans produced in an EXPLAIN ANALYZE of the statement (rows × loops). */
async function rowsRead(query: CapturedQuery): Promise<{ read: Record<string, number>; text: string }> {
  const { nodes, text } = await analyzedPlan(bench, tenantId, query);
  const read: Record<string, number> = {};
  for (const node of nodes) {
    const relation = node['Relation Name'];
    if (relation)
      read[relation] = (read[relation] ?? 0) + (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
  }
  return { read, text };
}

async function batchStatement(query: Record<string, string>, pattern: RegExp): Promise<CapturedQuery> {
  const statements = await captureSql(bench, tenantId, (scope) =>
    getStock(scope, endpoints.stock.list.query.parse(query)),
  );
  const found = statements.find((q) => pattern.test(q.sql));
  if (!found) throw new Error(`no statement matching ${pattern}`);
  return found;
}

beforeAll(async () => {
  // Never DATABASE_URL here: a test must not write into a real database.
  bench = await openBenchDatabase({ TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
  tenantId = await createTenantWithAdmin(bench.db, 'bound-reads');
  await generateTenant(bench.raw, tenantId, manyBatches);
  await bench.raw.query('vacuum analyze');
}, 180_000);
afterAll(async () => {
  await bench?.close();
});

describe(`a stock page's batches with MaxBatchCount (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('reads at most a few held rows and batches per SKU, where the spec call reads every one', async () => {
    const page = { MaxResultCount: String(pageSize), IsNeedBatch: 'true' };
    const held = await inTenant(bench.raw, tenantId, () =>
      bench.raw.query<{ n: string }>('select count(*) as n from stock_balances where quantity > 0'),
    );
    // The generated SKUs hold many batches each: the bound has something to cut.
    expect(Number(held[0]?.n)).toBeGreaterThan(pageSize * bound * 4);
    const bounded = await rowsRead(
      await batchStatement({ ...page, MaxBatchCount: String(bound) }, /cross join lateral/),
    );
    const every = await rowsRead(await batchStatement(page, /"b"\."batch_number"/));
    // Batches sharing an expiry at the cut are read to order them by number: a little slack over N + 1 a SKU.
    const most = pageSize * (bound + 1) * 2;
    expect(bounded.read['stock_balances'] ?? 0, bounded.text).toBeLessThanOrEqual(most);
    expect(bounded.read['batches'] ?? 0, bounded.text).toBeLessThanOrEqual(most);
    expect(every.read['stock_balances'] ?? 0, every.text).toBeGreaterThan(Number(held[0]?.n) / 2);
  });

  it("walks the held rows' index in expiry order, never sorting a SKU's every batch", async () => {
    const statement = await batchStatement(
      { MaxResultCount: String(pageSize), IsNeedBatch: 'true', MaxBatchCount: String(bound) },
      /cross join lateral/,
    );
    const { text } = await rowsRead(statement);
    expect(text).toContain('stock_balances_expiry_ix');
  });
});
