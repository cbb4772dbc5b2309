import type { endpoints, ParsedBodyOf } from '@inventory/contracts';
import { Decimal, DocumentState, StockType, dec, documentPrefix, expirationTime } from '@inventory/domain';
import { warehouseTransition } from '@inventory/domain';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { EntityNotFoundError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { beginSave, writeDocument } from '../documents/document-write.ts';
import { nextDocumentNumber } from '../numbering/numbering.service.ts';
import { findSkuInfos } from '../stock/sku-lookup.repository.ts';
import { refuseOffSkus } from '../stock/sku-off.ts';
import { stockContext } from '../stock/stock-context.ts';
import { runLinkedLines, type LineFeeds } from '../documents/linked-lines.ts';
import { applyEffect } from './warehouse-invoice-effects.ts';
import { contentSummary, requireLiveWarehouses } from '../documents/document-rules.ts';
import { findInvoiceLines, lockInvoice, invoiceTable } from './warehouse-invoice.repository.ts';
import type { InvoiceLine } from './warehouse-invoice.repository.ts';

export type SaveInput = ParsedBodyOf<typeof endpoints.warehouseInvoice.save>;
type LineInput = SaveInput['items'][number];

/**
 * The lines' SKUs by id, refusing unknown and deleted ones, and Off ones on lines of the invoice's own (a line that
 * serves another document's line moves what that document already holds; `kept` = SKUs the draft already had).
 */
async function requireSkus(
  trx: Kysely<Schema>,
  lines: readonly LineInput[],
  kept: ReadonlySet<string>,
): Promise<Map<string, string>> {
  const skus = await findSkuInfos(
    trx,
    lines.map((l) => l.skuId),
  );
  const missing = lines.find((l) => !skus.get(l.skuId) || skus.get(l.skuId)?.isDeleted);
  if (missing) throw new EntityNotFoundError('Sku', missing.skuId);
  refuseOffSkus(
    skus,
    lines.filter((l) => !l.itemId).map((l) => l.skuId),
    kept,
  );
  return new Map([...skus].map(([id, sku]) => [id, sku.name]));
}

/** Draft lines as entered; an In line already shows the expiration its dates give. */
function draftLines(input: SaveInput, timeZone: string): InvoiceLine[] {
  return input.items.map((l, lineNo) => ({
    id: newId(),
    lineNo,
    itemId: l.itemId ?? null,
    skuId: l.skuId,
    count: dec(l.count).toFixed(3),
    batchNumber: l.batchNumber || null,
    batchId: null,
    correlationBatchNumber: null,
    parturitionTime: l.parturitionTime ? new Date(l.parturitionTime).toISOString() : null,
    expirationDay: l.expirationDay ?? null,
    expirationTime:
      input.stockType === StockType.In
        ? expirationTime(l.parturitionTime ?? null, l.expirationDay ?? null, timeZone)
        : null,
  }));
}

/**
 * Saves one warehouse invoice inside `trx` (§3, §6): Draft save, or submit that applies every line and finishes.
 * The number is drawn at the first save (a new one if the draft's direction changes). Returns the document id.
 */
export async function saveInvoiceIn(
  trx: Kysely<Schema>,
  scope: RequestScope,
  input: SaveInput,
  now: Date,
  lineFeeds: LineFeeds,
): Promise<string> {
  const { existing, state, transition } = await beginSave(
    trx,
    input,
    { entityName: 'WarehouseInvoice', lock: lockInvoice },
    (from) =>
      warehouseTransition(
        from,
        input.isSubmit
          ? {
              kind: 'submit',
              stockType: input.stockType,
              type: input.type,
              warehouseId: input.warehouseId,
              moveToWarehouseId: input.moveToWarehouseId ?? null,
            }
          : { kind: 'save' },
      ),
  );
  const moveTo = input.stockType === StockType.Move ? (input.moveToWarehouseId ?? null) : null;
  await requireLiveWarehouses(trx, moveTo ? [input.warehouseId, moveTo] : [input.warehouseId]);
  const previousSkus = existing ? (await findInvoiceLines(trx, [existing.id])).map((l) => l.sku_id) : [];
  const skuNames = await requireSkus(trx, input.items, new Set(previousSkus));

  const id = existing?.id ?? newId(now.getTime());
  const ctx = await stockContext(trx, scope, { kind: 'warehouse', id }, now);
  const number =
    existing && existing.stock_type === input.stockType
      ? existing.number
      : await nextDocumentNumber(trx, ctx, documentPrefix('warehouse', input.stockType));
  let lines = draftLines(input, ctx.timeZone);
  for (const effect of transition.effects) lines = await applyEffect(trx, ctx, effect, lines, lineFeeds);

  const next = transition.next === 'deleted' ? DocumentState.Draft : transition.next;
  const header = {
    number,
    stockType: input.stockType,
    type: input.type,
    state: next,
    warehouseId: input.warehouseId,
    moveToWarehouseId: moveTo,
    content: contentSummary(lines, skuNames),
    lineCount: input.items.length,
    totalCount: Decimal.sum(lines.map((l) => l.count)).toFixed(3),
    remarks: input.remarks || null,
    submitTime: transition.setSubmitTime ? now : null,
  };
  await writeDocument(trx, scope, invoiceTable, {
    id,
    existing,
    header,
    lines,
    now,
    savedFrom: { state },
    changedFields: {
      ...(existing?.remarks !== header.remarks
        ? { remarks: { from: existing?.remarks ?? null, to: header.remarks } }
        : {}),
    },
    afterLines: async () => {
      if (transition.setSubmitTime)
        await runLinkedLines(
          lineFeeds,
          trx,
          scope,
          {
            invoiceId: id,
            stockType: input.stockType,
            type: input.type,
            warehouseId: input.warehouseId,
            lines: lines.flatMap((l) => (l.itemId ? [{ ...l, itemId: l.itemId }] : [])),
          },
          now,
        );
    },
  });
  return id;
}
