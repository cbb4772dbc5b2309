import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBenchDatabase, type BenchDatabase } from '../bench/bench-database.ts';
import { generateTenant } from '../bench/generator/generator.ts';
import { smallTenant } from '../bench/generator/sizes.ts';
import { readCases } from '../bench/read-cases.ts';
import { captureSql, type CapturedQuery } from '../bench/sql-capture.ts';
import { inTenant, tenantFacts } from '../bench/tenant-facts.ts';
import { analyzedPlan, nodesOf, type PlanNode } from './helpers/analyzed-plan.ts';
import { createTenantWithAdmin } from './helpers/tenants.ts';

// Issue 19, ADR 045: the plans of the lists' statements on the bench's generated tenant (its small size, vacuumed
// and analyzed as autovacuum leaves a real one). The statements are those the services send, captured as the bench
// captures them; both databases run PostgreSQL's planner (PGlite embeds it), so the plans are asserted on both.

let bench: BenchDatabase;
let tenantId: string;
let captured: Map<string, CapturedQuery[]>;

/** EXPLAIN ANALYZE of one captured statement, in the tenant as the application role. */
const explain = (query: CapturedQuery, settings: readonly string[] = []) =>
  analyzedPlan(bench, tenantId, query, settings);

const relations = (nodes: PlanNode[]) =>
  [...new Set(nodes.map((n) => n['Relation Name']).filter((name) => name !== undefined))].sort();

function statement(caseName: string, pattern: RegExp): CapturedQuery {
  const found = captured.get(caseName)?.find((q) => pattern.test(q.sql));
  if (!found) throw new Error(`${caseName}: no statement matching ${pattern}`);
  return found;
}

