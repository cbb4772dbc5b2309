import { ErrorCodes, type endpoints, type ParsedBodyOf } from '@inventory/contracts';
import { DocumentState, StockType, WarehouseInvoiceType, dec, documentPrefix } from '@inventory/domain';
import { fitsMoney, sellTotals, sellTransition, validateSubmission } from '@inventory/domain';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import { noteNewSale } from '../dashboard/sales-figures.ts';
import type { Schema } from '../../db/schema.ts';
import { BusinessError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { beginSave, lineIdentities, writeDocument } from '../documents/document-write.ts';
import { readSaveBasics } from '../documents/save-reads.ts';
import { reserveDocumentNumbers } from '../numbering/numbering.service.ts';
import { requireSkuNames } from '../purchase-invoices/purchase-invoice-save.ts';
import { loadStockSettings } from '../stock/stock-context.ts';
import { contentSummary, invalidDocument, requireLiveWarehouses } from '../documents/document-rules.ts';
import type { LineFeeds } from '../documents/linked-lines.ts';
import { saveInvoiceIn } from '../warehouse-invoices/warehouse-invoice-save.ts';
import { findSellLines, keepNewSale, lockSell, type SellLine, sellTable } from './sell-invoice.repository.ts';
import { writtenSaleFigures } from './sell-invoice.repository.ts';

export type SaveSellInput = ParsedBodyOf<typeof endpoints.sellInvoice.save>;

/**
 * Saves one sale inside `trx` (business-rules §2, §3, §6): a Draft save, or a submit to Processing. With an
 * out-stock invoice the submit delivers every line through one finished warehouse Out (type Sale, FEFO or the named
 * batch) whose delivery hook records costs and completes the sale; a shortage refuses the whole transaction.
 */
export async function saveSellIn(
  trx: Kysely<Schema>,
  scope: RequestScope,
  input: SaveSellInput,
  now: Date,
  lineFeeds: LineFeeds,
): Promise<string> {
  const { existing, state, transition } = await beginSave(
    trx,
    input,
    { entityName: 'SellInvoice', lock: lockSell },
    (from) =>
      sellTransition(
        from,
        input.isSubmit
          ? {
              kind: 'submit',
              isCreateOutStockInvoice: input.isCreateOutStockInvoice,
              warehouseId: input.warehouseId ?? null,
            }
          : { kind: 'save' },
      ),
  );
  if (input.isSubmit) {
    const valid = validateSubmission(input.items);
    if (!valid.ok) throw invalidDocument(valid.error);
  }
  // Totals are the server's (§2): whatever the client sent is ignored.
  const totals = sellTotals(input.items, input.discountsPrice);
  if (!totals.ok)
    throw new BusinessError(ErrorCodes.DiscountOutOfRange, {
      discount: totals.error.params.discountsPrice,
      total: totals.error.params.subtotal,
    });
  if (!fitsMoney(totals.value.subtotal))
    throw new BusinessError(ErrorCodes.AmountTooLarge, { amount: totals.value.subtotal.toFixed(2) });
  const warehouseIds = [input.warehouseId, ...input.items.map((l) => l.warehouseId)];
  // The warehouses, SKUs and settings in one statement; the checks below then read nothing (ADR 052).
  await readSaveBasics(trx, { warehouseIds, skuIds: input.items.map((l) => l.skuId) });
  await requireLiveWarehouses(trx, warehouseIds);
  const previousLines = existing ? await findSellLines(trx, [existing.id]) : [];
  const skuNames = await requireSkuNames(
    trx,
    input.items.map((l) => l.skuId),
    new Set(previousLines.map((l) => l.sku_id)),
  );

  const { timeZone } = await loadStockSettings(trx);
  const id = existing?.id ?? newId(now.getTime());
  const deliver = transition.effects.find((e) => e.kind === 'allocateOut');
  // A submit that delivers draws its out-stock invoice's number with its own, in one statement: the counters are
  // then taken before any balance row, in every save that takes both (ADR 047).
  const numbering = { tenantId: scope.db.tenantId, now, timeZone };
  const number =
    existing?.number ??
    (await reserveDocumentNumbers(
      trx,
      numbering,
      documentPrefix('sell'),
      deliver ? [documentPrefix('warehouse', StockType.Out)] : [],
    ));
  const identity = lineIdentities(previousLines, now);
  const lines: SellLine[] = input.items.map((l, lineNo) => {
    const { id: lineId, creationTime } = identity(l.itemId);
    return {
      id: lineId,
      lineNo,
      skuId: l.skuId,
      count: dec(l.count).toFixed(3),
      price: dec(l.price).toFixed(4),
      batchNumber: l.batchNumber || null,
      warehouseId: l.warehouseId ?? input.warehouseId ?? null,
      marketingChannel: l.marketingChannel || input.marketingChannel || null,
      creationTime,
    };
  });
  // Delivered lines complete the sale through the delivery hook, which moves Processing → Finish.
  const next = deliver ? DocumentState.Processing : transition.next;
  if (next === 'deleted') throw new Error('A save never deletes');
  const header = {
    number,
    state: next,
    marketingChannel: input.marketingChannel || null,
    sellTime: input.sellTime ? new Date(input.sellTime).toISOString() : null,
    totalPrice: totals.value.totalPrice.toFixed(2),
    discountsPrice: totals.value.discountsPrice.toFixed(2),
    content: contentSummary(lines, skuNames),
    remarks: input.remarks || null,
    submitTime: transition.setSubmitTime ? now : null,
  };
  // A submit from Draft (or new): the sale counted for nothing in the dashboard's trend until now (ADR 031).
  // A new sale's figures then come from what this save wrote, not read back (ADR 052).
  if (input.isSubmit)
    noteNewSale(trx, scope.db.tenantId, id, () => writtenSaleFigures(trx, scope.db.tenantId, id));
  const stamp = await writeDocument(trx, scope, sellTable, {
    id,
    existing,
    header,
    lines,
    now,
    savedFrom: { state },
    changedFields: {
      totalPrice: { from: existing?.total_price ?? null, to: header.totalPrice },
    },
  });
  if (!existing) keepNewSale(trx, id, header, stamp, lines);
  if (deliver && deliver.kind === 'allocateOut')
    await saveInvoiceIn(
      trx,
      scope,
      {
        stockType: StockType.Out,
        type: WarehouseInvoiceType.Sale,
        warehouseId: deliver.warehouseId,
        isSubmit: true,
        remarks: number,
        items: lines.map((l) => ({
          itemId: l.id,
          skuId: l.skuId,
          count: Number(l.count),
          batchNumber: l.batchNumber,
        })),
      },
      now,
      lineFeeds,
    );
  return id;
}
