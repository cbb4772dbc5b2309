import {
  Decimal,
  DocumentState,
  OutState,
  checkGroupStock,
  documentPrefix,
  expirationTime,
  productionTransition,
  progressRate,
  totalCost,
  unitCost,
} from '@inventory/domain';
import type { ProductionOrder } from '../areas/yield.ts';
import type { ParsedBodyOf } from '../endpoint.ts';
import type { endpoints } from '../registry.ts';
import { allowed, nextState, refuseOffSkus, skuInfo, warehouseName } from './documents.ts';
import { currentUser } from './handlers/account.ts';
import { componentsOf } from './stock-checks.ts';
import { documentNumber, tenantZone } from './numbering.ts';
import { allocateOut, stockIn } from './stock-keeping.ts';
import type { FixtureStore, Owned } from './store.ts';
import { checkStamp, findOwned, ofTenant } from './table.ts';

export type YieldSaveBody = ParsedBodyOf<typeof endpoints.yield.save>;

/**
 * A production order save as the server does it (business-rules §6): materials as sent or the kit's components ×
 * count (need rounded up by the domain); a submit with a warehouse takes them FEFO (any shortage refuses all),
 * stocks the product in as a new batch at material cost ÷ count, and finishes. The caller runs it `atomically`.
 */
export function saveYield(
  store: FixtureStore,
  tenantId: string,
  body: YieldSaveBody,
): Owned<ProductionOrder> {
  const existing = body.id ? findOwned(store.productionOrders, tenantId, body.id, 'Yield') : undefined;
  const transition = allowed(
    productionTransition(
      existing ? (existing.state as DocumentState) : null,
      body.isSubmit ? { kind: 'submit', warehouseId: body.warehouseId ?? null } : { kind: 'save' },
    ),
    existing,
  );
  if (existing) checkStamp(existing, body.concurrencyStamp);
  const { product, components } = componentsOf(store, tenantId, body.skuId);
  // Materials follow the kit's definition; only the product is chosen on the order.
  refuseOffSkus(store, tenantId, [product.id], existing ? [existing.skuId] : []);
  warehouseName(store, tenantId, body.warehouseId);
  for (const item of body.items) {
    warehouseName(store, tenantId, item.warehouseId);
    skuInfo(store, tenantId, item.skuId);
  }
  const now = store.now();
  const id = existing?.id ?? store.nextId();
  const number =
    existing?.number ??
    documentNumber(
      store,
      tenantId,
      documentPrefix('production'),
      now,
      ofTenant(store.productionOrders, tenantId),
    );
  const sent = body.items.map((i) => ({
    skuId: i.skuId,
    count: Decimal.from(i.count),
    warehouseId: i.warehouseId ?? null,
    batchNumber: i.batchNumber || null,
  }));
  const materials =
    sent.length > 0
      ? sent
      : checkGroupStock(components, body.count, new Map()).lines.map((l) => ({
          skuId: l.skuId,
          count: l.need,
          warehouseId: null,
          batchNumber: null,
        }));
  const items = materials.map((m) => ({ ...m, itemId: store.nextId(), outStockCount: Decimal.ZERO }));
  let materialCost = Decimal.ZERO;
  let inCount = Decimal.ZERO;
  let outState: OutState = OutState.NotOut;
  for (const effect of transition.effects) {
    if (effect.kind === 'allocateOut') {
      const taken = allocateOut(
        store,
        tenantId,
        items.map((i) => ({ ...i, warehouseId: i.warehouseId ?? effect.warehouseId })),
        { allowExpired: effect.allowExpired, documentId: id },
      );
      for (const t of taken) {
        const item = items[t.requestIndex];
        if (item) item.outStockCount = item.outStockCount.add(t.count);
      }
      materialCost = totalCost(taken);
      outState = OutState.AllOut;
    } else if (effect.kind === 'stockIn') {
      stockIn(
        store,
        tenantId,
        [
          {
            skuId: body.skuId,
            warehouseId: effect.warehouseId,
            count: body.count,
            producedTime: body.productTime ?? null,
            expirationDay: body.expirationDay ?? null,
            cost: unitCost(materialCost, body.count),
          },
        ],
        now,
        id,
      );
      inCount = Decimal.from(body.count);
    }
  }
  const productTime = body.productTime ? new Date(body.productTime).toISOString() : null;
  const doc: Owned<ProductionOrder> = {
    id,
    tenantId,
    number,
    skuId: product.id,
    skuName: product.name,
    skuCode: product.code,
    attribute: product.attribute ?? null,
    unit: product.unit ?? null,
    creator: existing?.creator ?? currentUser(store, tenantId).userName,
    count: body.count,
    periodOfValidity: body.periodOfValidity || null,
    creationTime: existing?.creationTime ?? now,
    totalCost: materialCost.round(2).toNumber(),
    remarks: body.remarks || null,
    state: nextState(transition),
    productTime,
    expirationTime: expirationTime(
      productTime,
      body.expirationDay ?? null,
      tenantZone(store, tenantId).timeZone,
    ),
    expirationDay: body.expirationDay ?? null,
    warehouseId: body.warehouseId ?? null,
    inCount: inCount.toNumber(),
    rate: progressRate(inCount, body.count),
    outState,
    submitTime: transition.setSubmitTime ? now : null,
    concurrencyStamp: store.nextStamp(),
    items: items.map((i) => {
      const sku = skuInfo(store, tenantId, i.skuId);
      return {
        itemId: i.itemId,
        skuId: i.skuId,
        skuName: sku.name,
        skuCode: sku.code,
        attribute: sku.attribute,
        unit: sku.unit,
        cost: sku.cost,
        periodOfValidity: null,
        count: i.count.toNumber(),
        warehouseId: i.warehouseId,
        batchNumber: i.batchNumber,
        outStockCount: i.outStockCount.toNumber(),
        rate: progressRate(i.outStockCount, i.count),
      };
    }),
    stockItems: [],
  };
  if (existing) Object.assign(existing, doc);
  else store.productionOrders.push(doc);
  return existing ?? doc;
}
