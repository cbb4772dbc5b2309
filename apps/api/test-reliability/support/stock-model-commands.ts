import { formatBatchNumber } from '@inventory/domain';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { ApiResponse, ErrorBody } from '../../test/helpers/http.ts';
import { serverBalances, type StockSystem } from './stock-model-system.ts';
import {
  addBatch,
  allSkus,
  boughtSkus,
  change,
  kit,
  modelBalances,
  planTake,
  type DocKind,
  type SkuKey,
  type StockModel,
} from './stock-model.ts';
import { isAbpRefusal } from './stock-tenant.ts';

// The commands of the ledger model test (issue 7): each runs one call against the server, predicts its answer from
// the model, applies it to the model, and compares every balance with the server's afterwards.

type Command = fc.AsyncCommand<StockModel, StockSystem>;
const day = 86_400_000;
const paths: Record<DocKind, string> = {
  purchase: '/api/app/purchase-invoice',
  sell: '/api/app/sell-invoice',
  yield: '/api/app/yield',
};

async function expectBalances(model: StockModel, system: StockSystem): Promise<void> {
  model.executed += 1;
  expect(await serverBalances(system)).toEqual(modelBalances(model));
}

function expectShortage(model: StockModel, response: ApiResponse<ErrorBody>, skus: readonly string[]): void {
  model.refusals += 1;
  expect(isAbpRefusal(response, 'Inventory:StockShortage')).toBe(true);
  const named = (response.body.error.data?.shortages as { skuId: string }[]).map((s) => s.skuId);
  expect([...new Set(named)].sort()).toEqual([...skus].sort());
}

type Shelf = 'expired' | 'soon' | 'late' | 'none';

class PurchaseIn implements Command {
  constructor(
    readonly sku: SkuKey,
    readonly warehouse: number,
    readonly count: number,
    readonly shelf: Shelf,
  ) {}
  check = () => true;
  async run(model: StockModel, system: StockSystem): Promise<void> {
    const n = (model.purchases += 1);
    const number = `P${n}`;
    // Distinct produced times keep FEFO free of ties; an expired batch was made 40 days ago with 10 days of life.
    const producedTime = new Date(
      system.t0 - (this.shelf === 'expired' ? 40 * day : day) - n * 60_000,
    ).toISOString();
    const expirationDay = { expired: 10, soon: 20, late: 90, none: null }[this.shelf];
    const response = await system.tenant.api<{ id: string; state: number }>(
      'POST',
      `${paths.purchase}/save`,
      {
        supplierId: system.supplier,
        isSubmit: true,
        isCreateStockInvoice: true,
        warehouseId: system.warehouses[this.warehouse],
        items: [
          {
            skuId: system.skus[this.sku],
            count: this.count,
            price: 2,
            batchNumber: number,
            parturitionTime: producedTime,
            expirationDay,
          },
        ],
      },
    );
    expect(response.status).toBe(200);
    // Every line received at once: the purchase finishes in the same transaction (§6 auto-finish).
    expect(response.body.state).toBe(2);
    addBatch(model, this.sku, number, producedTime, expirationDay);
    change(model, this.warehouse, this.sku, number, this.count);
    model.docs.push({ kind: 'purchase', id: response.body.id, state: 2 });
    await expectBalances(model, system);
  }
  toString = () => `purchaseIn(${this.sku}, w${this.warehouse}, ${this.count}, ${this.shelf})`;
}

class SaleOut implements Command {
  constructor(
    readonly sku: SkuKey,
    readonly warehouse: number,
    readonly count: number,
  ) {}
  check = () => true;
  async run(model: StockModel, system: StockSystem): Promise<void> {
    const plan = planTake(model, this.warehouse, this.sku, this.count);
    const response = await system.tenant.api('POST', `${paths.sell}/save`, {
      isSubmit: true,
      isCreateOutStockInvoice: true,
      warehouseId: system.warehouses[this.warehouse],
      items: [{ skuId: system.skus[this.sku], count: this.count, price: 5 }],
    });
    if (plan === null) expectShortage(model, response, [system.skus[this.sku]]);
    else {
      expect(response.status).toBe(204);
      model.stockTaken += 1;
      for (const take of plan) change(model, this.warehouse, this.sku, take.batch, -take.quantity);
    }
    await expectBalances(model, system);
  }
  toString = () => `saleOut(${this.sku}, w${this.warehouse}, ${this.count})`;
}

