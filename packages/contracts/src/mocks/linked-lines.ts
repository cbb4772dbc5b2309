import {
  Decimal,
  DocumentState,
  StockType,
  WarehouseInvoiceType,
  addProgress,
  isComplete,
  outState,
  productionTransition,
  progressRate,
  purchaseTransition,
  refuse,
  sellTransition,
  totalCost,
  unitCost,
  type OverProgressError,
  type Result,
  type Transition,
  type TransitionError,
} from '@inventory/domain';
import { ErrorCodes } from '../errors.ts';
import { allowed, warehouseName } from './documents.ts';
import { business, notFound } from './respond.ts';
import { findBatch } from './stock-keeping.ts';
import type { FixtureStore } from './store.ts';
import { ofTenant } from './table.ts';

// A submitted warehouse invoice whose lines name another document's line (`itemId`) receives a purchase, delivers a
// sale, or takes materials / stocks in the product of a production order (business-rules §6), as the server's
// registered hooks do.

export interface MockLinkedLine {
  readonly itemId: string;
  readonly skuId: string;
  readonly count: number;
  readonly batchNumber?: string | null;
}

export interface MockLinkedSubmit {
  readonly invoiceId: string;
  readonly stockType: number;
  readonly type: number;
  readonly warehouseId: string;
  readonly lines: readonly MockLinkedLine[];
}

/** Stock received against a purchase line is valued at the line's price (what was paid). */
export function linkedLineCosts(store: FixtureStore, tenantId: string): Map<string, number> {
  return new Map(
    ofTenant(store.purchaseInvoices, tenantId).flatMap((d) =>
      d.items.flatMap((i) => (i.itemId ? [[i.itemId, i.price] as const] : [])),
    ),
  );
}

function incomingByLine(submit: MockLinkedSubmit): Map<string, Decimal> {
  const incoming = new Map<string, Decimal>();
  for (const l of submit.lines) incoming.set(l.itemId, (incoming.get(l.itemId) ?? Decimal.ZERO).add(l.count));
  return incoming;
}

const overReceipt = (sku: string, error: OverProgressError) =>
  business(ErrorCodes.OverReceipt, `More of '${sku}' than ordered.`, {
    sku,
    ordered: error.params.ordered,
    received: error.params.done,
    wanted: error.params.incoming,
  });

/** Only a Processing document takes receipts and deliveries. */
function mustBeProcessing(
  doc: { number: string; state: number },
  kind: 'purchase' | 'sell' | 'production',
  action: string,
) {
  if (doc.state !== DocumentState.Processing) allowed(refuse(kind, doc.state as DocumentState, action), doc);
}

function finishWhen(
  doc: { number: string; state: number },
  complete: boolean,
  transition: (state: DocumentState) => Result<Transition, TransitionError>,
) {
  if (!complete) return;
  const next = allowed(transition(doc.state as DocumentState), doc).next;
  if (next !== 'deleted') doc.state = next;
}

function receivePurchaseLines(store: FixtureStore, tenantId: string, submit: MockLinkedSubmit): void {
  const incoming = incomingByLine(submit);
  const docs = ofTenant(store.purchaseInvoices, tenantId);
  for (const [itemId, count] of incoming) {
    const doc = docs.find((d) => d.items.some((i) => i.itemId === itemId));
    const line = doc?.items.find((i) => i.itemId === itemId);
    if (!doc || !line) throw notFound('PurchaseInvoiceItem', itemId);
    mustBeProcessing(doc, 'purchase', 'receive');
    const progress = addProgress({ count: line.count, done: line.inStockCount }, count);
    if (!progress.ok) throw overReceipt(line.name ?? line.skuId, progress.error);
    line.inStockCount = progress.value.done.toNumber();
    line.rate = progress.value.rate;
  }
  for (const doc of docs.filter((d) => d.items.some((i) => i.itemId && incoming.has(i.itemId))))
    finishWhen(doc, isComplete(doc.items.map((i) => ({ count: i.count, done: i.inStockCount }))), (state) =>
      purchaseTransition(state, { kind: 'complete' }),
    );
}

