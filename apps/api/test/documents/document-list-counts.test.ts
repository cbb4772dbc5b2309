import { endpoints } from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBenchDatabase, type BenchDatabase } from '../../bench/bench-database.ts';
import { generateTenant } from '../../bench/generator/generator.ts';
import { smallTenant } from '../../bench/generator/sizes.ts';
import { captureSql, type CapturedQuery } from '../../bench/sql-capture.ts';
import { getPurchaseInvoices } from '../../src/modules/purchase-invoices/purchase-invoice.service.ts';
import { getWarehouseInvoices } from '../../src/modules/warehouse-invoices/warehouse-invoice.service.ts';
import { analyzedPlan } from '../helpers/analyzed-plan.ts';
import { createTenantWithAdmin } from '../helpers/tenants.ts';

// Issue 19, ADR 060: what a document list's totalCount reads, on the bench's generated tenant (its small size,
// vacuumed and analyzed). A list filtered by SKU name alone counts the distinct documents of the matching lines
// less the discarded ones, reading the lines' SKU index and the discarded documents' index, never the other
// documents (the count joined every header of the tenant: 51,000 on the 1M tenant); a warehouse's list counts its
// documents from the warehouse index alone (migration 0750), not from their rows. The totals are checked against a
// direct count. Both databases run PostgreSQL's planner (PGlite embeds it), so the plans are asserted on both.

let bench: BenchDatabase;
let tenantId: string;
let warehouseId: string;

/** EXPLAIN ANALYZE of one captured statement in the tenant; sequential and bitmap scans off, so on this small
 * tenant the planner shows the index it would take on a big one rather than reading a few pages whole. */
const plan = (query: CapturedQuery) =>
  analyzedPlan(bench, tenantId, query, ['enable_seqscan = off', 'enable_bitmapscan = off']);

type Kind = 'warehouse' | 'purchase';

/** One list call through its service: its totalCount and the statements it sent. */
async function list(kind: Kind, query: Record<string, string>) {
  let total = -1;
  const statements = await captureSql(bench, tenantId, async (scope) => {
    total =
      kind === 'warehouse'
        ? (await getWarehouseInvoices(scope, endpoints.warehouseInvoice.list.query.parse(query))).totalCount
        : (await getPurchaseInvoices(scope, endpoints.purchaseInvoice.list.query.parse(query))).totalCount;
  });
  return { total, count: () => countOf(statements) };
}

function countOf(statements: readonly CapturedQuery[]): CapturedQuery {
  const count = statements.find((s) => /^select count\(\*\)/.test(s.sql));
  if (!count) throw new Error(`no count among\n${statements.map((s) => s.sql).join('\n')}`);
  return count;
}

/** The documents of a kind having a line whose SKU's name or code contains `text`, counted directly. */
async function directCount(kind: Kind, text: string, includeDiscarded: boolean): Promise<number> {
  const [row] = await bench.raw.query<{ n: string }>(
    `select count(*) as n from ${kind}_invoices d
      where d.tenant_id = $1 and ($3 or d.state <> 3)
        and exists (select 1 from ${kind}_invoice_items i
                      join skus s on s.tenant_id = i.tenant_id and s.id = i.sku_id
                     where i.tenant_id = d.tenant_id and i.invoice_id = d.id
                       and (s.name ilike $2 or s.code ilike $2))`,
    [tenantId, `%${text}%`, includeDiscarded],
  );
  return Number(row?.n);
}

