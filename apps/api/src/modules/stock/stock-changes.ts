import { Decimal, QUANTITY_SCALE } from '@inventory/domain';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { decreaseBalances, increaseBalances, ledgerInsert } from './balance.repository.ts';
import type { BalanceAmount, BalanceKey } from './balance.repository.ts';
import type { StockContext } from './stock-context.ts';
import { noteBalanceChange } from './stock-figures.ts';

/** One signed change of one balance, with the document line it serves. */
export interface StockChange extends BalanceKey {
  readonly quantity: Decimal;
  readonly lineId: string | null;
  readonly correlationBatchNumber: string | null;
}

function keyText(key: BalanceKey): string {
  return `${key.warehouseId}\u0000${key.skuId}\u0000${key.batchId}`;
}

/** Net change per balance row, in the lock order (warehouse, sku, batch). */
function netChanges(changes: readonly StockChange[]): { key: BalanceKey; quantity: Decimal }[] {
  const net = new Map<string, { key: BalanceKey; quantity: Decimal }>();
  for (const c of changes) {
    const text = keyText(c);
    const entry = net.get(text);
    if (entry) entry.quantity = entry.quantity.add(c.quantity);
    else
      net.set(text, {
        key: { warehouseId: c.warehouseId, skuId: c.skuId, batchId: c.batchId },
        quantity: c.quantity,
      });
  }
  return [...net.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);
}

/**
 * Writes balances and ledger together (business-rules §1): every change becomes a movement, every balance row
 * changes by its net amount, rows touched in the fixed lock order; the dashboard's figures follow at the end of the
 * transaction (ADR 031). A balance that would go negative here is a
 * broken invariant (the caller allocated against locked rows), so it throws rather than refuses.
 */
export async function writeStockChanges(
  trx: Kysely<Schema>,
  ctx: StockContext,
  changes: readonly StockChange[],
): Promise<void> {
  // Every change becomes a movement; the ledger's insert rides with the first balance statement (one round trip).
  let ledger = ledgerInsert(
    {
      tenantId: ctx.tenantId,
      time: ctx.now,
      documentKind: ctx.document.kind,
      documentId: ctx.document.id,
      creatorId: ctx.userId,
    },
    changes
      .filter((c) => !c.quantity.isZero())
      .map((c) => ({
        id: newId(ctx.now.getTime()),
        skuId: c.skuId,
        warehouseId: c.warehouseId,
        batchId: c.batchId,
        quantity: c.quantity.toFixed(QUANTITY_SCALE),
        documentLineId: c.lineId,
        correlationBatchNumber: c.correlationBatchNumber,
      })),
  );
  // Rows are written in the lock order, a statement per run of increases or of decreases (one statement for a
  // stock-in or a stock-out; a move alternates only where its warehouses interleave in key order).
  const net = netChanges(changes).filter((c) => !c.quantity.isZero());
  for (let start = 0; start < net.length;) {
    const increase = net[start]!.quantity.isPositive();
    let end = start + 1;
    while (end < net.length && net[end]!.quantity.isPositive() === increase) end += 1;
    const run = net.slice(start, end);
    start = end;
    const amounts: BalanceAmount[] = run.map(({ key, quantity }) => ({
      ...key,
      quantity: quantity.abs().toFixed(QUANTITY_SCALE),
    }));
    const after = increase
      ? await increaseBalances(trx, ctx.tenantId, amounts, ctx.now, ledger)
      : await decreaseBalances(trx, amounts, ctx.now, ledger);
    ledger = undefined;
    for (const { key, quantity } of run) {
      const now = after?.get(keyText(key).toLowerCase()); // uuids come back in lower case
      if (now === undefined) throw new Error(`Stock of ${keyText(key)} would go negative`);
      noteBalanceChange(trx, ctx.tenantId, {
        ...key,
        before: Decimal.from(now).sub(quantity).toString(),
        after: now,
      });
    }
  }
  // Movements whose balances net to nothing (an in and an out of the same row) still go to the ledger.
  if (ledger) await ledger.execute(trx);
}
