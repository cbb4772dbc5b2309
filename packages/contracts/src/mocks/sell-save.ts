import {
  DocumentState,
  StockType,
  WarehouseInvoiceType,
  documentPrefix,
  fitsMoney,
  sellTotals,
  sellTransition,
  validateSubmission,
} from '@inventory/domain';
import type { SellInvoice } from '../areas/sell-invoice.ts';
import type { ParsedBodyOf } from '../endpoint.ts';
import { ErrorCodes } from '../errors.ts';
import type { endpoints } from '../registry.ts';
import { allowed, invalidDocument, nextState, refuseOffSkus, skuInfo, warehouseName } from './documents.ts';
import { currentUser } from './handlers/account.ts';
import { business } from './respond.ts';
import { documentNumber } from './numbering.ts';
import type { FixtureStore, Owned } from './store.ts';
import { checkStamp, findOwned, ofTenant } from './table.ts';
import { contentSummary, saveWarehouseInvoice } from './warehouse-save.ts';

export type SellSaveBody = ParsedBodyOf<typeof endpoints.sellInvoice.save>;

/**
 * A sale save as the server does it (business-rules §2, §6): totals by the domain (discount within 0..Σ lines), a
 * Draft or a submit to Processing; with an out-stock invoice, one finished warehouse Out of type Sale delivers every
 * line FEFO (a shortage refuses everything), and the delivery records costs and finishes the sale.
 */
export function saveSell(store: FixtureStore, tenantId: string, body: SellSaveBody): Owned<SellInvoice> {
  const existing = body.id ? findOwned(store.sellInvoices, tenantId, body.id, 'SellInvoice') : undefined;
  const transition = allowed(
    sellTransition(
      existing ? (existing.state as DocumentState) : null,
      body.isSubmit
        ? {
            kind: 'submit',
            isCreateOutStockInvoice: body.isCreateOutStockInvoice,
            warehouseId: body.warehouseId ?? null,
          }
        : { kind: 'save' },
    ),
    existing,
  );
  if (existing) checkStamp(existing, body.concurrencyStamp);
  if (body.isSubmit) {
    const valid = validateSubmission(body.items);
    if (!valid.ok) throw invalidDocument(valid.error);
  }
  const totals = sellTotals(body.items, body.discountsPrice);
  if (!totals.ok)
    throw business(ErrorCodes.DiscountOutOfRange, 'The discount is larger than the total.', {
      discount: totals.error.params.discountsPrice,
      total: totals.error.params.subtotal,
    });
  if (!fitsMoney(totals.value.subtotal))
    throw business(ErrorCodes.AmountTooLarge, 'The amount is too large.', {
      amount: totals.value.subtotal.toFixed(2),
    });
  warehouseName(store, tenantId, body.warehouseId);
  refuseOffSkus(
    store,
    tenantId,
    body.items.map((l) => l.skuId),
    (existing?.items ?? []).map((i) => i.skuId),
  );
  const now = store.now();
  const kept = new Map((existing?.items ?? []).map((i) => [i.itemId, i.creationTime]));
  const items = body.items.map((line) => {
    const sku = skuInfo(store, tenantId, line.skuId);
    const keep = line.itemId && kept.has(line.itemId) ? line.itemId : null;
    const warehouseId = line.warehouseId ?? body.warehouseId ?? null;
    return {
      itemId: keep ?? store.nextId(),
      skuId: line.skuId,
      skuName: sku.name,
      skuCode: sku.code,
      unit: sku.unit,
      attribute: sku.attribute,
      marketingChannel: line.marketingChannel || body.marketingChannel || null,
      count: line.count,
      price: line.price,
      cost: null,
      batchNumber: line.batchNumber || null,
      outCount: 0,
      sellBatchNumber: null,
      rate: 0,
      warehouseId,
      warehouseName: warehouseName(store, tenantId, warehouseId),
      sellTime: body.sellTime ? new Date(body.sellTime).toISOString() : null,
      creationTime: (keep ? kept.get(keep) : undefined) ?? now,
    };
  });
  const deliver = transition.effects.find((e) => e.kind === 'allocateOut');
  const number =
    existing?.number ??
    documentNumber(store, tenantId, documentPrefix('sell'), now, ofTenant(store.sellInvoices, tenantId));
  const sellTime = body.sellTime ? new Date(body.sellTime).toISOString() : null;
  const doc: Owned<SellInvoice> = {
    id: existing?.id ?? store.nextId(),
    tenantId,
    number,
    creator: existing?.creator ?? currentUser(store, tenantId).userName,
    totalCost: existing?.totalCost ?? 0,
    totalPrice: totals.value.totalPrice.toNumber(),
    discountsPrice: totals.value.discountsPrice.toNumber(),
    saleTime: sellTime,
    sellTime,
    marketingChannel: body.marketingChannel || null,
    state: deliver ? DocumentState.Processing : nextState(transition),
    remarks: body.remarks || null,
    content: contentSummary(store, tenantId, items),
    submitTime: transition.setSubmitTime ? now : null,
    creationTime: existing?.creationTime ?? now,
    concurrencyStamp: store.nextStamp(),
    items,
    stockItems: [],
  };
  if (existing) Object.assign(existing, doc);
  else store.sellInvoices.push(doc);
  if (deliver?.kind === 'allocateOut')
    saveWarehouseInvoice(store, tenantId, {
      stockType: StockType.Out,
      type: WarehouseInvoiceType.Sale,
      warehouseId: deliver.warehouseId,
      isSubmit: true,
      remarks: number,
      items: items.map((l) => ({
        itemId: l.itemId,
        skuId: l.skuId,
        count: l.count,
        batchNumber: l.batchNumber,
      })),
    });
  return existing ?? doc;
}