beforeAll(async () => {
  // Never DATABASE_URL here: a test must not write into a real database.
  bench = await openBenchDatabase({ TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
  tenantId = await createTenantWithAdmin(bench.db, 'list-counts');
  await generateTenant(bench.raw, tenantId, smallTenant);
  // One document of each kind with a "butter" line is discarded, so that leaving the discarded out changes the count.
  for (const kind of ['warehouse', 'purchase'] as const)
    await bench.raw.query(
      `update ${kind}_invoices set state = 3 where tenant_id = $1 and id = (
         select i.invoice_id from ${kind}_invoice_items i join skus s on s.tenant_id = i.tenant_id and s.id = i.sku_id
          where i.tenant_id = $1 and s.name ilike '%butter%' order by i.invoice_id limit 1)`,
      [tenantId],
    );
  await bench.raw.query('vacuum analyze');
  const [row] = await bench.raw.query<{ warehouse_id: string }>(
    `select warehouse_id from warehouse_invoices where tenant_id = $1 and stock_type = 1
      group by warehouse_id order by count(*) desc limit 1`,
    [tenantId],
  );
  warehouseId = row!.warehouse_id;
}, 180_000);
afterAll(async () => {
  await bench?.close();
});

describe(`document list counts on the generated tenant (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('counts a list filtered by SKU name alone from the lines and the discarded documents, never the other headers', async () => {
    for (const kind of ['warehouse', 'purchase'] as const) {
      const { count } = await list(kind, { MaxResultCount: '20', SKUName: 'butter' });
      const { nodes, text } = await plan(count());
      const header = `${kind}_invoices`;
      const [{ n: discarded } = { n: '' }] = await bench.raw.query<{ n: string }>(
        `select count(*) as n from ${header} where tenant_id = $1 and state = 3`,
        [tenantId],
      );
      const headerNodes = nodes.filter((n) => n['Relation Name'] === header);
      // The headers are read only for the discarded documents, index-only (the count before read every header).
      expect(
        headerNodes.map((n) => [n['Node Type'], n['Index Name']]),
        `${kind}:\n${text}`,
      ).toEqual([['Index Only Scan', `${header}_discarded_ix`]]);
      const headerRows = headerNodes.reduce(
        (sum, n) => sum + (n['Actual Rows'] ?? 0) * (n['Actual Loops'] ?? 1),
        0,
      );
      expect(headerRows, `${kind}:\n${text}`).toBeLessThanOrEqual(Number(discarded));
      const lineNodes = nodes.filter((n) => n['Relation Name'] === `${kind}_invoice_items`);
      expect(
        lineNodes.map((n) => [n['Node Type'], n['Index Name']]),
        `${kind}:\n${text}`,
      ).toEqual([['Index Only Scan', `${kind}_invoice_items_sku_ix`]]);
    }
  });

  it('answers the same totalCount as a direct count, with and without the discarded documents and with other filters', async () => {
    for (const kind of ['warehouse', 'purchase'] as const) {
      const without = await directCount(kind, 'butter', false);
      const withDiscarded = await directCount(kind, 'butter', true);
      expect(withDiscarded, kind).toBeGreaterThan(without);
      expect((await list(kind, { MaxResultCount: '20', SKUName: 'butter' })).total, kind).toBe(without);
      expect(
        (await list(kind, { MaxResultCount: '20', SKUName: 'butter', IsNeedDiscard: 'true' })).total,
        kind,
      ).toBe(withDiscarded);
      // Only discarded ones (State) and no matching SKU at all.
      expect((await list(kind, { MaxResultCount: '20', SKUName: 'butter', State: '3' })).total, kind).toBe(
        withDiscarded - without,
      );
      expect((await list(kind, { MaxResultCount: '20', SKUName: 'no-such-sku-text' })).total, kind).toBe(0);
    }
    // A kind's own filter keeps the count over the headers, and so its own conditions.
    const [{ n } = { n: '' }] = await bench.raw.query<{ n: string }>(
      `select count(*) as n from warehouse_invoices d
        where d.tenant_id = $1 and d.state <> 3 and d.warehouse_id = $2
          and exists (select 1 from warehouse_invoice_items i join skus s on s.tenant_id = i.tenant_id and s.id = i.sku_id
                       where i.tenant_id = d.tenant_id and i.invoice_id = d.id and s.name ilike '%butter%')`,
      [tenantId, warehouseId],
    );
    const filtered = await list('warehouse', {
      MaxResultCount: '20',
      SKUName: 'butter',
      WarehouseId: warehouseId,
    });
    expect(filtered.total).toBe(Number(n));
  });

  it("counts a warehouse's stock-outs from the warehouse index alone, not from the documents' rows", async () => {
    const { count, total } = await list('warehouse', {
      MaxResultCount: '20',
      WarehouseId: warehouseId,
      StockType: '1',
    });
    expect(total).toBeGreaterThan(0);
    const { nodes, text } = await plan(count());
    expect(
      nodes.filter((n) => n['Relation Name']).map((n) => [n['Node Type'], n['Index Name']]),
      text,
    ).toEqual([['Index Only Scan', 'warehouse_invoices_warehouse_ix']]);
  });
});
