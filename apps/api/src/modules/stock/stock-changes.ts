import { Decimal, QUANTITY_SCALE } from '@inventory/domain';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { decreaseBalance, increaseBalance, insertMovements, type BalanceKey } from './balance.repository.ts';
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
  for (const { key, quantity } of netChanges(changes)) {
    if (quantity.isZero()) continue;
    const amount = quantity.abs().toFixed(QUANTITY_SCALE);
    const after = quantity.isPositive()
      ? await increaseBalance(trx, ctx.tenantId, key, amount, ctx.now)
      : await decreaseBalance(trx, key, amount, ctx.now);
    if (after === undefined) throw new Error(`Stock of ${keyText(key)} would go negative`);
    noteBalanceChange(trx, ctx.tenantId, {
      ...key,
      before: Decimal.from(after).sub(quantity).toString(),
      after,
    });
  }
  await insertMovements(
    trx,
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
}
