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
import { patchSell, recordDelivery } from './sell-invoice.repository.ts';

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
  const peek = await findSellLinesById(trx, [...incoming.keys()]);
  requireKnownLines(incoming.keys(), peek, 'SellInvoiceItem');
  const invoiceIds = [...new Set(peek.map((p) => p.invoice_id))].sort();
  const invoices = [];
  for (const invoiceId of invoiceIds) {
    const row = await lockSell(trx, invoiceId);
    if (!row) continue;
    requireProcessing(row, 'sell', 'deliver');
    await noteSaleChange(trx, row.id); // its cost changes the dashboard's trend (ADR 031)
    invoices.push(row);
  }
  const lines = await lockSellLinesById(trx, [...incoming.keys()]);
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
    await recordDelivery(trx, line.id, {
      outCount: progress.done.toFixed(3),
      cost: Decimal.from(line.cost ?? '0')
        .add(totalCost(consumed))
        .toFixed(2),
      sellBatchNumber: batches.join(', '),
      warehouseId: submit.warehouseId,
    });
  }
  for (const row of invoices) {
    const all = await findSellLines(trx, [row.id]);
    const cost = Decimal.sum(all.map((l) => l.cost ?? '0')).toFixed(2);
    const complete = isComplete(all.map((l) => ({ count: l.count, done: l.out_count })));
    const transition = complete ? sellTransition(row.state as DocumentState, { kind: 'complete' }) : null;
    if (transition && !transition.ok)
      throw transitionRefusal(transition.error, row.number, row.state as DocumentState);
    const next = transition?.ok && transition.value.next !== 'deleted' ? transition.value.next : row.state;
    const done = await patchSell(trx, row.id, row.concurrency_stamp, {
      state: next,
      totalCost: cost,
      stamp: newStamp(),
      time: now,
      modifierId: scope.user?.sub ?? null,
    });
    if (!done) throw new ConcurrencyError();
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
