import { DocumentState, StockType, WarehouseInvoiceType } from '@inventory/domain';
import { outState, productionTransition, totalCost, unitCost } from '@inventory/domain';
import type { Kysely } from 'kysely';
import { newStamp } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { ConcurrencyError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { audit } from '../audit/audit.ts';
import { findSkuInfos, type SkuInfo } from '../stock/sku-lookup.repository.ts';
import type { LineFeed, LinkedSubmit } from '../documents/linked-lines.ts';
import { incomingByLine, requireKnownLines, requireProcessing } from '../documents/linked-progress.ts';
import { lineProgress } from '../documents/linked-progress.ts';
import { findBatchCosts, setCreatedBatchesCost } from '../stock/batch.repository.ts';
import { findYieldIds, findYieldItems, findYieldItemsById, lockYields } from './yield.repository.ts';
import { patchYield, setOutStockCount } from './yield.repository.ts';
import type { YieldPatch, YieldRow } from './yield.repository.ts';

/** The orders locked in id order (§8); each must be Processing to take stock movements. */
/** The named orders locked (in id order) and Processing, with the SKUs `skuIdsOf` them a refusal may name. */
async function lockProcessing(
  trx: Kysely<Schema>,
  ids: readonly string[],
  action: string,
  skuIdsOf: (orders: readonly YieldRow[]) => string[],
): Promise<{ orders: YieldRow[]; skus: Map<string, SkuInfo> }> {
  const orders = await lockYields(trx, [...new Set(ids)]);
  for (const row of orders) requireProcessing(row, 'production', action);
  return { orders, skus: await findSkuInfos(trx, skuIdsOf(orders)) };
}

async function writeProgress(
  trx: Kysely<Schema>,
  scope: RequestScope,
  row: YieldRow,
  patch: Omit<YieldPatch, 'stamp' | 'time' | 'modifierId'>,
  now: Date,
): Promise<void> {
  const done = await patchYield(trx, row.id, row.concurrency_stamp, {
    ...patch,
    stamp: newStamp(),
    time: now,
    modifierId: scope.user?.sub ?? null,
  });
  if (!done) throw new ConcurrencyError();
  await audit(trx, scope, {
    entityName: 'Yield',
    entityId: row.id,
    action: 'Updated',
    changedFields: {
      ...(patch.state !== undefined ? { state: { from: row.state, to: patch.state } } : {}),
      ...(patch.inCount !== undefined ? { inCount: { from: String(row.in_count), to: patch.inCount } } : {}),
      ...(patch.outState !== undefined ? { outState: { from: row.out_state, to: patch.outState } } : {}),
      ...(patch.totalCost !== undefined
        ? { totalCost: { from: String(row.total_cost), to: patch.totalCost } }
        : {}),
    },
    time: now,
  });
}

/** Materials going out on a Produce Out naming material lines: outStockCount, outState and material cost grow. */
async function takeMaterials(
  trx: Kysely<Schema>,
  scope: RequestScope,
  submit: LinkedSubmit,
  now: Date,
): Promise<void> {
  const incoming = incomingByLine(submit);
  const items = await findYieldItemsById(trx, [...incoming.keys()]);
  requireKnownLines(incoming.keys(), items, 'YieldItem');
  const { orders, skus } = await lockProcessing(
    trx,
    items.map((i) => i.yield_id),
    'stockOut',
    () => items.map((i) => i.sku_id),
  );
  for (const item of items) {
    const progress = lineProgress(submit, incoming, skus, {
      id: item.id,
      skuId: item.sku_id,
      count: String(item.count),
      done: String(item.out_stock_count),
    });
    await setOutStockCount(trx, item.id, progress.done.toFixed(3));
  }
  const batchIds = submit.lines.flatMap((l) => (l.batchId ? [l.batchId] : []));
  const costs = await findBatchCosts(trx, batchIds);
  for (const order of orders) {
    const mine = new Set(items.filter((i) => i.yield_id === order.id).map((i) => i.id));
    const consumed = submit.lines
      .filter((l) => mine.has(l.itemId))
      .map((l) => ({ count: l.count, cost: (l.batchId && costs.get(l.batchId)) || '0' }));
    const all = await findYieldItems(trx, [order.id]);
    await writeProgress(
      trx,
      scope,
      order,
      {
        outState: outState(all.map((i) => ({ count: String(i.count), done: String(i.out_stock_count) }))),
        totalCost: totalCost(consumed).add(String(order.total_cost)).toFixed(2),
      },
      now,
    );
  }
}

/**
 * A product batch this receipt created carries the order's unit cost (material cost so far ÷ count, §6) instead of
 * the SKU's standard cost the stock-in gave it; an existing batch named by the receipt keeps its cost.
 */
async function costNewProductBatches(
  trx: Kysely<Schema>,
  submit: LinkedSubmit,
  order: YieldRow,
  now: Date,
): Promise<void> {
  const batchIds = submit.lines.flatMap((l) => (l.itemId === order.id && l.batchId ? [l.batchId] : []));
  const cost = unitCost(String(order.total_cost), String(order.count)).toFixed(4);
  await setCreatedBatchesCost(trx, batchIds, cost, now);
}

/** The product coming in on a Produce In naming the order: inCount grows; fully stocked in → Finish (§6). */
async function receiveProduct(
  trx: Kysely<Schema>,
  scope: RequestScope,
  submit: LinkedSubmit,
  now: Date,
): Promise<void> {
  const incoming = incomingByLine(submit);
  const peek = await findYieldIds(trx, [...incoming.keys()]);
  requireKnownLines(incoming.keys(), peek, 'Yield');
  const { orders, skus } = await lockProcessing(
    trx,
    peek.map((p) => p.id),
    'stockIn',
    (locked) => locked.map((o) => o.sku_id),
  );
  for (const order of orders) {
    const progress = lineProgress(submit, incoming, skus, {
      id: order.id,
      skuId: order.sku_id,
      count: String(order.count),
      done: String(order.in_count),
    });
    const complete = progress.complete
      ? productionTransition(order.state as DocumentState, { kind: 'complete' })
      : null;
    const next = complete?.ok && complete.value.next !== 'deleted' ? complete.value.next : undefined;
    await costNewProductBatches(trx, submit, order, now);
    await writeProgress(trx, scope, order, { inCount: progress.done.toFixed(3), state: next }, now);
  }
}

/**
 * Warehouse invoices of type Produce naming a Processing order (§6 Production): an Out naming material lines
 * takes them out, an In naming the order stocks the product in. Registered with the warehouse-invoice submit.
 */
export async function recordProduceLines(
  trx: Kysely<Schema>,
  scope: RequestScope,
  submit: LinkedSubmit,
  now: Date,
): Promise<void> {
  if (submit.type !== WarehouseInvoiceType.Produce) return;
  if (submit.stockType === StockType.Out) await takeMaterials(trx, scope, submit, now);
  if (submit.stockType === StockType.In) await receiveProduct(trx, scope, submit, now);
}

/** Produce warehouse invoices naming an order move its materials out and its product in. */
export const yieldLineFeed: LineFeed = { apply: recordProduceLines };
