import {
  checkResult,
  pagedResult,
  productionOrder,
  purchaseInvoice,
  purchaseItem,
  sellInvoice,
  sku,
  stockSummary,
  supplier,
  warehouse,
  warehouseInvoice,
  yieldCheck,
  type PurchaseInvoice,
  type SellInvoice,
} from '@inventory/contracts';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { countRows, ledgerMismatches, quantities } from '../stock/fixtures.ts';
import { figureMismatches } from '../stock/figure-fixtures.ts';
import { documentCounts } from './document-fixtures.ts';

/*
 * One business journey through HTTP on a tenant of its own (so the demo seed cannot interfere):
 * buy → receive → move → produce a kit → sell → life-cycle rules, checking balances = Σ ledger after every step.
 * The steps build on each other, so they run in order on one server.
 */

let server: TestApp;
let tenant: string;
let admin: string;
let whA: string;
let whB: string;
let mill: string;
let flour: string;
let sugar: string;
let box: string;
let giftBox: string;
let finishedPurchase: string;
let finishedOrder: string;

const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const api = <T = unknown>(method: string, path: string, body?: unknown) =>
  call<T & ErrorBody>(server.baseUrl, method, path, { token: admin, body });

async function ok<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await api<T>(method, path, body);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body;
}

async function savePurchase(body: Record<string, unknown>): Promise<PurchaseInvoice> {
  return purchaseInvoice.parse(await ok('POST', '/api/app/purchase-invoice/save', body));
}

async function getPurchase(id: string): Promise<PurchaseInvoice> {
  return purchaseInvoice.parse(await ok('GET', `/api/app/purchase-invoice/${id}`));
}

/** A sell save answers 204 without a body; the newest document is the one just saved. */
async function saveSell(body: Record<string, unknown>): Promise<SellInvoice> {
  const response = await api('POST', '/api/app/sell-invoice/save', body);
  expect(response.status, JSON.stringify(response.body)).toBe(204);
  const list = pagedResult(sellInvoice).parse(
    await ok('GET', '/api/app/sell-invoice?MaxResultCount=1&IsNeedDiscard=true'),
  );
  const newest = list.items[0];
  if (!newest) throw new Error('no sell invoice listed');
  return newest;
}

function receive(items: Record<string, unknown>[]) {
  return api('POST', '/api/app/warehouse-invoice/save', {
    warehouseId: whA,
    stockType: 'In',
    type: 'Purchase',
    isSubmit: true,
    items,
  });
}

async function negativeBalances(): Promise<unknown[]> {
  const result = await server.db.tenant(tenant, (trx) =>
    sql<{ sku_id: string; quantity: string }>`
      select sku_id, quantity::text from stock_balances where quantity < 0
    `.execute(trx),
  );
  return result.rows;
}

/** Stock of one SKU in one warehouse, batch by batch, as the stock list shows it. */
async function stockBatches(skuId: string, warehouseId: string) {
  const page = pagedResult(stockSummary).parse(
    await ok('GET', `/api/app/stock?IsNeedBatch=true&WarehouseId=${warehouseId}&MaxResultCount=100`),
  );
  return page.items.filter((row) => row.skuId === skuId).flatMap((row) => row.items);
}

beforeAll(async () => {
  server = await startTestApp();
  tenant = await createTenantWithAdmin(server.db, 'journey');
  admin = (await signIn(server.baseUrl, { tenant: 'journey', username: 'admin', password: demoPassword }))
    .accessToken;
  whA = warehouse.parse(await ok('POST', '/api/app/warehouse', { name: 'Warehouse A' })).id;
  whB = warehouse.parse(await ok('POST', '/api/app/warehouse', { name: 'Warehouse B' })).id;
  mill = supplier.parse(await ok('POST', '/api/app/supplier', { name: 'Journey Mill' })).id;
  const newSku = async (body: Record<string, unknown>) => sku.parse(await ok('POST', '/api/app/s-kU', body));
  flour = (await newSku({ code: 'J-FLOUR', name: 'Flour', unit: 'kg', cost: 3 })).id;
  sugar = (await newSku({ code: 'J-SUGAR', name: 'Sugar', unit: 'kg', cost: 1.25 })).id;
  box = (await newSku({ code: 'J-BOX', name: 'Box', unit: 'pc', cost: 0.5 })).id;
  const gift = await newSku({
    code: 'J-GIFT',
    name: 'Gift box',
    unit: 'box',
    groups: [
      { id: flour, number: 2 },
      { id: box, number: 1 },
    ],
  });
  expect(gift.kind).toBe(1);
  giftBox = gift.id;
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  // business-rules §1: balance = Σ ledger and never negative, after every step.
  expect(await ledgerMismatches(server.db, tenant)).toEqual([]);
  expect(await figureMismatches(server.db, tenant)).toEqual([]);
  expect(await negativeBalances()).toEqual([]);
});

