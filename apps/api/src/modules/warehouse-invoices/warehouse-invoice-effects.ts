import type { StockEffect } from '@inventory/domain';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { linkedLineCosts, type LineFeeds } from '../documents/linked-lines.ts';
import type { StockContext } from '../stock/stock-context.ts';
import { allocateOut, move, stockIn } from '../stock/stock.service.ts';
import type { InvoiceLine } from './warehouse-invoice.repository.ts';

/**
 * Applies a submit's stock effect (§6): In creates/uses batches, Out allocates FEFO or the named batches, Move
 * allocates and moves. Out/Move lines served by several batches come back as one line per batch.
 */
export async function applyEffect(
  trx: Kysely<Schema>,
  ctx: StockContext,
  effect: StockEffect,
  lines: readonly InvoiceLine[],
  lineFeeds: LineFeeds,
): Promise<InvoiceLine[]> {
  if (effect.kind === 'stockIn') {
    const costs = await linkedLineCosts(
      lineFeeds,
      trx,
      lines.flatMap((l) => (l.itemId ? [l.itemId] : [])),
    );
    const results = await stockIn(
      trx,
      ctx,
      lines.map((l) => ({
        skuId: l.skuId,
        warehouseId: effect.warehouseId,
        count: l.count,
        batchNumber: l.batchNumber,
        producedTime: l.parturitionTime,
        expirationDay: l.expirationDay,
        cost: l.itemId ? (costs.get(l.itemId) ?? null) : null,
        lineId: l.id,
      })),
    );
    return results.map((r, i) => ({
      ...(lines[i] as InvoiceLine),
      batchNumber: r.batchNumber,
      batchId: r.batchId,
      parturitionTime: r.producedTime,
      expirationDay: r.expirationDay,
      expirationTime: r.expirationTime,
    }));
  }
  const requests = lines.map((l) => ({
    skuId: l.skuId,
    warehouseId: effect.kind === 'move' ? effect.fromWarehouseId : effect.warehouseId,
    count: l.count,
    batchNumber: l.batchNumber,
    lineId: l.id,
  }));
  const taken =
    effect.kind === 'move'
      ? await move(trx, ctx, requests, effect.toWarehouseId)
      : await allocateOut(trx, ctx, requests, { allowExpired: effect.allowExpired });
  const seen = new Set<number>();
  return taken.map((t, i) => {
    const source = lines[t.lineIndex] as InvoiceLine;
    // The first batch of a line keeps the line's id (the ledger names it); further batches get their own.
    const id = seen.has(t.lineIndex) ? newId() : source.id;
    seen.add(t.lineIndex);
    return {
      ...source,
      id,
      lineNo: i,
      count: t.count.toFixed(3),
      batchNumber: t.batchNumber,
      batchId: t.batchId,
      correlationBatchNumber: t.correlationBatchNumber,
      parturitionTime: t.producedTime,
      expirationTime: t.expirationTime,
    };
  });
}
