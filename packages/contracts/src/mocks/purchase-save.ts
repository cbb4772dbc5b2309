import {
  DocumentState,
  StockType,
  WarehouseInvoiceType,
  dec,
  documentPrefix,
  expirationTime,
  fitsMoney,
  purchaseTotal,
  purchaseTransition,
  validateSubmission,
} from '@inventory/domain';
import type { PurchaseInvoice } from '../areas/purchase-invoice.ts';
import type { ParsedBodyOf } from '../endpoint.ts';
import { ErrorCodes } from '../errors.ts';
import type { endpoints } from '../registry.ts';
import { allowed, invalidDocument, nextState, refuseOffSkus, skuInfo } from './documents.ts';
import { currentUser } from './handlers/account.ts';
import { business } from './respond.ts';
import { documentNumber, tenantZone } from './numbering.ts';
import type { FixtureStore, Owned } from './store.ts';
import { checkStamp, findOwned, ofTenant } from './table.ts';
import { contentSummary, saveWarehouseInvoice } from './warehouse-save.ts';

export type PurchaseSaveBody = ParsedBodyOf<typeof endpoints.purchaseInvoice.save>;

/**
 * A purchase save as the server does it (business-rules §2, §3, §6): totals by the domain (each line rounded half-up
 * to the cent, then summed), a Draft or a submit to Processing; with a stock invoice, one finished warehouse In of
 * type Purchase receives every line, and its receipt finishes the purchase. The caller runs it `atomically`.
 */
export function savePurchase(
  store: FixtureStore,
  tenantId: string,
  body: PurchaseSaveBody,
): Owned<PurchaseInvoice> {
  const existing = body.id
    ? findOwned(store.purchaseInvoices, tenantId, body.id, 'PurchaseInvoice')
    : undefined;
  const transition = allowed(
    purchaseTransition(
      existing ? (existing.state as DocumentState) : null,
      body.isSubmit
        ? {
            kind: 'submit',
            isCreateStockInvoice: body.isCreateStockInvoice,
            warehouseId: body.warehouseId ?? null,
          }
        : { kind: 'save' },
    ),
    existing,
  );
  if (existing) checkStamp(existing, body.concurrencyStamp);
  if (body.isSubmit) {
    const valid = validateSubmission(body.items, { supplierId: body.supplierId });
    if (!valid.ok) throw invalidDocument(valid.error);
  }
  const supplierName = body.supplierId
    ? findOwned(store.suppliers, tenantId, body.supplierId, 'Supplier').name
    : null;
  refuseOffSkus(
    store,
    tenantId,
    body.items.map((l) => l.skuId),
    (existing?.items ?? []).map((i) => i.skuId),
  );
  const total = purchaseTotal(body.items);
  if (!fitsMoney(total))
    throw business(ErrorCodes.AmountTooLarge, 'The amount is too large.', { amount: total.toFixed(2) });
  if (body.totalPrice !== null && body.totalPrice !== undefined && !dec(body.totalPrice).eq(total))
    throw business(ErrorCodes.TotalMismatch, 'The total does not match the lines.', {
      sent: String(body.totalPrice),
      computed: total.toFixed(2),
    });
  const now = store.now();
  const { timeZone } = tenantZone(store, tenantId);
  const kept = new Map((existing?.items ?? []).map((i) => [i.itemId, i.creationTime]));
  const items = body.items.map((line) => {
    const sku = skuInfo(store, tenantId, line.skuId);
    const keep = line.itemId && kept.has(line.itemId) ? line.itemId : null;
    return {
      itemId: keep ?? store.nextId(),
      skuId: line.skuId,
      skuCode: sku.code,
      name: sku.name,
      attribute: sku.attribute,
      unit: sku.unit,
      count: line.count,
      price: line.price,
      batchNumber: line.batchNumber || null,
      parturitionTime: line.parturitionTime ? new Date(line.parturitionTime).toISOString() : null,
      expirationDay: line.expirationDay ?? null,
      expirationTime: expirationTime(line.parturitionTime ?? null, line.expirationDay ?? null, timeZone),
      inStockCount: 0,
      rate: 0,
      supplierName,
      creationTime: (keep ? kept.get(keep) : undefined) ?? now,
    };
  });
  const receive = transition.effects.find((e) => e.kind === 'stockIn');
  // Received lines complete the purchase through the receipt, which moves Processing → Finish.
  const state = receive ? DocumentState.Processing : nextState(transition);
  const id = existing?.id ?? store.nextId();
  const number =
    existing?.number ??
    documentNumber(
      store,
      tenantId,
      documentPrefix('purchase'),
      now,
      ofTenant(store.purchaseInvoices, tenantId),
    );
  const doc: Owned<PurchaseInvoice> = {
    id,
    tenantId,
    number,
    creator: existing?.creator ?? currentUser(store, tenantId).userName,
    totalPrice: total.toNumber(),
    purchaseTime: body.purchaseTime ? new Date(body.purchaseTime).toISOString() : null,
    remarks: body.remarks || null,
    supplierId: body.supplierId ?? null,
    supplierName,
    state,
    content: contentSummary(store, tenantId, items),
    submitTime: transition.setSubmitTime ? now : null,
    creationTime: existing?.creationTime ?? now,
    concurrencyStamp: store.nextStamp(),
    items,
    stockInvoice: [],
  };
  if (existing) Object.assign(existing, doc);
  else store.purchaseInvoices.push(doc);
  if (receive?.kind === 'stockIn')
    saveWarehouseInvoice(store, tenantId, {
      stockType: StockType.In,
      type: WarehouseInvoiceType.Purchase,
      warehouseId: receive.warehouseId,
      isSubmit: true,
      remarks: number,
      items: items.map((l) => ({
        itemId: l.itemId,
        skuId: l.skuId,
        count: l.count,
        batchNumber: l.batchNumber,
        parturitionTime: l.parturitionTime,
        expirationDay: l.expirationDay,
      })),
    });
  return existing ?? doc;
}
