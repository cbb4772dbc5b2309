import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBenchDatabase, type BenchDatabase } from '../bench/bench-database.ts';
import { generateTenant } from '../bench/generator/generator.ts';
import { smallTenant } from '../bench/generator/sizes.ts';
import { readCases } from '../bench/read-cases.ts';
import { captureSql, type CapturedQuery } from '../bench/sql-capture.ts';
import { inTenant, tenantFacts } from '../bench/tenant-facts.ts';
import { createTenantWithAdmin } from './helpers/tenants.ts';

// Issue 19, ADR 045: the plans of the lists' statements on the bench's generated tenant (its small size, vacuumed
// and analyzed as autovacuum leaves a real one). The statements are those the services send, captured as the bench
// captures them; both databases run PostgreSQL's planner (PGlite embeds it), so the plans are asserted on both.

let bench: BenchDatabase;
let tenantId: string;
let captured: Map<string, CapturedQuery[]>;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Loops'?: number;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** EXPLAIN ANALYZE of one captured statement, in the tenant as the application role. */
async function explain(
  query: CapturedQuery,
  settings: readonly string[] = [],
): Promise<{ nodes: PlanNode[]; text: string }> {
  return inTenant(bench.raw, tenantId, async () => {
    for (const setting of settings) await bench.raw.query(`set local ${setting}`);
    const [row] = await bench.raw.query<{ 'QUERY PLAN': unknown }>(
      `explain (analyze, format json) ${query.sql}`,
      query.parameters,
    );
    const raw = row?.['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    const root = plan[0]?.Plan;
    if (!root) throw new Error(`no plan for ${query.sql}`);
    return { nodes: nodesOf(root), text: JSON.stringify(root, null, 1) };
  });
}

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
    ]) {
      for (const pattern of [/^select "s"\."id" from "skus".* limit/s, /^select count\(\*\)/]) {
        const { nodes, text } = await explain(statement(name, pattern));
        expect(relations(nodes), `${name}:\n${text}`).toContain('stock_sku_totals');
        expect(relations(nodes), `${name}:\n${text}`).not.toContain('stock_balances');
      }
    }
  });

  it("sums a stock page's SKUs from their totals and one held-row index entry per SKU, not from every balance row", async () => {
    for (const name of ['stock list', 'stock list, warehouse+name+batches']) {
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

  it("counts a document list filtered by SKUName from the lines' SKU ids and the documents' id and state index", async () => {
    for (const [name, header, index] of [
      ['warehouse-invoice list, SKUName', 'warehouse_invoices', 'warehouse_invoices_id_state_ix'],
      ['purchase-invoice list, SKUName', 'purchase_invoices', 'purchase_invoices_id_state_ix'],
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
});