beforeAll(async () => {
  // Never DATABASE_URL here: a test must not write into a real database.
  bench = await openBenchDatabase({ TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
  tenantId = await createTenantWithAdmin(bench.db, 'plans-a');
  await generateTenant(bench.raw, tenantId, smallTenant);
  await bench.raw.query('vacuum analyze');
  const facts = await tenantFacts(bench.raw, tenantId);
  captured = new Map();
  for (const c of readCases(facts)) captured.set(c.name, await captureSql(bench, tenantId, c.service));
}, 180_000);
afterAll(async () => {
  await bench?.close();
});

describe(`list plans on the generated tenant (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it("sums a stock page's SKUs with DateType from the held rows' index alone, without batches, SKUs or categories", async () => {
    const { nodes, text } = await explain(statement('stock list, DateType=Expired', /sum\(sb\.quantity\)/));
    expect(relations(nodes), text).toEqual(['stock_balances']);
    // ADR 050, migration 0691: the index carries the quantity, so no held row's heap page is visited.
    for (const node of nodes.filter((n) => n['Relation Name'] === 'stock_balances'))
      expect([node['Node Type'], node['Index Name']], text).toEqual([
        'Index Only Scan',
        'stock_balances_expiry_ix',
      ]);
  });

  it("finds a stock page's SKUs and its totalCount by their totals rows, never by the balance rows (ADR 050)", async () => {
    for (const name of [
      'stock list',
      'stock list, IsNeedBatch',
      'stock list, page 40',
      'stock list, warehouse+name+batches',
      'stock list as the detail asks, one SKU in one warehouse, every batch',
    ]) {
      for (const pattern of [/^select "s"\."id" from "skus".* limit/s, /^select count\(\*\)/]) {
        const { nodes, text } = await explain(statement(name, pattern));
        expect(relations(nodes), `${name}:\n${text}`).toContain('stock_sku_totals');
        expect(relations(nodes), `${name}:\n${text}`).not.toContain('stock_balances');
      }
    }
  });

  it("finds an Expired page's SKUs and its totalCount by the totals rows' earliest held expiration, probing no balance row (ADR 058)", async () => {
    const expired = 'stock list, DateType=Expired';
    for (const pattern of [/^select "s"\."id" from "skus".* limit/s, /^select count\(\*\)/]) {
      const { nodes, text } = await explain(statement(expired, pattern));
      expect(relations(nodes), text).toContain('stock_sku_totals');
      // The held rows are read only for a totals row marked unknown, and no row here is: that subplan never runs.
      const probes = nodes.filter((n) => n['Relation Name'] === 'stock_balances');
      expect(
        probes.reduce((sum, n) => sum + (n['Actual Loops'] ?? 0), 0),
        text,
      ).toBe(0);
    }
    // Rows marked unknown (a writer's snapshot missed a concurrent change) are answered by the held rows, each alone:
    // the count stays the same with two expired and two unexpired rows marked, and at most those four are probed.
    const count = statement(expired, /^select count\(\*\)/);
    const run = () =>
      bench.raw
        .query<{ total: string | number }>(count.sql, count.parameters)
        .then((r) => Number(r[0]?.total));
    await inTenant(bench.raw, tenantId, async () => {
      const before = await run();
      const marked = await bench.raw.query<{ sku_id: string }>(
        `with chosen as (
           (select sku_id, warehouse_id from stock_sku_totals where earliest_expiration < now() - interval '2 days'
            order by sku_id, warehouse_id limit 2)
           union all
           (select sku_id, warehouse_id from stock_sku_totals where earliest_expiration > now() + interval '2 days'
            order by sku_id, warehouse_id limit 2))
         update stock_sku_totals t set earliest_expiration = '-infinity' from chosen c
         where t.sku_id = c.sku_id and t.warehouse_id = c.warehouse_id returning t.sku_id`,
      );
      expect(marked).toHaveLength(4);
      expect(await run()).toBe(before);
      const [row] = await bench.raw.query<{ 'QUERY PLAN': unknown }>(
        `explain (analyze, format json) ${count.sql}`,
        count.parameters,
      );
      const raw = row?.['QUERY PLAN'];
      const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
      const nodes = plan[0] ? nodesOf(plan[0].Plan) : [];
      const loops = nodes
        .filter((n) => n['Relation Name'] === 'stock_balances')
        .reduce((sum, n) => sum + (n['Actual Loops'] ?? 0), 0);
      expect(loops).toBeGreaterThan(0);
      expect(loops).toBeLessThanOrEqual(4);
      await bench.raw.query(`update stock_sku_totals t set earliest_expiration = (
          select min(sb.expiration_time) from stock_balances sb where sb.sku_id = t.sku_id
            and sb.warehouse_id = t.warehouse_id and sb.quantity > 0)
        where t.earliest_expiration = '-infinity'`);
    });
  });

  it("sums a stock page's SKUs from their totals and one held-row index entry per SKU, not from every balance row", async () => {
    for (const name of [
      'stock list',
      'stock list, warehouse+name+batches',
      'stock list as the detail asks, one SKU in one warehouse, every batch',
    ]) {
      const { nodes, text } = await explain(statement(name, /sum\(t\.quantity\)/));
      expect(relations(nodes), `${name}:\n${text}`).toEqual(['stock_balances', 'stock_sku_totals']);
      const held = nodes.filter((n) => n['Relation Name'] === 'stock_balances');
      for (const node of held)
        expect([node['Node Type'], node['Index Name']], `${name}:\n${text}`).toEqual([
          'Index Only Scan',
          'stock_balances_expiry_ix',
        ]);
    }
    // Without a warehouse, the earliest held expiration is the first entry of each SKU's range: one row per SKU.
    const { nodes, text } = await explain(statement('stock list', /sum\(t\.quantity\)/));
    const read = nodes
      .filter((n) => n['Relation Name'] === 'stock_balances')
      .reduce((sum, n) => sum + (n['Actual Rows'] ?? 0) * (n['Actual Loops'] ?? 1), 0);
    expect(read, text).toBeLessThanOrEqual(20);
  });

  it("checks a kit's components against the held rows' index alone, without batches or expired rows' pages", async () => {
    const { nodes, text } = await explain(statement('check-group-stock (kit ×5)', /sum\(sb\.quantity\)/));
    expect(relations(nodes), text).toEqual(['stock_balances']);
    for (const node of nodes.filter((n) => n['Relation Name'] === 'stock_balances'))
      expect([node['Node Type'], node['Index Name']], text).toEqual([
        'Index Only Scan',
        'stock_balances_expiry_ix',
      ]);
  });

  it("reads a stock page's batch rows from the balances and their batches only (IsNeedBatch)", async () => {
    for (const name of ['stock list, IsNeedBatch', 'stock list, warehouse+name+batches']) {
      const { nodes, text } = await explain(statement(name, /"b"\."batch_number"/));
      expect(relations(nodes), `${name}:\n${text}`).toEqual(['batches', 'stock_balances']);
    }
  });

  it("reads the first batches of a page's SKUs as the screen asks them through the held rows' index (ADR 062)", async () => {
    const name = 'stock list as the screen asks, IsNeedBatch, 5 batches a SKU';
    const { nodes, text } = await explain(statement(name, /cross join lateral/));
    expect(relations(nodes), text).toEqual(['batches', 'stock_balances']);
    expect(
      nodes.some((n) => n['Index Name'] === 'stock_balances_expiry_ix'),
      text,
    ).toBe(true);
  });

  it('walks the SKUs in code order and stops when the first stock page is full, instead of probing and sorting all', async () => {
    const { nodes, text } = await explain(statement('stock list', /^select "s"\."id" from "skus".* limit/s));
    expect(
      nodes.some((n) => n['Index Name'] === 'skus_code_order_ix'),
      text,
    ).toBe(true);
    expect(
      nodes.map((n) => n['Node Type']),
      text,
    ).not.toContain('Sort');
    const probes = nodes.filter((n) => n['Relation Name'] === 'stock_sku_totals');
    // One probe per SKU read, a page of 20: the tenant's 1,000 SKUs are not all visited.
    expect(probes.length, text).toBeGreaterThan(0);
    expect(Math.max(...probes.map((n) => n['Actual Loops'] ?? 0)), text).toBeLessThanOrEqual(40);
  });

  it("finds a purchase list's suppliers by id, then counts it from the supplier's index alone (ADR 068, migration 0760)", async () => {
    const name = 'purchase-invoice list, Supplier';
    const page = statement(name, /^select "p"\.\* from "purchase_invoices"/);
    // The text is resolved to the matching suppliers' ids first: the statements read no supplier row.
    expect(page.sql).toMatch(/"p"\."supplier_id" = any\(\$\d+::uuid\[\]\)/);
    expect(page.sql).not.toMatch(/"suppliers"/);
    const count = statement(name, /^select count\(\*\)/);
    // This tenant's 220 purchases fit in a few pages, which PostgreSQL rightly reads whole; the full tenant's 22,000
    // take the index (ADR 068 has that plan). Here: the index answers the count alone.
    const { nodes, text } = await explain(count, ['enable_seqscan = off']);
    expect(relations(nodes), text).toEqual(['purchase_invoices']);
    // The state (discarded ones are left out) is carried in the index: no purchase's heap page is visited.
    const scans = nodes.filter((n) => n['Relation Name'] === 'purchase_invoices');
    for (const node of scans)
      expect([node['Node Type'], node['Index Name']], text).toEqual([
        'Index Only Scan',
        'purchase_invoices_supplier_ix',
      ]);
    // The same total as the semi-join over the suppliers' names the list sent before.
    const [direct] = await inTenant(bench.raw, tenantId, () =>
      bench.raw.query<{ total: string | number }>(
        `select count(*) as total from purchase_invoices p where p.state <> 3 and exists (
           select 1 from suppliers s where s.id = p.supplier_id and s.name ilike '%Supplier 00%')`,
      ),
    );
    const [answered] = await inTenant(bench.raw, tenantId, () =>
      bench.raw.query<{ total: string | number }>(count.sql, count.parameters),
    );
    expect(Number(answered?.total)).toBe(Number(direct?.total));
    // A full page on this small tenant too (ADR 068: the bench's case compares pages of 20 on both tenants).
    expect(Number(direct?.total)).toBeGreaterThanOrEqual(20);
  });

  it("counts a document list filtered by SKUName from the lines' SKU ids and the discarded documents' index (ADR 060)", async () => {
    for (const [name, header, index] of [
      ['warehouse-invoice list, SKUName', 'warehouse_invoices', 'warehouse_invoices_discarded_ix'],
      ['purchase-invoice list, SKUName', 'purchase_invoices', 'purchase_invoices_discarded_ix'],
    ] as const) {
      const count = statement(name, /^select count\(\*\)/);
      const { nodes, text } = await explain(count);
      expect(relations(nodes), `${name}:\n${text}`).toEqual(
        [header, header.replace('invoices', 'invoice_items')].sort(),
      );
      // This tenant's 510 documents fit in a few pages, which the planner rightly reads whole; on the full tenant's
      // 51,000 it takes the index (ADR 045 has that plan). Here: the index exists and answers the count alone.
      const indexed = await explain(count, ['enable_seqscan = off']);
      expect(
        indexed.nodes.some((n) => n['Index Name'] === index && n['Node Type'] === 'Index Only Scan'),
        `${name}:\n${indexed.text}`,
      ).toBe(true);
    }
  });

  it("sums a warehouse-invoice page's batch usage through each batch's own balances, never every balance of the tenant (ADR 067)", async () => {
    for (const name of [
      'warehouse-invoice list',
      'warehouse-invoice list, SKUName',
      'warehouse-invoice list, warehouse+Out',
    ]) {
      const usage = statement(name, /^select "b"\."id", "b"\."in_quantity".*"stock_balances"/s);
      const batchIds = usage.parameters[0] as string[];
      expect(batchIds.length, name).toBeGreaterThan(0);
      const { nodes, text } = await explain(usage);
      const balances = nodes.filter((n) => n['Relation Name'] === 'stock_balances');
      expect(balances.length, `${name}:\n${text}`).toBeGreaterThan(0);
      // A join with group by hashed every balance of the tenant (a Seq Scan) for one page; the subquery probes the
      // held rows' index (which carries the quantity) once per batch of the page, reading that batch's entries only.
      for (const node of balances) {
        expect([node['Node Type'], node['Index Name']], `${name}:\n${text}`).toEqual([
          'Index Only Scan',
          'stock_balances_held_ix',
        ]);
        expect(node['Actual Loops'] ?? 0, `${name}:\n${text}`).toBeLessThanOrEqual(batchIds.length);
      }
      // The same sums as the join of the batches with their grouped balances.
      const sums = (rows: { id: string; in_quantity: string | number; remaining: string | number }[]) =>
        rows.map((r) => `${r.id} ${Number(r.in_quantity)} ${Number(r.remaining)}`).sort();
      const answered = await inTenant(bench.raw, tenantId, () =>
        bench.raw.query<{ id: string; in_quantity: string; remaining: string }>(usage.sql, usage.parameters),
      );
      const direct = await inTenant(bench.raw, tenantId, () =>
        bench.raw.query<{ id: string; in_quantity: string; remaining: string }>(
          `select b.id, b.in_quantity, coalesce(t.total, 0) as remaining
             from batches b
             left join (select batch_id, sum(quantity) as total from stock_balances group by batch_id) t
               on t.batch_id = b.id
            where b.id = any($1::uuid[])`,
          [batchIds],
        ),
      );
      expect(answered.length, name).toBe(new Set(batchIds).size);
      expect(sums(answered), name).toEqual(sums(direct));
    }
  });
});
