import {
  Decimal,
  DocumentState,
  StockType,
  WarehouseInvoiceType,
  addProgress,
  isComplete,
  refuse,
  sellTransition,
  totalCost,
} from '@inventory/domain';
import type { Kysely } from 'kysely';
import { newStamp } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { ConcurrencyError, ValidationError, EntityNotFoundError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { audit } from '../audit/audit.ts';
import { overReceipt } from '../documents/document-rules.ts';
import { incomingByLine } from '../purchase-invoices/purchase-receipts.ts';
import { findSkuInfos } from '../stock/sku-lookup.repository.ts';
import type { LineFeed, LinkedSubmit } from '../documents/linked-lines.ts';
import { transitionRefusal } from '../documents/document-rules.ts';
import {
  findSellLines,
  lockSell,
  lockSellLinesById,
  patchSell,
  recordDelivery,
} from './sell-invoice.repository.ts';

async function batchCosts(trx: Kysely<Schema>, batchIds: readonly string[]): Promise<Map<string, string>> {
  if (batchIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('batches')
    .select(['id', 'cost'])
    .where('id', 'in', [...new Set(batchIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.cost]));
}

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
  const peek = await trx
    .selectFrom('sell_invoice_items')
    .select(['invoice_id', 'id'])
    .where('id', 'in', [...incoming.keys()])
    .execute();
  // A line of no document of this tenant (a typo, or another tenant's id) is refused, never stored dangling.
  const unknown = [...incoming.keys()].find((id) => !peek.some((p) => p.id === id));
  if (unknown) throw new EntityNotFoundError('SellInvoiceItem', unknown);
  const invoiceIds = [...new Set(peek.map((p) => p.invoice_id))].sort();
  const invoices = [];
  for (const invoiceId of invoiceIds) {
    const row = await lockSell(trx, invoiceId);
    if (!row) continue;
    const refused =
      row.state === DocumentState.Processing ? null : refuse('sell', row.state as DocumentState, 'deliver');
    if (refused && !refused.ok)
      throw transitionRefusal(refused.error, row.number, row.state as DocumentState);
    invoices.push(row);
  }
  const lines = await lockSellLinesById(trx, [...incoming.keys()]);
  const [skus, costs] = await Promise.all([
    findSkuInfos(
      trx,
      lines.map((l) => l.sku_id),
    ),
    batchCosts(
      trx,
      submit.lines.flatMap((l) => (l.batchId ? [l.batchId] : [])),
    ),
  ]);
  for (const line of lines) {
    const served = submit.lines.filter((l) => l.itemId === line.id);
    if (served.some((l) => l.skuId !== line.sku_id))
      throw new ValidationError([{ key: 'validation:invalid', params: {}, members: ['items'] }]);
    const progress = addProgress(
      { count: line.count, done: line.out_count },
      incoming.get(line.id) ?? Decimal.ZERO,
    );
    if (!progress.ok) throw overReceipt(skus.get(line.sku_id)?.name ?? line.sku_id, progress.error);
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
      outCount: progress.value.done.toFixed(3),
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