function deliverSellLines(store: FixtureStore, tenantId: string, submit: MockLinkedSubmit): void {
  const incoming = incomingByLine(submit);
  const docs = ofTenant(store.sellInvoices, tenantId);
  for (const [itemId, count] of incoming) {
    const doc = docs.find((d) => d.items.some((i) => i.itemId === itemId));
    const line = doc?.items.find((i) => i.itemId === itemId);
    if (!doc || !line) throw notFound('SellInvoiceItem', itemId);
    mustBeProcessing(doc, 'sell', 'deliver');
    const progress = addProgress({ count: line.count, done: line.outCount }, count);
    if (!progress.ok) throw overReceipt(line.skuName ?? line.skuId, progress.error);
    const served = submit.lines.filter((l) => l.itemId === itemId);
    const consumed = served.map((l) => ({
      count: l.count,
      cost: (l.batchNumber && findBatch(store, tenantId, l.skuId, l.batchNumber)?.cost) || '0',
    }));
    const batches = new Set([
      ...(line.sellBatchNumber ? line.sellBatchNumber.split(', ') : []),
      ...served.flatMap((l) => (l.batchNumber ? [l.batchNumber] : [])),
    ]);
    Object.assign(line, {
      outCount: progress.value.done.toNumber(),
      rate: progress.value.rate,
      cost: Decimal.from(line.cost ?? 0)
        .add(totalCost(consumed))
        .round(2)
        .toNumber(),
      sellBatchNumber: [...batches].join(', '),
      warehouseId: submit.warehouseId,
      warehouseName: warehouseName(store, tenantId, submit.warehouseId),
    });
  }
  for (const doc of docs.filter((d) => d.items.some((i) => i.itemId && incoming.has(i.itemId)))) {
    doc.totalCost = Decimal.sum(doc.items.map((i) => i.cost ?? 0))
      .round(2)
      .toNumber();
    finishWhen(doc, isComplete(doc.items.map((i) => ({ count: i.count, done: i.outCount }))), (state) =>
      sellTransition(state, { kind: 'complete' }),
    );
  }
}

/** Produce Out naming material lines takes them; Produce In naming the order stocks the product in (§6). */
function recordProduceLines(store: FixtureStore, tenantId: string, submit: MockLinkedSubmit): void {
  const incoming = incomingByLine(submit);
  const orders = ofTenant(store.productionOrders, tenantId);
  if (submit.stockType === StockType.Out) {
    for (const [itemId, count] of incoming) {
      const order = orders.find((o) => o.items.some((i) => i.itemId === itemId));
      const item = order?.items.find((i) => i.itemId === itemId);
      if (!order || !item) throw notFound('YieldItem', itemId);
      mustBeProcessing(order, 'production', 'stockOut');
      const progress = addProgress({ count: item.count, done: item.outStockCount }, count);
      if (!progress.ok) throw overReceipt(item.skuName ?? item.skuId, progress.error);
      item.outStockCount = progress.value.done.toNumber();
      item.rate = progress.value.rate;
      const consumed = submit.lines
        .filter((l) => l.itemId === itemId)
        .map((l) => ({
          count: l.count,
          cost: (l.batchNumber && findBatch(store, tenantId, l.skuId, l.batchNumber)?.cost) || '0',
        }));
      order.totalCost = totalCost(consumed).add(order.totalCost).round(2).toNumber();
      order.outState = outState(order.items.map((i) => ({ count: i.count, done: i.outStockCount })));
    }
    return;
  }
  for (const [orderId, count] of incoming) {
    const order = orders.find((o) => o.id === orderId);
    if (!order) throw notFound('Yield', orderId);
    mustBeProcessing(order, 'production', 'stockIn');
    const progress = addProgress({ count: order.count, done: order.inCount }, count);
    if (!progress.ok) throw overReceipt(order.skuName ?? order.skuId, progress.error);
    for (const l of submit.lines.filter((x) => x.itemId === orderId && x.batchNumber)) {
      const batch = findBatch(store, tenantId, l.skuId, l.batchNumber ?? '');
      // A batch this receipt created carries the order's unit cost; an existing one keeps its own.
      if (batch && batch.stockInTime === store.today())
        batch.cost = unitCost(order.totalCost, order.count).toFixed(4);
    }
    order.inCount = progress.value.done.toNumber();
    order.rate = progressRate(order.inCount, order.count);
    finishWhen(order, progress.value.complete, (state) => productionTransition(state, { kind: 'complete' }));
  }
}

/** Runs every hook for a submitted warehouse invoice's linked lines (inside the caller's `atomically`). */
export function runLinkedLines(store: FixtureStore, tenantId: string, submit: MockLinkedSubmit): void {
  if (submit.lines.length === 0) return;
  if (submit.stockType === StockType.In && submit.type === WarehouseInvoiceType.Purchase)
    receivePurchaseLines(store, tenantId, submit);
  if (submit.stockType === StockType.Out && submit.type === WarehouseInvoiceType.Sale)
    deliverSellLines(store, tenantId, submit);
  if (submit.type === WarehouseInvoiceType.Produce) recordProduceLines(store, tenantId, submit);
}
