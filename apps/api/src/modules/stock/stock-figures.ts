import { batchCost, calendarDate, Decimal } from '@inventory/domain';
import type { Kysely } from 'kysely';
import type { CompiledQuery } from 'kysely';
import { beforeCommitStatement } from '../../db/commit-steps.ts';
import type { Schema } from '../../db/schema.ts';
import type { BalanceKey } from './balance.repository.ts';
import { findBatchFacts } from './batch.repository.ts';
import { figuresZone, NO_EXPIRY, stockFiguresWrite } from './stock-figures.repository.ts';
import type { SkuTotalChange, ValueDayChange } from './stock-figures.repository.ts';

// The dashboard's maintained stock figures (ADR 031). A transaction notes each balance's quantity before and after
// it changed it; at its end the net change per warehouse and expiration date (quantity, value) and per SKU and
// warehouse (quantity) is added to the figures' rows — the last locks the transaction takes, in a fixed order, so
// §8's lock order (balances first, warehouse, SKU, batch) still holds and two writers cannot deadlock on them.

interface BalanceStep extends BalanceKey {
  before: string;
  after: string;
}

const pending = new WeakMap<Kysely<Schema>, Map<string, BalanceStep>>();

/** Notes that a balance went from `before` to `after` in `trx`; its figures are written when `trx` ends. */
export function noteBalanceChange(trx: Kysely<Schema>, tenantId: string, step: BalanceStep): void {
  let steps = pending.get(trx);
  if (!steps) {
    const created = new Map<string, BalanceStep>();
    steps = created;
    pending.set(trx, created);
    // Its statement goes out with the sales trend's, in one wave (ADR 063).
    beforeCommitStatement(trx, () => figuresWrite(trx, tenantId, [...created.values()]));
  }
  const key = `${step.warehouseId}\u0000${step.skuId}\u0000${step.batchId}`;
  const earlier = steps.get(key);
  steps.set(key, earlier ? { ...step, before: earlier.before } : step);
}

/** The earlier of two instants, null being none. */
const earlier = (a: Date | null, b: Date | null) => (a === null ? b : b === null || a <= b ? a : b);

function sumInto<T>(into: Map<string, T>, key: string, add: T, merge: (a: T, b: T) => T) {
  const current = into.get(key);
  into.set(key, current === undefined ? add : merge(current, add));
}

const byKey = <T>(entries: Map<string, T>) =>
  [...entries.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);

async function figuresWrite(
  trx: Kysely<Schema>,
  tenantId: string,
  steps: readonly BalanceStep[],
): Promise<CompiledQuery | undefined> {
  // Read after the lock: a zone change that committed meanwhile has rebuilt the rows in its new zone.
  const timeZone = await figuresZone(trx, tenantId);
  // Most of them were read with the balance lock (ADR 052): only the others are read here.
  const batches = await findBatchFacts(
    trx,
    steps.map((s) => s.batchId),
  );
  const days = new Map<string, ValueDayChange>();
  const skus = new Map<string, SkuTotalChange>();
  for (const step of steps) {
    const batch = batches.get(step.batchId);
    if (!batch) throw new Error(`Batch ${step.batchId} of a changed balance is missing`);
    const quantity = Decimal.from(step.after).sub(step.before);
    const value = batchCost({ count: step.after, cost: batch.cost }).sub(
      batchCost({ count: step.before, cost: batch.cost }),
    );
    const date = batch.expirationTime ? calendarDate(batch.expirationTime.getTime(), timeZone) : NO_EXPIRY;
    sumInto(
      days,
      `${step.warehouseId}\u0000${date}`,
      {
        warehouseId: step.warehouseId,
        expirationDate: date,
        quantity: quantity.toString(),
        value: value.toString(),
      },
      (a, b) => ({
        ...a,
        quantity: Decimal.from(a.quantity).add(b.quantity).toString(),
        value: Decimal.from(a.value).add(b.value).toString(),
      }),
    );
    // ADR 058: the batches this change leaves held may lower the SKU's earliest held expiration in the warehouse;
    // one it empties may have been that earliest, and then the totals' upsert recomputes it.
    const held = Decimal.from(step.after).isPositive();
    const emptied = !held && Decimal.from(step.before).isPositive();
    const expiration = batch.expirationTime;
    sumInto(
      skus,
      `${step.skuId}\u0000${step.warehouseId}`,
      {
        skuId: step.skuId,
        warehouseId: step.warehouseId,
        quantity: quantity.toString(),
        heldExpiration: held ? expiration : null,
        emptiedExpiration: emptied ? expiration : null,
      },
      (a, b) => ({
        ...a,
        quantity: Decimal.from(a.quantity).add(b.quantity).toString(),
        heldExpiration: earlier(a.heldExpiration, b.heldExpiration),
        emptiedExpiration: earlier(a.emptiedExpiration, b.emptiedExpiration),
      }),
    );
  }
  return stockFiguresWrite(tenantId, byKey(days), byKey(skus))?.compile(trx);
}
