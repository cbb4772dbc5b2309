import {
  Decimal,
  DocumentState,
  StockType,
  WarehouseInvoiceType,
  addProgress,
  isComplete,
  purchaseTransition,
  refuse,
} from '@inventory/domain';
import type { Kysely } from 'kysely';
import { newStamp } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { ConcurrencyError, ValidationError, EntityNotFoundError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { audit } from '../audit/audit.ts';
import { findSkuInfos } from '../stock/sku-lookup.repository.ts';
import type { LinkedSubmit } from '../documents/linked-lines.ts';
import { transitionRefusal } from '../documents/document-rules.ts';
import { overReceipt } from '../documents/document-rules.ts';
import {
  findPurchaseLines,
  lockPurchase,
  lockPurchaseLinesById,
  patchPurchase,
  setInStockCount,
} from './purchase-invoice.repository.ts';

/** Σ count per named line. */
export function incomingByLine(submit: LinkedSubmit): Map<string, Decimal> {
  const incoming = new Map<string, Decimal>();
  for (const l of submit.lines) incoming.set(l.itemId, (incoming.get(l.itemId) ?? Decimal.ZERO).add(l.count));
  return incoming;
}

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
  const peek = await trx
    .selectFrom('purchase_invoice_items')
    .select(['invoice_id', 'id'])
    .where('id', 'in', [...incoming.keys()])
    .execute();
  // A line of no document of this tenant (a typo, or another tenant's id) is refused, never stored dangling.
  const unknown = [...incoming.keys()].find((id) => !peek.some((p) => p.id === id));
  if (unknown) throw new EntityNotFoundError('PurchaseInvoiceItem', unknown);
  // Lock order: documents (by id), then their lines (by id).
  const invoiceIds = [...new Set(peek.map((p) => p.invoice_id))].sort();
  const invoices = [];
  for (const invoiceId of invoiceIds) {
    const row = await lockPurchase(trx, invoiceId);
    if (!row) continue;
    const refused =
      row.state === DocumentState.Processing
        ? null
        : refuse('purchase', row.state as DocumentState, 'receive');
    if (refused && !refused.ok)
      throw transitionRefusal(refused.error, row.number, row.state as DocumentState);
    invoices.push(row);
  }
  const lines = await lockPurchaseLinesById(trx, [...incoming.keys()]);
  const skus = await findSkuInfos(
    trx,
    lines.map((l) => l.sku_id),
  );
  for (const line of lines) {
    const wanted = incoming.get(line.id) ?? Decimal.ZERO;
    const sent = submit.lines.find((l) => l.itemId === line.id);
    if (sent && sent.skuId !== line.sku_id)
      throw new ValidationError([{ key: 'validation:invalid', params: {}, members: ['items'] }]);
    const progress = addProgress({ count: line.count, done: line.in_stock_count }, wanted);
    if (!progress.ok) throw overReceipt(skus.get(line.sku_id)?.name ?? line.sku_id, progress.error);
    await setInStockCount(trx, line.id, progress.value.done.toFixed(3));
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
