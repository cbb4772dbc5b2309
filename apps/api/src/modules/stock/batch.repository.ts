import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { BatchesTable, Schema } from '../../db/schema.ts';
import { anyId } from '../../db/id-array.ts';
import { keptRead } from '../../db/transaction-reads.ts';

export type BatchRow = Selectable<BatchesTable>;

export interface NewBatch {
  tenantId: string;
  id: string;
  skuId: string;
  batchNumber: string;
  producedTime: string | null;
  expirationDay: number | null;
  expirationTime: string | null;
  cost: string;
  stockInTime: Date;
  creatorId: string | null;
}

/**
 * The batch `(sku, batchNumber)`, created when new. `created` tells which: an existing batch's dates must then be
 * compared by the caller. A concurrent creator of the same batch makes this wait and then read its row.
 */
export async function findOrCreateBatch(
  trx: Kysely<Schema>,
  batch: NewBatch,
): Promise<{ row: BatchRow; created: boolean }> {
  const inserted = await trx
    .insertInto('batches')
    .values({
      tenant_id: batch.tenantId,
      id: batch.id,
      sku_id: batch.skuId,
      batch_number: batch.batchNumber,
      produced_time: batch.producedTime,
      expiration_day: batch.expirationDay,
      expiration_time: batch.expirationTime,
      cost: batch.cost,
      in_quantity: '0',
      stock_in_time: batch.stockInTime,
      creator_id: batch.creatorId,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'sku_id', 'batch_number']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const row = await trx
    .selectFrom('batches')
    .selectAll()
    .where('sku_id', '=', batch.skuId)
    .where('batch_number', '=', batch.batchNumber)
    .executeTakeFirstOrThrow();
  return { row, created: false };
}

/** A batch's cost and expiration instant, as this transaction last read them. */
export interface BatchFacts {
  cost: string;
  expirationTime: Date | null;
}

/**
 * The batches' facts this transaction has read (by id): the balance lock reads them with the rows, so a delivery's
 * costs need no second read. A write of a batch's cost forgets it. Empty outside a transaction.
 */
export function keptBatchFacts(trx: Kysely<Schema>): Map<string, BatchFacts> {
  return keptRead(trx, 'batch-facts', () => new Map<string, BatchFacts>());
}

/**
 * Cost and expiration instant of batches by id: those this transaction has read already (the balance lock's) are not
 * read again, and those read here are kept. A committed batch's cost and expiration never change (only the
 * stock-in that creates a batch values it, and forgets what was kept), so a read before a later lock still holds.
 */
export async function findBatchFacts(
  trx: Kysely<Schema>,
  ids: readonly string[],
): Promise<Map<string, BatchFacts>> {
  const kept = keptBatchFacts(trx);
  const found = new Map<string, BatchFacts>();
  const missing: string[] = [];
  for (const id of new Set(ids)) {
    const facts = kept.get(id);
    if (facts) found.set(id, facts);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  const rows = await trx
    .selectFrom('batches')
    .select(['id', 'cost', 'expiration_time'])
    .where(anyId('id', missing))
    .execute();
  for (const r of rows) {
    const facts = { cost: String(r.cost), expirationTime: r.expiration_time };
    kept.set(r.id, facts);
    found.set(r.id, facts);
  }
  return found;
}

/** Unit costs of batches by id (those this transaction has read already are not read again). */
export async function findBatchCosts(
  trx: Kysely<Schema>,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const facts = await findBatchFacts(trx, ids);
  return new Map([...facts].map(([id, f]) => [id, f.cost]));
}

/** Values the named batches that a stock-in at `stockInTime` created; batches that existed before keep theirs. */
export async function setCreatedBatchesCost(
  trx: Kysely<Schema>,
  ids: readonly string[],
  cost: string,
  stockInTime: Date,
): Promise<void> {
  if (ids.length === 0) return;
  const kept = keptBatchFacts(trx);
  for (const id of ids) kept.delete(id);
  await trx
    .updateTable('batches')
    .set({ cost })
    .where('id', 'in', [...ids])
    .where('stock_in_time', '=', stockInTime)
    .execute();
}

/** Counts a stock-in into the batch's received quantity. */
export async function addBatchInQuantity(
  trx: Kysely<Schema>,
  batchId: string,
  quantity: string,
): Promise<void> {
  await trx
    .updateTable('batches')
    .set({ in_quantity: sql`in_quantity + ${quantity}::numeric` })
    .where('id', '=', batchId)
    .execute();
}

/**
 * Received, used and remaining counts of batches (remaining = Σ balances; used = received − remaining).
 *
 * The sum is a subquery per batch, so each batch reads only its own balances: a list page's ~200 batches read about
 * a page's worth of index entries whatever the tenant holds. As a join with `group by` the planner could (and on
 * a small tenant does) hash every balance of the tenant for one page (ADR 067, "Batch usage per page"). Only the
 * held rows (`quantity > 0`, a literal so that the planner matches it) are summed, from `stock_balances_held_ix`,
 * which carries the quantity: index-only. Balances are never negative, so the sum is the same; a batch holding
 * nothing answers 0 (before: `0.000` when it had empty balance rows), the same number on the wire.
 */
export async function batchUsage(
  trx: Kysely<Schema>,
  batchIds: readonly string[],
): Promise<Map<string, { inQuantity: string; remaining: string }>> {
  if (batchIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('batches as b')
    .select((eb) => [
      'b.id',
      'b.in_quantity',
      sql<string>`coalesce(${eb
        .selectFrom('stock_balances as sb')
        .select(sql`sum(sb.quantity)`.as('sum'))
        .whereRef('sb.tenant_id', '=', 'b.tenant_id')
        .whereRef('sb.batch_id', '=', 'b.id')
        .where(sql<boolean>`sb.quantity > 0`)}, 0)`.as('remaining'),
    ])
    .where(anyId('b.id', batchIds))
    .execute();
  return new Map(
    rows.map((r) => [r.id, { inQuantity: String(r.in_quantity), remaining: String(r.remaining) }]),
  );
}
