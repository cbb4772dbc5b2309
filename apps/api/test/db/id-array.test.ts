import { randomUUID } from 'node:crypto';
import { dec } from '@inventory/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyId, idArrays } from '../../src/db/id-array.ts';
import { stockEntriesByLine } from '../../src/modules/purchase-invoices/stock-entries.repository.ts';
import { findPurchaseLines } from '../../src/modules/purchase-invoices/purchase-invoice.repository.ts';
import { batchUsage, findBatchFacts } from '../../src/modules/stock/batch.repository.ts';
import { findSkuInfos, skuInfoQuery } from '../../src/modules/stock/sku-lookup.repository.ts';
import { findInvoiceLines } from '../../src/modules/warehouse-invoices/warehouse-invoice.repository.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { recordStatements } from '../helpers/statement-log.ts';
import { tenantId } from '../helpers/tenants.ts';

// ADR 067: the id lists of a list page go to the database as one uuid[] parameter, not one parameter per id.
// Runs on PGlite, and on PostgreSQL under scripts/with-postgres.mjs.

let test: TestDatabase;
let demo: string;

beforeAll(async () => {
  test = await createTestDatabase();
  demo = await tenantId(test.db, 'demo');
});
afterAll(async () => {
  await test?.dispose();
});

/** The highest `$n` placeholder of a statement: how many parameters it sends. */
const parameterCount = (statement: string) =>
  Math.max(0, ...[...statement.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));

/** `real` with unknown ids and repeats mixed in, 200 or more in all: a big page's list. */
const bigList = (real: readonly string[]) => [
  ...real,
  ...real.slice(0, 5),
  ...Array.from({ length: Math.max(0, 200 - real.length) }, () => randomUUID()),
];

const ids = async (query: string): Promise<string[]> =>
  test.db.tenant(demo, async (trx) =>
    (await sql<{ id: string }>`${sql.raw(query)}`.execute(trx)).rows.map((r) => r.id),
  );

describe('anyId', () => {
  it('compiles to one array parameter whatever the number of ids, duplicates dropped', async () => {
    const many = Array.from({ length: 200 }, () => randomUUID());
    await test.db.tenant(demo, async (trx) => {
      const compiled = skuInfoQuery(trx, [...many, ...many.slice(0, 10)]).compile();
      expect(compiled.sql).toContain('"s"."id" = any($1::uuid[])');
      expect(compiled.parameters).toEqual([many]);
      expect(parameterCount(compiled.sql)).toBe(1);
    });
  });

  it("turned off for a bench's A side, is Kysely's own `in (…)`: one parameter per id, as before ADR 067", async () => {
    const many = Array.from({ length: 200 }, () => randomUUID());
    idArrays.enabled = false;
    try {
      await test.db.tenant(demo, async (trx) => {
        const compiled = skuInfoQuery(trx, many).compile();
        expect(compiled.sql).toContain('"s"."id" in ($1, $2, ');
        expect(compiled.parameters).toEqual(many);
        expect(parameterCount(compiled.sql)).toBe(200);
        expect(skuInfoQuery(trx, []).compile().sql).toMatch(/where false$/);
      });
    } finally {
      idArrays.enabled = true;
    }
  });

  it('matches exactly the rows `in (…)` matches, and none for an empty list', async () => {
    const skuIds = await ids('select id from skus order by id');
    expect(skuIds.length).toBeGreaterThan(3);
    const wanted = bigList(skuIds.filter((_, i) => i % 2 === 0));
    await test.db.tenant(demo, async (trx) => {
      const byIn = await trx
        .selectFrom('skus')
        .select('id')
        .where('id', 'in', wanted)
        .orderBy('id')
        .execute();
      const byAny = await trx
        .selectFrom('skus')
        .select('id')
        .where(anyId('id', wanted))
        .orderBy('id')
        .execute();
      expect(byAny).toEqual(byIn);
      expect(byAny.map((r) => r.id)).toEqual(skuIds.filter((_, i) => i % 2 === 0));
      const none = trx.selectFrom('skus').select('id').where(anyId('id', []));
      expect(await none.execute()).toEqual([]);
      // An empty list is a constant the planner folds, not an empty array to compare every row with.
      expect(none.compile().sql).toMatch(/where false$/);
      expect(none.compile().parameters).toEqual([]);
    });
  });

  it('refuses a text that is no uuid as the list did', async () => {
    await expect(
      test.db.tenant(demo, (trx) =>
        trx
          .selectFrom('skus')
          .select('id')
          .where(anyId('id', ['nope']))
          .execute(),
      ),
    ).rejects.toThrow(/invalid input syntax for type uuid/);
  });
});

