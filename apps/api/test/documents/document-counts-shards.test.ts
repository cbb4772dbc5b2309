import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../src/db/schema.ts';
import { tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// ADR 070's triggers name the kind they count by their argument, not by the table they fire on: on Citus a
// distributed table's triggers fire on its shards (`warehouse_invoices_102008`, …), so a kind taken from
// TG_TABLE_NAME would count a shard's documents under the shard's name and no list would find them. A temporary copy
// of the header table with another name stands in for a shard here, with the same trigger functions attached.

let server: TestApp;
let demo: string;

beforeAll(async () => {
  server = await startTestApp();
  demo = await tenantId(server.db, 'demo');
});
afterAll(async () => {
  await server?.close();
});

class RolledBack extends Error {}

/** Runs `fn` in a demo-tenant transaction that is rolled back afterwards, answering what `fn` answered. */
async function rolledBack<T>(fn: (trx: Kysely<Schema>) => Promise<T>): Promise<T> {
  let answer: T | undefined;
  await server.db
    .tenant(demo, async (trx) => {
      answer = await fn(trx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return answer as T;
}

const deltaSum = async (trx: Kysely<Schema>, kind: string) =>
  Number(
    (
      await sql<{
        n: string | null;
      }>`select sum(n) as n from document_count_deltas where kind = ${kind}`.execute(trx)
    ).rows[0]?.n ?? 0,
  );

describe('document count triggers on a table named like a shard', () => {
  it('count inserts, key changes and deletes under the kind they were given', async () => {
    const seen = await rolledBack(async (trx) => {
      await sql`create temp table warehouse_invoices_102008 (like warehouse_invoices) on commit drop`.execute(
        trx,
      );
      await sql`create trigger inserted after insert on warehouse_invoices_102008 referencing new table as new_rows
        for each statement execute function document_counts_inserted('warehouse_invoices')`.execute(trx);
      await sql`create trigger deleted after delete on warehouse_invoices_102008 referencing old table as old_rows
        for each statement execute function document_counts_deleted('warehouse_invoices')`.execute(trx);
      await sql`create trigger moved after update of state on warehouse_invoices_102008 for each row
        when (old.state is distinct from new.state)
        execute function document_counts_moved('warehouse_invoices')`.execute(trx);
      const before = await deltaSum(trx, 'warehouse_invoices');
      await sql`insert into warehouse_invoices_102008 select * from warehouse_invoices limit 2`.execute(trx);
      const inserted = await deltaSum(trx, 'warehouse_invoices');
      // A key change adds −1 and +1 rows (the sum stays); the rows themselves name the kind.
      await sql`update warehouse_invoices_102008 set state = 3 where state <> 3`.execute(trx);
      const moved = Number(
        (
          await sql<{ n: string }>`select count(*) as n from document_count_deltas
            where kind = 'warehouse_invoices' and state = 3 and n = 1`.execute(trx)
        ).rows[0]?.n,
      );
      await sql`delete from warehouse_invoices_102008`.execute(trx);
      const deleted = await deltaSum(trx, 'warehouse_invoices');
      const underShardName = await deltaSum(trx, 'warehouse_invoices_102008');
      return { before, inserted, moved, deleted, underShardName };
    });
    expect(seen.inserted - seen.before).toBe(2);
    expect(seen.moved).toBeGreaterThan(0);
    expect(seen.deleted).toBe(seen.before);
    expect(seen.underShardName).toBe(0);
  });
});