describe('journey: buy → move → produce → sell → life cycle', () => {
  it('1. buys without stock-in, receives partially, refuses over-receipt, auto-finishes', async () => {
    const doc = await savePurchase({
      supplierId: mill,
      isSubmit: true,
      items: [
        {
          skuId: flour,
          count: 10,
          price: 2,
          batchNumber: 'F-REC',
          parturitionTime: iso(Date.now() - day),
          expirationDay: 200,
        },
        { skuId: sugar, count: 4, price: 1, batchNumber: 'S-1' },
      ],
    });
    expect(doc.state).toBe(1);
    expect(await countRows(server.db, tenant, 'stock_movements')).toBe(0);
    const [flourLine, sugarLine] = doc.items;
    const first = await receive([
      { itemId: flourLine?.itemId, skuId: flour, count: 5, batchNumber: 'F-REC' },
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const lines = pagedResult(purchaseItem).parse(
      await ok('GET', '/api/app/purchase-invoice/item-list?SearchKey=J-FLOUR&MaxResultCount=100'),
    );
    expect(lines.items.find((l) => l.itemId === flourLine?.itemId)).toMatchObject({
      inStockCount: 5,
      rate: 0.5,
    });
    expect((await getPurchase(doc.id)).state).toBe(1);

    const before = await documentCounts(server.db, tenant);
    const over = await receive([{ itemId: flourLine?.itemId, skuId: flour, count: 6, batchNumber: 'F-REC' }]);
    expect(over.status).toBe(403);
    expect(over.body.error.code).toBe('Inventory:OverReceipt');
    expect(await documentCounts(server.db, tenant)).toEqual(before);

    const rest = await receive([
      { itemId: flourLine?.itemId, skuId: flour, count: 5, batchNumber: 'F-REC' },
      { itemId: sugarLine?.itemId, skuId: sugar, count: 4, batchNumber: 'S-1' },
    ]);
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    const done = await getPurchase(doc.id);
    expect(done.state).toBe(2);
    expect(done.items.map((i) => [i.inStockCount, i.rate])).toEqual([
      [10, 1],
      [4, 1],
    ]);
    expect(await quantities(server.db, tenant, flour, whA)).toEqual({ 'F-REC': 10 });
    expect(await quantities(server.db, tenant, sugar, whA)).toEqual({ 'S-1': 4 });
    finishedPurchase = doc.id;
  });

  it('2. buys with immediate stock-in: an expired and a fresh flour batch, finished at once', async () => {
    const doc = await savePurchase({
      supplierId: mill,
      isSubmit: true,
      isCreateStockInvoice: true,
      warehouseId: whA,
      items: [
        {
          skuId: flour,
          count: 6,
          price: 1,
          batchNumber: 'F-EXP',
          parturitionTime: iso(Date.now() - 40 * day),
          expirationDay: 10,
        },
        {
          skuId: flour,
          count: 20,
          price: 3,
          batchNumber: 'F-NEW',
          parturitionTime: iso(Date.now() - day),
          expirationDay: 100,
        },
        { skuId: box, count: 10, price: 0.5, batchNumber: 'BOX-1' },
      ],
    });
    expect(doc.state).toBe(2);
    expect(doc.items.every((i) => i.rate === 1)).toBe(true);
    expect(await quantities(server.db, tenant, flour, whA)).toEqual({ 'F-REC': 10, 'F-EXP': 6, 'F-NEW': 20 });
    const expired = (await stockBatches(flour, whA)).find((b) => b.batchNumber === 'F-EXP');
    expect(expired?.expirationType).toBe(2);
  });

  it('3. moves A → B keeping the batch number and recording the correlation', async () => {
    const move = warehouseInvoice.parse(
      await ok('POST', '/api/app/warehouse-invoice/save', {
        warehouseId: whA,
        moveToWarehouseId: whB,
        stockType: 'Move',
        isSubmit: true,
        items: [
          { skuId: flour, count: 8, batchNumber: 'F-NEW' },
          { skuId: box, count: 4, batchNumber: 'BOX-1' },
        ],
      }),
    );
    expect(move.state).toBe(2);
    const got = warehouseInvoice.parse(await ok('GET', `/api/app/warehouse-invoice/${move.id}`));
    expect(got.items.map((i) => [i.batchNumber, i.correlationBatchNumber, i.count])).toEqual([
      ['F-NEW', 'F-NEW', 8],
      ['BOX-1', 'BOX-1', 4],
    ]);
    const inB = await stockBatches(flour, whB);
    expect(inB.map((b) => [b.batchNumber, b.count, b.warehouseId])).toEqual([['F-NEW', 8, whB]]);
    expect(await quantities(server.db, tenant, flour, whA)).toMatchObject({ 'F-NEW': 12 });
    expect(await quantities(server.db, tenant, box, whB)).toEqual({ 'BOX-1': 4 });
  });

  it('4. produces gift boxes in B: check, proposal, yield at material cost; too many refused', async () => {
    const check = checkResult.parse(
      await ok('POST', `/api/app/stock/check-group-stock/${giftBox}?count=3&warehouseId=${whB}`),
    );
    expect(check.errorStr).toBe('');
    // B holds 8 flour (2 each) and 4 boxes (1 each) → 4 kits.
    expect(check.maxCount).toBe(4);
    const proposal = yieldCheck.parse(
      await ok('GET', `/api/app/yield/group-sKU/${giftBox}?count=3&warehouseId=${whB}`),
    );
    expect(proposal.checkStr).toBe('');
    expect(proposal.items.map((i) => [i.skuId, i.batchNumber, i.count, i.warehouseId])).toEqual([
      [flour, 'F-NEW', 6, whB],
      [box, 'BOX-1', 3, whB],
    ]);
    const materialCost = proposal.items.reduce((sum, i) => sum + i.count * (i.cost ?? 0), 0);
    expect(materialCost).toBeGreaterThan(0);
    const order = productionOrder.parse(
      await ok('POST', '/api/app/yield/save', {
        skuId: giftBox,
        count: 3,
        warehouseId: whB,
        isSubmit: true,
        items: proposal.items.map((i) => ({
          skuId: i.skuId,
          count: i.count,
          batchNumber: i.batchNumber,
          warehouseId: i.warehouseId,
        })),
      }),
    );
    expect(order.state).toBe(2);
    expect(order.totalCost).toBe(materialCost);
    const kits = await stockBatches(giftBox, whB);
    expect(kits.map((b) => [b.count, b.cost])).toEqual([
      [3, Math.round((materialCost / 3) * 10_000) / 10_000],
    ]);
    finishedOrder = order.id;
    expect(await quantities(server.db, tenant, flour, whB)).toEqual({ 'F-NEW': 2 });
    expect(await quantities(server.db, tenant, box, whB)).toEqual({ 'BOX-1': 1 });

    const before = await documentCounts(server.db, tenant);
    const tooMany = await api('POST', '/api/app/yield/save', {
      skuId: giftBox,
      count: 2,
      warehouseId: whB,
      isSubmit: true,
    });
    expect(tooMany.status).toBe(403);
    expect(tooMany.body.error.code).toBe('Inventory:StockShortage');
    expect(await documentCounts(server.db, tenant)).toEqual(before);
    expect(await quantities(server.db, tenant, giftBox, whB)).toEqual(
      Object.fromEntries(kits.map((k) => [k.batchNumber, 3])),
    );
  });

  it('5. sells from A with FEFO: skips the expired batch, honours a named one, refuses a shortage whole', async () => {
    const unitCost = new Map((await stockBatches(flour, whA)).map((b) => [b.batchNumber, b.cost ?? 0]));
    const fefo = await saveSell({
      isSubmit: true,
      isCreateOutStockInvoice: true,
      warehouseId: whA,
      items: [{ skuId: flour, count: 14, price: 5 }],
    });
    expect(fefo.state).toBe(2);
    // F-NEW (expires in ~99 days) before F-REC (~199 days); F-EXP is expired and skipped.
    expect(fefo.stockItems.map((s) => [s.batchNumber, s.count])).toEqual([
      ['F-NEW', 12],
      ['F-REC', 2],
    ]);
    // totalCost = Σ consumed batch cost × count.
    const consumed = 12 * (unitCost.get('F-NEW') ?? 0) + 2 * (unitCost.get('F-REC') ?? 0);
    expect(consumed).toBeGreaterThan(0);
    expect(fefo.totalCost).toBe(Math.round(consumed * 100) / 100);
    expect(await quantities(server.db, tenant, flour, whA)).toEqual({ 'F-REC': 8, 'F-EXP': 6, 'F-NEW': 0 });

    const named = await saveSell({
      isSubmit: true,
      isCreateOutStockInvoice: true,
      warehouseId: whA,
      items: [{ skuId: sugar, count: 1, price: 4, batchNumber: 'S-1' }],
    });
    expect(named.state).toBe(2);
    expect(named.items[0]?.sellBatchNumber).toBe('S-1');
    const sugarBatch = (await stockBatches(sugar, whA)).find((b) => b.batchNumber === 'S-1');
    expect(named.totalCost).toBe(sugarBatch?.cost);

    const before = await documentCounts(server.db, tenant);
    const short = await api('POST', '/api/app/sell-invoice/save', {
      isSubmit: true,
      isCreateOutStockInvoice: true,
      warehouseId: whA,
      items: [
        { skuId: sugar, count: 1, price: 4 },
        { skuId: flour, count: 9, price: 5 },
      ],
    });
    expect(short.status).toBe(403);
    expect(short.body.error.code).toBe('Inventory:StockShortage');
    expect(await documentCounts(server.db, tenant)).toEqual(before);
    expect(await quantities(server.db, tenant, sugar, whA)).toEqual({ 'S-1': 3 });
    const expired = await api('POST', '/api/app/sell-invoice/save', {
      isSubmit: true,
      isCreateOutStockInvoice: true,
      warehouseId: whA,
      items: [{ skuId: flour, count: 1, price: 5, batchNumber: 'F-EXP' }],
    });
    expect(expired.status).toBe(403);
    expect(await documentCounts(server.db, tenant)).toEqual(before);
  });

  it('6. applies the discard / finish / delete rules per state', async () => {
    const movements = await countRows(server.db, tenant, 'stock_movements');
    const deleteFinished = await api('DELETE', `/api/app/purchase-invoice/${finishedPurchase}`);
    expect(deleteFinished.status).toBe(403);
    expect(deleteFinished.body.error.code).toBe('Inventory:InvalidStateTransition');

    const processing = await savePurchase({
      supplierId: mill,
      isSubmit: true,
      items: [{ skuId: sugar, count: 2, price: 1 }],
    });
    expect(
      (await api('POST', `/api/app/purchase-invoice/${processing.id}/finish?remarks=short%20delivery`))
        .status,
    ).toBe(204);
    expect(await getPurchase(processing.id)).toMatchObject({ state: 2, remarks: 'short delivery' });

    const draft = await saveSell({ items: [{ skuId: sugar, count: 1, price: 4 }] });
    expect(draft.state).toBe(0);
    expect((await api('POST', `/api/app/sell-invoice/${draft.id}/discard`)).status).toBe(204);
    expect((await api('DELETE', `/api/app/sell-invoice/${draft.id}`)).status).toBe(204);
    expect((await api('GET', `/api/app/sell-invoice/${draft.id}`)).status).toBe(404);

    const moves = pagedResult(warehouseInvoice).parse(
      await ok('GET', '/api/app/warehouse-invoice?StockType=Move&MaxResultCount=10'),
    );
    const finishedMove = moves.items[0];
    expect(finishedMove?.state).toBe(2);
    expect((await api('POST', `/api/app/warehouse-invoice/${finishedMove?.id}/discard`)).status).toBe(403);
    expect((await api('DELETE', `/api/app/warehouse-invoice/${finishedMove?.id}`)).status).toBe(403);

    expect(productionOrder.parse(await ok('GET', `/api/app/yield/${finishedOrder}`)).state).toBe(2);
    expect((await api('DELETE', `/api/app/yield/${finishedOrder}`)).status).toBe(403);
    expect((await api('POST', `/api/app/yield/${finishedOrder}/finish`)).status).toBe(403);

    const draftOrder = productionOrder.parse(
      await ok('POST', '/api/app/yield/save', { skuId: giftBox, count: 1 }),
    );
    expect(draftOrder.state).toBe(0);
    expect((await api('DELETE', `/api/app/yield/${draftOrder.id}`)).status).toBe(204);
    const draftOut = warehouseInvoice.parse(
      await ok('POST', '/api/app/warehouse-invoice/save', {
        warehouseId: whA,
        stockType: 'Out',
        items: [{ skuId: sugar, count: 1 }],
      }),
    );
    expect(draftOut.state).toBe(0);
    expect((await api('POST', `/api/app/warehouse-invoice/${draftOut.id}/discard`)).status).toBe(204);
    expect((await api('DELETE', `/api/app/warehouse-invoice/${draftOut.id}`)).status).toBe(204);
    // Finishing by hand, discarding and deleting move no stock.
    expect(await countRows(server.db, tenant, 'stock_movements')).toBe(movements);
  });
});