describe("a list page's look-ups send their ids as one parameter", () => {
  it('SKUs: the SKUs asked for, each once', async () => {
    const skuIds = await ids('select id from skus order by id');
    let found = new Map<string, unknown>();
    const statements = await recordStatements(async () => {
      found = await test.db.tenant(demo, (trx) => findSkuInfos(trx, bigList(skuIds)));
    });
    expect([...found.keys()].sort()).toEqual(skuIds);
    const read = statements.filter((s) => s.includes('from "skus" as "s"'));
    expect(read).toHaveLength(1);
    expect(parameterCount(read[0]!)).toBe(1);
  });

  it('batches: usage and facts of the batches asked for', async () => {
    const batchIds = await ids('select id from batches order by id');
    expect(batchIds.length).toBeGreaterThan(0);
    const expected = await test.db.tenant(
      demo,
      async (trx) =>
        (
          await sql<{ id: string; in_quantity: string; remaining: string }>`
          select b.id, b.in_quantity::text as in_quantity,
                 (select coalesce(sum(sb.quantity), 0)::text from stock_balances sb where sb.batch_id = b.id) as remaining
          from batches b order by b.id`.execute(trx)
        ).rows,
    );
    let usage = new Map<string, { inQuantity: string; remaining: string }>();
    let facts = new Map<string, unknown>();
    const statements = await recordStatements(async () => {
      await test.db.tenant(demo, async (trx) => {
        usage = await batchUsage(trx, bigList(batchIds));
        facts = await findBatchFacts(trx, bigList(batchIds));
      });
    });
    expect([...usage.keys()].sort()).toEqual(batchIds);
    for (const row of expected) {
      expect(Number(usage.get(row.id)!.inQuantity)).toBe(Number(row.in_quantity));
      expect(Number(usage.get(row.id)!.remaining)).toBe(Number(row.remaining));
    }
    expect([...facts.keys()].sort()).toEqual(batchIds);
    const reads = statements.filter((s) => /from "batches"/.test(s));
    expect(reads).toHaveLength(2);
    for (const read of reads) expect(parameterCount(read)).toBe(1);
  });

  it("stock entries: the finished warehouse invoices' lines serving the purchase lines asked for", async () => {
    const lineIds = await ids('select id from purchase_invoice_items order by id');
    const served = await ids(
      `select distinct wi.item_id as id from warehouse_invoice_items wi
       join warehouse_invoices w on w.id = wi.invoice_id where w.state = 2 and wi.item_id is not null order by 1`,
    );
    expect(served.length).toBeGreaterThan(0);
    let entries = new Map<string, unknown[]>();
    const statements = await recordStatements(async () => {
      entries = await test.db.tenant(demo, (trx) => stockEntriesByLine(trx, bigList(lineIds)));
    });
    expect([...entries.keys()].sort()).toEqual(served.filter((id) => lineIds.includes(id)));
    // Each entry's count and time as the exact decimal and toISOString gave them before ADR 067's shortcuts.
    const exact = await test.db.tenant(
      demo,
      async (trx) =>
        (
          await sql<{ id: string; count: string; creation_time: Date }>`
          select wi.id, wi.count::text as count, w.creation_time from warehouse_invoice_items wi
          join warehouse_invoices w on w.id = wi.invoice_id where w.state = 2 and wi.item_id is not null`.execute(
            trx,
          )
        ).rows,
    );
    const byId = new Map(exact.map((r) => [r.id, r]));
    const all = [...entries.values()].flat() as { id: string; count: number; creationTime: string }[];
    expect(all.length).toBeGreaterThan(0);
    for (const entry of all) {
      const row = byId.get(entry.id)!;
      expect(Object.is(entry.count, dec(row.count).toNumber())).toBe(true);
      expect(entry.creationTime).toBe(new Date(row.creation_time).toISOString());
    }
    const read = statements.filter((s) => s.includes('from "warehouse_invoice_items" as "wi"'));
    expect(read).toHaveLength(1);
    expect(parameterCount(read[0]!)).toBe(2); // the ids, and the finished state
  });

  it('document lines: every line of the documents asked for, by document and line number', async () => {
    const invoiceIds = await ids('select id from warehouse_invoices order by id');
    const purchaseIds = await ids('select id from purchase_invoices order by id');
    const expectedLines = await ids('select id from warehouse_invoice_items order by invoice_id, line_no');
    const expectedPurchaseLines = await ids(
      'select id from purchase_invoice_items order by invoice_id, line_no',
    );
    let lines: { id: string }[] = [];
    let purchaseLines: { id: string }[] = [];
    const statements = await recordStatements(async () => {
      await test.db.tenant(demo, async (trx) => {
        lines = await findInvoiceLines(trx, bigList(invoiceIds));
        purchaseLines = await findPurchaseLines(trx, bigList(purchaseIds));
      });
    });
    expect(lines.map((l) => l.id)).toEqual(expectedLines);
    expect(purchaseLines.map((l) => l.id)).toEqual(expectedPurchaseLines);
    const reads = statements.filter((s) => /from "(warehouse|purchase)_invoice_items"/.test(s));
    expect(reads).toHaveLength(2);
    for (const read of reads) expect(parameterCount(read)).toBe(1);
  });
});
