import {
  Decimal,
  StockType,
  dec,
  documentPrefix,
  expirationTime,
  warehouseTransition,
  type StockEffect,
} from '@inventory/domain';
import type { ParsedBodyOf } from '../endpoint.ts';
import type { WarehouseInvoice, WarehouseInvoiceLine } from '../areas/warehouse-invoice.ts';
import type { endpoints } from '../registry.ts';
import { allowed, nextState, refuseOffSkus, skuInfo, warehouseName } from './documents.ts';
import { currentUser } from './handlers/account.ts';
import { linkedLineCosts, runLinkedLines } from './linked-lines.ts';
import { documentNumber, tenantZone } from './numbering.ts';
import { allocateOut, findBatch, moveStock, stockIn } from './stock-keeping.ts';
import type { FixtureStore, Owned } from './store.ts';
import { checkStamp, dto, findOwned, ofTenant } from './table.ts';

// Warehouse invoice save and submit as the server does it (business-rules §3, §6): a Draft save, or a submit that
// applies every line through the mock's stock keeping and finishes; lines naming another document's line receive or
// deliver it. Purchase and sell submits with an immediate stock invoice come through here too.

export type WarehouseSaveBody = ParsedBodyOf<typeof endpoints.warehouseInvoice.save>;

/** A line as stored: the wire line without the batch usage, which is read from the batch when shown. */
type Line = Omit<WarehouseInvoiceLine, 'inCount' | 'usedCount' | 'unUseCount'> & {
  id: string;
  count: number;
};

function draftLines(store: FixtureStore, tenantId: string, body: WarehouseSaveBody): Line[] {
  const { timeZone } = tenantZone(store, tenantId);
  return body.items.map((l) => ({
    id: store.nextId(),
    itemId: l.itemId ?? null,
    skuId: l.skuId,
    count: l.count,
    batchNumber: l.batchNumber || null,
    correlationBatchNumber: null,
    parturitionTime: l.parturitionTime ? new Date(l.parturitionTime).toISOString() : null,
    expirationDay: l.expirationDay ?? null,
    expirationTime:
      body.stockType === StockType.In
        ? expirationTime(l.parturitionTime ?? null, l.expirationDay ?? null, timeZone)
        : null,
  }));
}

function applyEffect(
  store: FixtureStore,
  tenantId: string,
  effect: StockEffect,
  lines: readonly Line[],
  ids: { documentId: string; now: string },
): Line[] {
  if (effect.kind === 'stockIn') {
    const costs = linkedLineCosts(store, tenantId);
    const results = stockIn(
      store,
      tenantId,
      lines.map((l) => ({
        skuId: l.skuId,
        warehouseId: effect.warehouseId,
        count: l.count,
        batchNumber: l.batchNumber,
        producedTime: l.parturitionTime,
        expirationDay: l.expirationDay,
        cost: l.itemId ? (costs.get(l.itemId) ?? null) : null,
      })),
      ids.now,
      ids.documentId,
    );
    return results.map((r, i) => ({
      ...(lines[i] as Line),
      batchNumber: r.batchNumber,
      parturitionTime: r.producedTime,
      expirationDay: r.expirationDay,
      expirationTime: r.expirationTime,
    }));
  }
  const requests = lines.map((l) => ({
    skuId: l.skuId,
    warehouseId: effect.kind === 'move' ? effect.fromWarehouseId : effect.warehouseId,
    count: l.count,
    batchNumber: l.batchNumber,
  }));
  const taken =
    effect.kind === 'move'
      ? moveStock(store, tenantId, requests, effect.toWarehouseId, ids.documentId)
      : allocateOut(store, tenantId, requests, {
          allowExpired: effect.allowExpired,
          documentId: ids.documentId,
        });
  const seen = new Set<number>();
  return taken.map((t) => {
    const source = lines[t.requestIndex] as Line;
    const id = seen.has(t.requestIndex) ? store.nextId() : source.id;
    seen.add(t.requestIndex);
    return {
      ...source,
      id,
      count: t.count.toNumber(),
      batchNumber: t.batchNumber,
      correlationBatchNumber: effect.kind === 'move' ? t.batchNumber : null,
      parturitionTime: t.producedTime,
      expirationTime: t.expirationTime,
    };
  });
}

/** "Flour ×10, Sugar ×5", as the server summarizes a document's lines. */
export function contentSummary(
  store: FixtureStore,
  tenantId: string,
  lines: readonly { skuId: string; count: number }[],
): string {
  const totals = new Map<string, Decimal>();
  for (const line of lines) totals.set(line.skuId, (totals.get(line.skuId) ?? Decimal.ZERO).add(line.count));
  return [...totals]
    .map(([skuId, count]) => `${skuInfo(store, tenantId, skuId).name} ×${count.normalize().toString()}`)
    .join(', ');
}