class Move implements Command {
  constructor(
    readonly sku: SkuKey,
    readonly from: number,
    readonly count: number,
  ) {}
  check = () => true;
  async run(model: StockModel, system: StockSystem): Promise<void> {
    const to = 1 - this.from;
    const plan = planTake(model, this.from, this.sku, this.count);
    const response = await system.tenant.api('POST', '/api/app/warehouse-invoice/save', {
      warehouseId: system.warehouses[this.from],
      moveToWarehouseId: system.warehouses[to],
      stockType: 'Move',
      isSubmit: true,
      items: [{ skuId: system.skus[this.sku], count: this.count }],
    });
    if (plan === null) expectShortage(model, response, [system.skus[this.sku]]);
    else {
      expect(response.status).toBe(200);
      model.stockTaken += 1;
      for (const take of plan) {
        change(model, this.from, this.sku, take.batch, -take.quantity);
        change(model, to, this.sku, take.batch, take.quantity);
      }
    }
    await expectBalances(model, system);
  }
  toString = () => `move(${this.sku}, w${this.from}→w${1 - this.from}, ${this.count})`;
}

class Produce implements Command {
  constructor(
    readonly warehouse: number,
    readonly count: number,
  ) {}
  check = () => true;
  async run(model: StockModel, system: StockSystem): Promise<void> {
    const plans = kit.map((c) => ({
      sku: c.sku,
      plan: planTake(model, this.warehouse, c.sku, c.number * this.count),
    }));
    const productTime = new Date(system.t0 - 3_600_000).toISOString();
    const before = new Date();
    const response = await system.tenant.api<{ id: string; state: number }>('POST', `${paths.yield}/save`, {
      skuId: system.skus.K,
      count: this.count,
      productTime,
      expirationDay: 30,
      warehouseId: system.warehouses[this.warehouse],
      isSubmit: true,
    });
    const short = plans.filter((p) => p.plan === null).map((p) => system.skus[p.sku]);
    if (short.length > 0) expectShortage(model, response, short);
    else {
      expect(response.status).toBe(200);
      expect(response.body.state).toBe(2);
      model.stockTaken += 1;
      for (const { sku, plan } of plans)
        for (const take of plan ?? []) change(model, this.warehouse, sku, take.batch, -take.quantity);
      // The product's batch number is drawn from the tenant's daily batch counter (§3); only productions draw here.
      const n = (model.productions += 1);
      const candidates = [before, new Date()].map((at) => formatBatchNumber(at, 'UTC', n));
      const made = await productBatchNumber(system, response.body.id);
      expect(candidates).toContain(made);
      if (!made) throw new Error('no product batch');
      addBatch(model, 'K', made, productTime, 30);
      change(model, this.warehouse, 'K', made, this.count);
      model.docs.push({ kind: 'yield', id: response.body.id, state: 2 });
    }
    await expectBalances(model, system);
  }
  toString = () => `produce(w${this.warehouse}, ${this.count})`;
}

/** The batch the production order stocked in, as the order itself shows it. */
async function productBatchNumber(system: StockSystem, id: string): Promise<string | undefined> {
  const response = await system.tenant.api<{
    stockItems: { skuId: string; batchNumber?: string | null; stockType: number }[];
  }>('GET', `${paths.yield}/${id}`);
  expect(response.status).toBe(200);
  return (
    response.body.stockItems.find((i) => i.skuId === system.skus.K && i.stockType === 0)?.batchNumber ??
    undefined
  );
}

