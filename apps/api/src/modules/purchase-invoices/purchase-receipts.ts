import { DocumentState, StockType, WarehouseInvoiceType } from '@inventory/domain';
import { isComplete, purchaseTransition } from '@inventory/domain';
import type { Kysely } from 'kysely';
import { newStamp } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { ConcurrencyError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { audit } from '../audit/audit.ts';
import { findSkuInfos } from '../stock/sku-lookup.repository.ts';
import type { LineFeed, LinkedSubmit } from '../documents/linked-lines.ts';
import { transitionRefusal } from '../documents/document-rules.ts';
import { incomingByLine, requireKnownLines, requireProcessing } from '../documents/linked-progress.ts';
import { lineProgress } from '../documents/linked-progress.ts';
import { findPurchaseLinesById, findLinePrices, findPurchaseLines } from './purchase-invoice.repository.ts';
import { lockPurchase, lockPurchaseLinesById, patchPurchase } from './purchase-invoice.repository.ts';
import { setInStockCount } from './purchase-invoice.repository.ts';

/**
 * A warehouse In of type Purchase naming purchase lines receives them (business-rules §6): each line's
 * `inStockCount` grows (never beyond what was ordered: 'Inventory:OverReceipt'), and a purchase whose every line is
 * complete finishes — in the warehouse invoice's own transaction.
 */
export async function receivePurchaseLines(
  trx: Kysely<Schema>,
  scope: RequestScope,
  submit: LinkedSubmit,
  now: Date,
): Promise<void> {
  if (submit.stockType !== StockType.In || submit.type !== WarehouseInvoiceType.Purchase) return;
  const incoming = incomingByLine(submit);
  const peek = await findPurchaseLinesById(trx, [...incoming.keys()]);
  requireKnownLines(incoming.keys(), peek, 'PurchaseInvoiceItem');
  // Lock order: documents (by id), then their lines (by id).
  const invoiceIds = [...new Set(peek.map((p) => p.invoice_id))].sort();
  const invoices = [];
  for (const invoiceId of invoiceIds) {
    const row = await lockPurchase(trx, invoiceId);
    if (!row) continue;
    requireProcessing(row, 'purchase', 'receive');
    invoices.push(row);
  }
  const lines = await lockPurchaseLinesById(trx, [...incoming.keys()]);
  const skus = await findSkuInfos(
    trx,
    lines.map((l) => l.sku_id),
  );
  for (const line of lines) {
    const progress = lineProgress(submit, incoming, skus, {
      id: line.id,
      skuId: line.sku_id,
      count: line.count,
      done: line.in_stock_count,
    });
    await setInStockCount(trx, line.id, progress.done.toFixed(3));
  }
  for (const row of invoices) {
    const all = await findPurchaseLines(trx, [row.id]);
    if (!isComplete(all.map((l) => ({ count: l.count, done: l.in_stock_count })))) continue;
    const transition = purchaseTransition(row.state as DocumentState, { kind: 'complete' });
    if (!transition.ok) throw transitionRefusal(transition.error, row.number, row.state as DocumentState);
    const next = transition.value.next === 'deleted' ? row.state : transition.value.next;
    const done = await patchPurchase(trx, row.id, row.concurrency_stamp, {
      state: next,
      stamp: newStamp(),
      time: now,
      modifierId: scope.user?.sub ?? null,
    });
    if (!done) throw new ConcurrencyError();
    await audit(trx, scope, {
      entityName: 'PurchaseInvoice',
      entityId: row.id,
      action: 'Updated',
      changedFields: {
        state: { from: row.state, to: next },
        receivedBy: { from: null, to: submit.invoiceId },
      },
      time: now,
    });
  }
}

/**
 * The purchase side of warehouse receipts (business-rules §6): In lines naming a purchase line count as its receipt
 * (progress, over-receipt refusal, auto-finish), and the batches they create are valued at the line's price.
 */
export const purchaseLineFeed: LineFeed = { apply: receivePurchaseLines, costs: findLinePrices };
