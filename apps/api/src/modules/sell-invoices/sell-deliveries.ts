import { Decimal, DocumentState, StockType, WarehouseInvoiceType } from '@inventory/domain';
import { isComplete, sellTransition, totalCost } from '@inventory/domain';
import type { Kysely } from 'kysely';
import { newStamp } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { noteSaleChange } from '../dashboard/sales-figures.ts';
import { ConcurrencyError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { audit } from '../audit/audit.ts';
import { incomingByLine, requireKnownLines, requireProcessing } from '../documents/linked-progress.ts';
import { lineProgress } from '../documents/linked-progress.ts';
import { findBatchCosts } from '../stock/batch.repository.ts';
import { findSkuInfos } from '../stock/sku-lookup.repository.ts';
import type { LineFeed, LinkedSubmit } from '../documents/linked-lines.ts';
import { transitionRefusal } from '../documents/document-rules.ts';
import { findSellLinesById, findSellLines, lockSell, lockSellLinesById } from './sell-invoice.repository.ts';
import { newSale, newSaleLines, patchDeliveredSell, recordDeliveries } from './sell-invoice.repository.ts';
import type { SellDelivery, SellHeaderFacts, SellLineFacts } from './sell-invoice.repository.ts';

/**
 * A warehouse Out of type Sale naming sell lines delivers them (business-rules §6): each line's `outCount` grows
 * (never beyond the ordered count), its cost and batches record what the consumed batches cost, the sale's
 * `totalCost` follows, and a sale whose every line is delivered finishes — in the warehouse invoice's transaction.
 */
export async function deliverSellLines(
  trx: Kysely<Schema>,
  scope: RequestScope,
  submit: LinkedSubmit,
  now: Date,
): Promise<void> {
  if (submit.stockType !== StockType.Out || submit.type !== WarehouseInvoiceType.Sale) return;
  const incoming = incomingByLine(submit);
  // A sale this transaction inserted (a submit with its out-stock invoice) is delivered from what was written:
  // no other transaction can see it yet, so it needs no lock, and its rows need no second read.
  const fresh = newSaleLines(trx, [...incoming.keys()]);
  const invoices: SellHeaderFacts[] = [];
  let lines: SellLineFacts[];
  if (fresh) {
    for (const sale of fresh.sales) {
      requireProcessing(sale.header, 'sell', 'deliver');
      await noteSaleChange(trx, sale.header.id); // noted already as new: reads nothing
      invoices.push(sale.header);
    }
    lines = fresh.lines;
  } else {
    const peek = await findSellLinesById(trx, [...incoming.keys()]);
    requireKnownLines(incoming.keys(), peek, 'SellInvoiceItem');
    const invoiceIds = [...new Set(peek.map((p) => p.invoice_id))].sort();
    for (const invoiceId of invoiceIds) {
      const row = await lockSell(trx, invoiceId);
      if (!row) continue;
      requireProcessing(row, 'sell', 'deliver');
      await noteSaleChange(trx, row.id); // its cost changes the dashboard's trend (ADR 031)
      invoices.push(row);
    }
    lines = await lockSellLinesById(trx, [...incoming.keys()]);
  }
  const [skus, costs] = await Promise.all([
    findSkuInfos(
      trx,
      lines.map((l) => l.sku_id),
    ),
    findBatchCosts(
      trx,
      submit.lines.flatMap((l) => (l.batchId ? [l.batchId] : [])),
    ),
  ]);
  // Each line with its own delivery: the kept lines of a fresh sale are written back from the pair, never by position.
  const delivered: { line: SellLineFacts; delivery: SellDelivery }[] = [];
  for (const line of lines) {
    const served = submit.lines.filter((l) => l.itemId === line.id);
    const progress = lineProgress(submit, incoming, skus, {
      id: line.id,
      skuId: line.sku_id,
      count: line.count,
      done: line.out_count,
    });
    const consumed = served.map((l) => ({
      count: l.count,
      cost: (l.batchId && costs.get(l.batchId)) || '0',
    }));
    const batches = [
      ...new Set([
        ...(line.sell_batch_number ? line.sell_batch_number.split(', ') : []),
        ...served.flatMap((l) => (l.batchNumber ? [l.batchNumber] : [])),
      ]),
    ];
    delivered.push({
      line,
      delivery: {
        lineId: line.id,
        outCount: progress.done.toFixed(3),
        cost: Decimal.from(line.cost ?? '0')
          .add(totalCost(consumed))
          .toFixed(2),
        sellBatchNumber: batches.join(', '),
        warehouseId: submit.warehouseId,
      },
    });
  }
  const deliveries = delivered.map((d) => d.delivery);
  if (fresh)
    for (const { line, delivery } of delivered) {
      line.out_count = delivery.outCount;
      line.cost = delivery.cost;
      line.sell_batch_number = delivery.sellBatchNumber;
    }
  // A sale this transaction inserted is known whole: its header change goes with the lines' (one statement).
  const single = fresh && invoices.length === 1 ? invoices[0] : undefined;
  if (!single) await recordDeliveries(trx, deliveries);
  for (const row of invoices) {
    const kept = fresh ? newSale(trx, row.id) : undefined;
    const all = kept ? kept.lines : await findSellLines(trx, [row.id]);
    const cost = Decimal.sum(all.map((l) => l.cost ?? '0')).toFixed(2);
    const complete = isComplete(all.map((l) => ({ count: l.count, done: l.out_count })));
    const transition = complete ? sellTransition(row.state as DocumentState, { kind: 'complete' }) : null;
    if (transition && !transition.ok)
      throw transitionRefusal(transition.error, row.number, row.state as DocumentState);
    const next = transition?.ok && transition.value.next !== 'deleted' ? transition.value.next : row.state;
    const change = { stamp: newStamp(), time: now, modifierId: scope.user?.sub ?? null };
    const done =
      row === single
        ? await recordDeliveries(trx, deliveries, {
            id: row.id,
            expectedStamp: row.concurrency_stamp,
            state: next,
            totalCost: cost,
            change,
          })
        : await patchDeliveredSell(trx, row.id, row.concurrency_stamp, {
            state: next,
            totalCost: cost,
            ...change,
          });
    if (!done) throw new ConcurrencyError();
    // The kept header is replaced, never changed: `row` stays the header as it was before this delivery.
    if (kept)
      kept.header = { ...kept.header, state: next, total_cost: cost, concurrency_stamp: change.stamp };
    await audit(trx, scope, {
      entityName: 'SellInvoice',
      entityId: row.id,
      action: 'Updated',
      changedFields: {
        state: { from: row.state, to: next },
        totalCost: { from: row.total_cost, to: cost },
        deliveredBy: { from: null, to: submit.invoiceId },
      },
      time: now,
    });
  }
}

/** Warehouse Out invoices of type Sale naming sell lines deliver them (business-rules §6). */
export const sellLineFeed: LineFeed = { apply: deliverSellLines };
