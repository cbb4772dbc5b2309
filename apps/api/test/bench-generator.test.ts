import { ExpirationStatus, expiryBounds } from '@inventory/domain';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBenchDatabase, type BenchDatabase } from '../bench/bench-database.ts';
import { generateTenant, type GenerationReport } from '../bench/generator/generator.ts';
import { smallTenant } from '../bench/generator/sizes.ts';
import { createTenantWithAdmin } from './helpers/tenants.ts';
import { figureMismatches, maintainedAndDirectFigures } from './stock/figure-fixtures.ts';
import { expiryCopyMismatches, ledgerMismatches } from './stock/fixtures.ts';
import { groupSkus, type StockFilter } from '../src/modules/stock/stock-list.repository.ts';

// The bench's data generator on its small size (the growth-comparison tenant): its ledger, balances and document
// links must be what the server itself would have written.

let bench: BenchDatabase;
let tenantId: string;
let otherId: string;
let report: GenerationReport;

const inTenant = <T>(id: string, query: ReturnType<typeof sql<T>>) =>
  bench.db.tenant(id, async (trx) => (await query.execute(trx)).rows);

beforeAll(async () => {
  // Never DATABASE_URL here: a test must not write into a real database.
  bench = await openBenchDatabase({ TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
  tenantId = await createTenantWithAdmin(bench.db, 'gen-a');
  otherId = await createTenantWithAdmin(bench.db, 'gen-b');
  report = await generateTenant(bench.raw, tenantId, smallTenant);
}, 120_000);
afterAll(async () => {
  await bench?.close();
});

describe(`bench generator (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('writes the planned sizes: exact ledger, 1,000 documents, 100 kits', () => {
    expect(report.rows).toMatchObject({
      skus: 1000,
      warehouses: 10,
      batches: 1000,
      stock_movements: 10_000,
      purchase_invoices: 220,
    });
    const documents =
      (report.rows.warehouse_invoices ?? 0) +
      (report.rows.purchase_invoices ?? 0) +
      (report.rows.sell_invoices ?? 0);
    expect(documents).toBeGreaterThan(990);
    expect(documents).toBeLessThanOrEqual(1000);
  });

  it('keeps every balance equal to its ledger and never negative', async () => {
    expect(await ledgerMismatches(bench.db, tenantId)).toEqual([]);
    const [negative] = await inTenant(
      tenantId,
      sql<{ n: string }>`select count(*) as n from stock_balances where quantity < 0`,
    );
    expect(Number(negative?.n)).toBe(0);
  });

  it("fills the dashboard's maintained figures in bulk, equal to a direct computation (ADR 031)", async () => {
    expect(await figureMismatches(bench.db, tenantId)).toEqual([]);
    const { maintained } = await maintainedAndDirectFigures(bench.db, tenantId);
    expect(Object.keys(maintained.days).length).toBeGreaterThan(100);
    expect(Object.keys(maintained.skus).length).toBeGreaterThan(100);
  });

  it("copies each batch's expiration onto its balance rows, and DateType reads them through the partial index (ADR 040)", async () => {
    expect(await expiryCopyMismatches(bench.db, tenantId)).toEqual([]);
    // The statistics a tenant of this size has once (auto)vacuum has run; PGlite has no autovacuum.
    await bench.raw.query('vacuum analyze stock_balances, batches, skus');
    const bounds = expiryBounds(new Date(), 'UTC', 30);
    for (const dateType of [ExpirationStatus.Expired, ExpirationStatus.NearExpiry]) {
      const filter: StockFilter = { dateType, bounds };
      const { plan, skuIds } = await bench.db.tenant(tenantId, async (trx) => {
        const count = groupSkus(trx, filter)
          .select((eb) => eb.fn.countAll().as('total'))
          .compile();
        const explained = await trx.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${count.sql}`, [...count.parameters]),
        );
        const rows = await groupSkus(trx, filter).select('s.id').orderBy('s.id').execute();
        return { plan: explained.rows.map((r) => r['QUERY PLAN']).join('\n'), skuIds: rows.map((r) => r.id) };
      });
      // Both databases are PostgreSQL's planner (PGlite embeds it), so the plan is asserted on both.
      expect(plan, `${bench.kind}, DateType ${dateType}:\n${plan}`).toContain('stock_balances_expiry_ix');
      expect(plan).not.toMatch(/Seq Scan on (stock_balances|batches)/);
      const [lower, upper] =
        dateType === ExpirationStatus.Expired
          ? ['-infinity', bounds.expiredBefore]
          : [bounds.expiredBefore, bounds.nearExpiryBefore];
      const direct = await inTenant(
        tenantId,
        sql<{ id: string }>`
          select distinct sb.sku_id as id from stock_balances sb join batches b on b.id = sb.batch_id
          where sb.quantity > 0 and b.expiration_time >= ${lower}::timestamptz
            and b.expiration_time < ${upper}::timestamptz
          order by 1`,
      );
      expect(direct.length, `SKUs with DateType ${dateType} stock`).toBeGreaterThan(10);
      expect(skuIds).toEqual(direct.map((r) => r.id));
    }
  });

  it('links receipts and deliveries to their lines like the server does', async () => {
    const received = await inTenant(
      tenantId,
      sql<{ id: string }>`
        select b.id from batches b
        join warehouse_invoice_items i on i.batch_id = b.id
        join warehouse_invoices w on w.id = i.invoice_id and w.stock_type = 0
        group by b.id, b.in_quantity having b.in_quantity <> sum(i.count)`,
    );
    expect(received).toEqual([]);
    const delivered = await inTenant(
      tenantId,
      sql<{ id: string }>`
        select l.id from sell_invoice_items l
        join sell_invoices s on s.id = l.invoice_id and s.state = 2
        left join warehouse_invoice_items i on i.item_id = l.id
        group by l.id, l.out_count, l.count having l.out_count <> coalesce(sum(i.count), 0) or l.out_count <> l.count`,
    );
    expect(delivered).toEqual([]);
    const purchased = await inTenant(
      tenantId,
      sql<{ id: string }>`
        select l.id from purchase_invoice_items l
        join purchase_invoices p on p.id = l.invoice_id and p.state = 2
        where l.in_stock_count <> l.count`,
    );
    expect(purchased).toEqual([]);
  });

  it('writes nothing another tenant can see', async () => {
    const [visible] = await inTenant(
      otherId,
      sql<{ n: string }>`select (select count(*) from stock_movements) + (select count(*) from skus) as n`,
    );
    expect(Number(visible?.n)).toBe(0);
  });
});