/** A document left open: a purchase Draft, a sale or production order submitted without stock (Processing). */
class OpenDocument implements Command {
  constructor(
    readonly kind: DocKind,
    readonly sku: SkuKey,
  ) {}
  check = () => true;
  async run(model: StockModel, system: StockSystem): Promise<void> {
    const remarks = `open-${model.docs.length}-${this.kind}`;
    const sku = system.skus[this.sku];
    if (this.kind === 'purchase') {
      const saved = await system.tenant.api<{ id: string }>('POST', `${paths.purchase}/save`, {
        supplierId: system.supplier,
        remarks,
        items: [{ skuId: sku, count: 3, price: 2 }],
      });
      expect(saved.status).toBe(200);
      model.docs.push({ kind: 'purchase', id: saved.body.id, state: 0 });
    } else if (this.kind === 'yield') {
      const saved = await system.tenant.api<{ id: string; state: number }>('POST', `${paths.yield}/save`, {
        skuId: system.skus.K,
        count: 1,
        remarks,
        isSubmit: true,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.state).toBe(1);
      model.docs.push({ kind: 'yield', id: saved.body.id, state: 1 });
    } else {
      const saved = await system.tenant.api('POST', `${paths.sell}/save`, {
        remarks,
        isSubmit: true,
        items: [{ skuId: sku, count: 2, price: 5 }],
      });
      expect(saved.status).toBe(204);
      const list = await system.tenant.api<{
        items: { id: string; remarks: string | null; state: number }[];
      }>('GET', `${paths.sell}?SearchKey=${remarks}&MaxResultCount=10`);
      const found = list.body.items.find((d) => d.remarks === remarks);
      expect(found?.state).toBe(1);
      model.docs.push({ kind: 'sell', id: found?.id ?? '', state: 1 });
    }
    await expectBalances(model, system);
  }
  toString = () => `open(${this.kind}, ${this.sku})`;
}

/** Discard or finish a document; the model says which transitions §6 allows (no stock ever moved for an open one). */
class StateChange implements Command {
  constructor(
    readonly action: 'discard' | 'finish',
    readonly pick: number,
  ) {}
  check = (model: Readonly<StockModel>) => model.docs.length > 0;
  async run(model: StockModel, system: StockSystem): Promise<void> {
    const doc = model.docs[this.pick % model.docs.length];
    if (!doc) throw new Error('no document');
    const allowed = this.action === 'finish' ? doc.state === 1 : doc.state === 0 || doc.state === 1;
    const response = await system.tenant.api('POST', `${paths[doc.kind]}/${doc.id}/${this.action}`);
    if (allowed) {
      expect(response.status).toBe(204);
      doc.state = this.action === 'finish' ? 2 : 3;
    } else {
      model.refusals += 1;
      expect(isAbpRefusal(response, 'Inventory:InvalidStateTransition')).toBe(true);
    }
    const state = await system.tenant.api<{ state: number }>('GET', `${paths[doc.kind]}/${doc.id}`);
    expect(state.body.state).toBe(doc.state);
    await expectBalances(model, system);
  }
  toString = () => `${this.action}(doc ${this.pick})`;
}

// Mostly the first warehouse, so that sales and productions often find enough stock.
const warehouse = fc.constantFrom(0, 0, 0, 1);
const purchaseIn = fc
  .tuple(
    fc.constantFrom(...boughtSkus),
    warehouse,
    fc.integer({ min: 4, max: 12 }),
    fc.constantFrom<Shelf>('expired', 'soon', 'late', 'none'),
  )
  .map(([sku, w, count, shelf]) => new PurchaseIn(sku, w, count, shelf));
const anySku = fc.constantFrom<SkuKey>(...boughtSkus, ...allSkus);
// Stock comes in three times as often as any other command, so that takes find enough of it often.
export const stockCommands = [
  purchaseIn,
  purchaseIn,
  purchaseIn,
  fc.tuple(anySku, warehouse, fc.integer({ min: 1, max: 4 })).map(([sku, w, n]) => new SaleOut(sku, w, n)),
  fc.tuple(anySku, warehouse, fc.integer({ min: 1, max: 4 })).map(([sku, w, n]) => new Move(sku, w, n)),
  fc.tuple(warehouse, fc.integer({ min: 1, max: 2 })).map(([w, count]) => new Produce(w, count)),
  fc
    .tuple(fc.constantFrom<DocKind>('purchase', 'sell', 'yield'), fc.constantFrom(...boughtSkus))
    .map(([kind, sku]) => new OpenDocument(kind, sku)),
  fc
    .tuple(fc.constantFrom('discard' as const, 'finish' as const), fc.nat(50))
    .map(([a, pick]) => new StateChange(a, pick)),
];