/** Saves (or submits) one warehouse invoice; the caller runs it `atomically`. */
export function saveWarehouseInvoice(
  store: FixtureStore,
  tenantId: string,
  body: WarehouseSaveBody,
): Owned<WarehouseInvoice> {
  const existing = body.id
    ? findOwned(store.warehouseInvoices, tenantId, body.id, 'WarehouseInvoice')
    : undefined;
  const transition = allowed(
    warehouseTransition(
      existing ? (existing.state as never) : null,
      body.isSubmit
        ? {
            kind: 'submit',
            stockType: body.stockType,
            type: body.type,
            warehouseId: body.warehouseId,
            moveToWarehouseId: body.moveToWarehouseId ?? null,
          }
        : { kind: 'save' },
    ),
    existing,
  );
  if (existing) checkStamp(existing, body.concurrencyStamp);
  const moveTo = body.stockType === StockType.Move ? (body.moveToWarehouseId ?? null) : null;
  const names = {
    from: warehouseName(store, tenantId, body.warehouseId),
    to: warehouseName(store, tenantId, moveTo),
  };
  for (const line of body.items) skuInfo(store, tenantId, line.skuId);
  // A line serving another document's line moves what that document already holds.
  refuseOffSkus(
    store,
    tenantId,
    body.items.filter((l) => !l.itemId).map((l) => l.skuId),
    (existing?.items ?? []).map((i) => i.skuId),
  );
  const now = store.now();
  const id = existing?.id ?? store.nextId();
  const number =
    existing && existing.stockType === body.stockType
      ? existing.number
      : documentNumber(
          store,
          tenantId,
          documentPrefix('warehouse', body.stockType),
          now,
          ofTenant(store.warehouseInvoices, tenantId),
        );
  let lines = draftLines(store, tenantId, body);
  for (const effect of transition.effects)
    lines = applyEffect(store, tenantId, effect, lines, { documentId: id, now });
  const doc: Owned<WarehouseInvoice> = {
    id,
    tenantId,
    number,
    creator: existing?.creator ?? currentUser(store, tenantId).userName,
    creationTime: existing?.creationTime ?? now,
    stockType: body.stockType,
    type: body.type,
    state: nextState(transition),
    warehouseId: body.warehouseId,
    warehouseName: names.from,
    moveToWarehouseId: moveTo,
    moveToWarehouseName: names.to,
    content: contentSummary(store, tenantId, lines),
    remarks: body.remarks || null,
    submitTime: transition.setSubmitTime ? now : null,
    concurrencyStamp: store.nextStamp(),
    items: lines.map((l) => {
      const sku = skuInfo(store, tenantId, l.skuId);
      return {
        ...l,
        name: sku.name,
        skuCode: sku.code,
        unit: sku.unit,
        attribute: sku.attribute,
        supplierName: null,
        warehouseId: body.warehouseId,
        warehouseName: names.from,
        moveToWarehouseId: moveTo,
        moveToWarehouseName: names.to,
        marketingChannel: null,
        sellTime: null,
      };
    }),
  };
  if (existing) Object.assign(existing, doc);
  else store.warehouseInvoices.push(doc);
  if (transition.setSubmitTime)
    runLinkedLines(store, tenantId, {
      invoiceId: id,
      stockType: body.stockType,
      type: body.type,
      warehouseId: body.warehouseId,
      lines: lines.flatMap((l) => (l.itemId ? [{ ...l, itemId: l.itemId }] : [])),
    });
  return existing ?? doc;
}

/** The wire shape: each line shows its batch's received, used and remaining counts (Σ of its balances). */
export function warehouseInvoiceDto(store: FixtureStore, doc: Owned<WarehouseInvoice>): WarehouseInvoice {
  return {
    ...dto(doc),
    items: doc.items.map((l) => {
      const batch = l.batchNumber ? findBatch(store, doc.tenantId, l.skuId, l.batchNumber) : undefined;
      if (!batch) return { ...l, inCount: null, usedCount: null, unUseCount: null };
      const remaining = Decimal.sum(
        ofTenant(store.balances, doc.tenantId)
          .filter((b) => b.skuId === l.skuId && b.batchNumber === l.batchNumber)
          .map((b) => b.quantity),
      );
      return {
        ...l,
        inCount: dec(batch.inQuantity).toNumber(),
        usedCount: dec(batch.inQuantity).sub(remaining).toNumber(),
        unUseCount: remaining.toNumber(),
      };
    }),
  };
}
