import { ErrorCodes, type endpoints, type ParsedBodyOf } from '@inventory/contracts';
import { DocumentState, StockType, WarehouseInvoiceType, dec, documentPrefix } from '@inventory/domain';
import { expirationTime, fitsMoney, purchaseTotal, purchaseTransition } from '@inventory/domain';
import { validateSubmission } from '@inventory/domain';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { BusinessError, EntityNotFoundError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { beginSave, lineIdentities, writeDocument } from '../documents/document-write.ts';
import { nextDocumentNumber } from '../numbering/numbering.service.ts';
import { findSkuInfos } from '../stock/sku-lookup.repository.ts';
import { findSupplier } from '../suppliers/supplier.repository.ts';
import { refuseOffSkus } from '../stock/sku-off.ts';
import { loadStockSettings } from '../stock/stock-context.ts';
import { contentSummary, invalidDocument } from '../documents/document-rules.ts';
import type { LineFeeds } from '../documents/linked-lines.ts';
import { saveInvoiceIn } from '../warehouse-invoices/warehouse-invoice-save.ts';
import { findPurchaseLines, lockPurchase, purchaseTable } from './purchase-invoice.repository.ts';
import type { PurchaseLine } from './purchase-invoice.repository.ts';

export type SavePurchaseInput = ParsedBodyOf<typeof endpoints.purchaseInvoice.save>;

/** SKU names of the lines; an unknown or deleted SKU answers 404. */
export async function requireSkuNames(
  trx: Kysely<Schema>,
  skuIds: readonly string[],
  kept: ReadonlySet<string>,
): Promise<Map<string, string>> {
  const skus = await findSkuInfos(trx, skuIds);
  const missing = skuIds.find((id) => !skus.get(id) || skus.get(id)?.isDeleted);
  if (missing) throw new EntityNotFoundError('Sku', missing);
  refuseOffSkus(skus, skuIds, kept);
  return new Map([...skus].map(([id, sku]) => [id, sku.name]));
}

async function requireSupplier(trx: Kysely<Schema>, id: string | null | undefined): Promise<void> {
  if (!id) return;
  if (!(await findSupplier(trx, id))) throw new EntityNotFoundError('Supplier', id);
}

/**
 * Saves one purchase inside `trx` (business-rules §3, §6): a Draft save, or a submit to Processing. With a stock
 * invoice, the submit also receives every line through one finished warehouse In (type Purchase) naming the lines,
 * whose receipt hook completes the purchase — so immediate and later receipts take the same path. Returns the id.
 */
export async function savePurchaseIn(
  trx: Kysely<Schema>,
  scope: RequestScope,
  input: SavePurchaseInput,
  now: Date,
  lineFeeds: LineFeeds,
): Promise<string> {
  const { existing, state, transition } = await beginSave(
    trx,
    input,
    { entityName: 'PurchaseInvoice', lock: lockPurchase },
    (from) =>
      purchaseTransition(
        from,
        input.isSubmit
          ? {
              kind: 'submit',
              isCreateStockInvoice: input.isCreateStockInvoice,
              warehouseId: input.warehouseId ?? null,
            }
          : { kind: 'save' },
      ),
  );
  if (input.isSubmit) {
    const valid = validateSubmission(input.items, { supplierId: input.supplierId });
    if (!valid.ok) throw invalidDocument(valid.error);
  }
  await requireSupplier(trx, input.supplierId);
  const previousLines = existing ? await findPurchaseLines(trx, [existing.id]) : [];
  const skuNames = await requireSkuNames(
    trx,
    input.items.map((l) => l.skuId),
    new Set(previousLines.map((l) => l.sku_id)),
  );
  const total = purchaseTotal(input.items);
  if (!fitsMoney(total)) throw new BusinessError(ErrorCodes.AmountTooLarge, { amount: total.toFixed(2) });
  if (input.totalPrice !== null && input.totalPrice !== undefined && !dec(input.totalPrice).eq(total))
    throw new BusinessError(ErrorCodes.TotalMismatch, {
      sent: String(input.totalPrice),
      computed: total.toFixed(2),
    });

  const { timeZone } = await loadStockSettings(trx);
  const id = existing?.id ?? newId(now.getTime());
  const number =
    existing?.number ??
    (await nextDocumentNumber(
      trx,
      { tenantId: scope.db.tenantId, now, timeZone },
      documentPrefix('purchase'),
    ));
  const identity = lineIdentities(previousLines, now);
  const lines: PurchaseLine[] = input.items.map((l, lineNo) => {
    const { id: lineId, creationTime } = identity(l.itemId);
    return {
      id: lineId,
      lineNo,
      skuId: l.skuId,
      count: dec(l.count).toFixed(3),
      price: dec(l.price).toFixed(4),
      batchNumber: l.batchNumber || null,
      parturitionTime: l.parturitionTime ? new Date(l.parturitionTime).toISOString() : null,
      expirationDay: l.expirationDay ?? null,
      expirationTime: expirationTime(l.parturitionTime ?? null, l.expirationDay ?? null, timeZone),
      creationTime,
    };
  });
  const receive = transition.effects.find((e) => e.kind === 'stockIn');
  // Received lines complete the purchase through the receipt hook, which moves Processing → Finish.
  const next = receive ? DocumentState.Processing : transition.next;
  if (next === 'deleted') throw new Error('A save never deletes');
  const header = {
    number,
    state: next,
    supplierId: input.supplierId ?? null,
    purchaseTime: input.purchaseTime ? new Date(input.purchaseTime).toISOString() : null,
    totalPrice: total.toFixed(2),
    content: contentSummary(lines, skuNames),
    remarks: input.remarks || null,
    submitTime: transition.setSubmitTime ? now : null,
  };
  await writeDocument(trx, scope, purchaseTable, {
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
  if (receive && receive.kind === 'stockIn')
    await saveInvoiceIn(
      trx,
      scope,
      {
        stockType: StockType.In,
        type: WarehouseInvoiceType.Purchase,
        warehouseId: receive.warehouseId,
        isSubmit: true,
        remarks: number,
        items: lines.map((l) => ({
          itemId: l.id,
          skuId: l.skuId,
          count: Number(l.count),
          batchNumber: l.batchNumber,
          parturitionTime: l.parturitionTime,
          expirationDay: l.expirationDay,
        })),
      },
      now,
      lineFeeds,
    );
  return id;
}
