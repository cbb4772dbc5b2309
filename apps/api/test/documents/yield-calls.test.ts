import { checkResult, pagedResult, productionOrder, stockSummary, yieldCheck } from '@inventory/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword, setFeature, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  countRows,
  insertCategory,
  insertComponents,
  insertSku,
  insertWarehouse,
  ledgerMismatches,
  quantities,
} from '../stock/fixtures.ts';
import { figureMismatches } from '../stock/figure-fixtures.ts';

let server: TestApp;
let demoId: string;
let acmeId: string;
let admin: string;
let clerk: string;
let otherAdmin: string;
let north: string;
let south: string;
let gifts: string;
let ribbon: string;
let candy: string;
let box: string;
let lone: string;

const base = '/api/app/yield';
const page = pagedResult(productionOrder);
const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const api = <T = unknown>(
  method: string,
  path: string,
  token: string,
  body?: unknown,
  headers?: Record<string, string>,
) => call<T>(server.baseUrl, method, path, { token, body, headers });

async function save(body: Record<string, unknown>, token = admin, headers?: Record<string, string>) {
  return api<ErrorBody>('POST', `${base}/save`, token, body, headers);
}

async function saved(body: Record<string, unknown>, token = admin) {
  const response = await save(body, token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return productionOrder.parse(response.body);
}

async function list(query: string, token = admin) {
  const response = await api('GET', `${base}?${query}`, token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return page.parse(response.body);
}

async function stockIn(warehouseId: string, items: Record<string, unknown>[]) {
  const response = await api('POST', '/api/app/warehouse-invoice/save', admin, {
    warehouseId,
    stockType: 'In',
    isSubmit: true,
    items,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function yieldCount(): Promise<number> {
  return (await list('IsNeedDiscard=true&MaxResultCount=1')).totalCount;
}

beforeAll(async () => {
  server = await startTestApp();
  demoId = await tenantId(server.db, 'demo');
  acmeId = await createTenantWithAdmin(server.db, 'acme');
  north = await insertWarehouse(server.db, demoId, 'YC north');
  south = await insertWarehouse(server.db, demoId, 'YC south');
  gifts = await insertCategory(server.db, demoId, 'YC gifts', '09101');
  ribbon = await insertSku(server.db, demoId, { code: 'YC-RIB', name: 'Ribbon', unit: 'm', cost: '0.7000' });
  candy = await insertSku(server.db, demoId, { code: 'YC-CANDY', name: 'Candy', unit: 'pc', cost: '1.2500' });
  box = await insertSku(server.db, demoId, {
    code: 'YC-BOX',
    name: 'Candy box',
    unit: 'box',
    cost: '9.0000',
    attributeId: gifts,
  });
  lone = await insertSku(server.db, demoId, { code: 'YC-LONE', name: 'Lone item' });
  await insertComponents(server.db, demoId, box, [
    { skuId: ribbon, number: '1' },
    { skuId: candy, number: '2' },
  ]);
  admin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
  clerk = (await signIn(server.baseUrl, { tenant: 'demo', username: 'clerk', password: demoPassword }))
    .accessToken;
  otherAdmin = (await signIn(server.baseUrl, { tenant: 'acme', username: 'admin', password: demoPassword }))
    .accessToken;
  const produced = iso(Date.now() - 40 * day);
  await stockIn(north, [
    { skuId: candy, count: 4, batchNumber: 'CANDY-EXP', parturitionTime: produced, expirationDay: 10 },
    { skuId: candy, count: 5, batchNumber: 'CANDY-A', parturitionTime: produced, expirationDay: 100 },
    { skuId: candy, count: 20, batchNumber: 'CANDY-B', parturitionTime: produced, expirationDay: 400 },
    { skuId: ribbon, count: 10, batchNumber: 'RIB-1' },
  ]);
  await stockIn(south, [{ skuId: ribbon, count: 1, batchNumber: 'RIB-S' }]);
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  expect(await ledgerMismatches(server.db, demoId)).toEqual([]);
  expect(await figureMismatches(server.db, demoId)).toEqual([]);
});

describe('GET /yield/group-sKU/{skuId}', () => {
  it('proposes FEFO material batches, skipping expired ones, with maxCount', async () => {
    const response = await api('GET', `${base}/group-sKU/${box}?count=3&warehouseId=${north}`, admin);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const check = yieldCheck.parse(response.body);
    expect(check.checkStr).toBe('');
    expect(check.maxCount).toBe(10);
    expect(check.items.map((i) => [i.code, i.batchNumber, i.count, i.warehouseName])).toEqual([
      ['YC-RIB', 'RIB-1', 3, 'YC north'],
      ['YC-CANDY', 'CANDY-A', 5, 'YC north'],
      ['YC-CANDY', 'CANDY-B', 1, 'YC north'],
    ]);
    expect(check.items[1]?.cost).toBe(1.25);
    expect(check.items[1]?.periodOfValidity).toBeTruthy();
  });

  it('names every shortage in the caller language', async () => {
    const en = yieldCheck.parse((await api('GET', `${base}/group-sKU/${box}?count=11`, admin)).body);
    expect(en.maxCount).toBe(11);
    const short = yieldCheck.parse(
      (await api('GET', `${base}/group-sKU/${box}?count=12&warehouseId=${north}`, admin)).body,
    );
    expect(short.checkStr?.split('\n')).toEqual(["'Ribbon': need 12, available 10"]);
    expect(short.items.find((i) => i.skuId === ribbon)?.count).toBe(10);
    const zh = await api('GET', `${base}/group-sKU/${box}?count=12&warehouseId=${north}`, admin, undefined, {
      'accept-language': 'zh-Hans',
    });
    const zhCheck = yieldCheck.parse(zh.body);
    expect(zhCheck.checkStr).toContain('Ribbon');
    expect(zhCheck.checkStr).not.toBe(short.checkStr);
  });

  it('refuses a single SKU, unknown SKUs, bad input, strangers and a disabled feature', async () => {
    const single = await api<ErrorBody>('GET', `${base}/group-sKU/${lone}?count=1`, admin);
    expect(single.status).toBe(403);
    expect(single.body.error.code).toBe('Inventory:NotAGroupSku');
    expect(single.body.error.data).toMatchObject({ sku: 'Lone item' });
    expect((await api('GET', `${base}/group-sKU/${box}?count=1`, otherAdmin)).status).toBe(404);
    const bad = await api<ErrorBody>('GET', `${base}/group-sKU/${box}?count=-1`, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.error.validationErrors?.length).toBeGreaterThan(0);
    expect((await api('GET', `${base}/group-sKU/${box}?count=1`, '')).status).toBe(401);
    await setFeature(server.db, acmeId, 'Inventory.Production', 'False');
    try {
      expect((await api('GET', `${base}?MaxResultCount=1`, otherAdmin)).status).toBe(403);
    } finally {
      await setFeature(server.db, acmeId, 'Inventory.Production', 'True');
    }
  });
});

describe('produce a kit', () => {
  it('checks, proposes, submits with a warehouse: FEFO out, product batch in at material cost, Finish', async () => {
    const check = checkResult.parse(
      (await api('POST', `/api/app/stock/check-group-stock/${box}?count=3&warehouseId=${north}`, admin)).body,
    );
    expect(check.errorStr).toBe('');
    const proposal = yieldCheck.parse(
      (await api('GET', `${base}/group-sKU/${box}?count=3&warehouseId=${north}`, admin)).body,
    );
    const movementsBefore = await countRows(server.db, demoId, 'stock_movements');
    const productTime = iso(Date.UTC(2026, 5, 1));
    const order = await saved({
      skuId: box,
      count: 3,
      productTime,
      expirationDay: 30,
      warehouseId: north,
      isSubmit: true,
      items: proposal.items.map((i) => ({
        skuId: i.skuId,
        count: i.count,
        batchNumber: i.batchNumber,
        warehouseId: i.warehouseId,
      })),
    });
    expect(order.number).toMatch(/^MO-\d{8}-\d{4}$/);
    expect(order.state).toBe(2);
    expect(order.outState).toBe(2);
    expect(order.inCount).toBe(3);
    expect(order.rate).toBe(1);
    expect(order.totalCost).toBe(9.6);
    expect(order.expirationTime).toBe(iso(Date.UTC(2026, 6, 1)));
    expect(order.submitTime).toBeTruthy();
    expect(order.items.map((i) => [i.skuCode, i.batchNumber, i.count, i.outStockCount, i.rate])).toEqual([
      ['YC-RIB', 'RIB-1', 3, 3, 1],
      ['YC-CANDY', 'CANDY-A', 5, 5, 1],
      ['YC-CANDY', 'CANDY-B', 1, 1, 1],
    ]);
    expect(order.stockItems.map((s) => [s.skuCode, s.stockType, s.count]).sort()).toEqual([
      ['YC-BOX', 0, 3],
      ['YC-CANDY', 1, 1],
      ['YC-CANDY', 1, 5],
      ['YC-RIB', 1, 3],
    ]);
    expect(await countRows(server.db, demoId, 'stock_movements')).toBe(movementsBefore + 4);
    expect(await quantities(server.db, demoId, candy, north)).toEqual({
      'CANDY-EXP': 4,
      'CANDY-A': 0,
      'CANDY-B': 19,
    });
    const stock = pagedResult(stockSummary).parse(
      (await api('GET', `/api/app/stock?SKUName=YC-BOX&IsNeedBatch=true`, admin)).body,
    );
    expect(stock.items[0]?.items.map((b) => [b.count, b.cost, b.producedTime, b.expirationTime])).toEqual([
      [3, 3.2, productTime, iso(Date.UTC(2026, 6, 1))],
    ]);
    const got = productionOrder.parse((await api('GET', `${base}/${order.id}`, admin)).body);
    expect(got).toEqual(order);
  });

  it('defaults materials to components × count and uses FEFO without named batches', async () => {
    const order = await saved({ skuId: box, count: 2, warehouseId: north, isSubmit: true });
    expect(order.items.map((i) => [i.skuCode, i.count, i.outStockCount])).toEqual([
      ['YC-RIB', 2, 2],
      ['YC-CANDY', 4, 4],
    ]);
    expect(order.totalCost).toBe(6.4);
    expect(await quantities(server.db, demoId, candy, north)).toMatchObject({ 'CANDY-B': 15 });
  });

  it('refuses a shortage or an expired batch and writes nothing', async () => {
    const movements = await countRows(server.db, demoId, 'stock_movements');
    const orders = await yieldCount();
    const short = await save({ skuId: box, count: 50, warehouseId: north, isSubmit: true });
    expect(short.status).toBe(403);
    expect(short.body.error.code).toBe('Inventory:StockShortage');
    expect(JSON.stringify(short.body.error.data)).toContain('Ribbon');
    const expired = await save({
      skuId: box,
      count: 1,
      warehouseId: north,
      isSubmit: true,
      items: [
        { skuId: ribbon, count: 1 },
        { skuId: candy, count: 2, batchNumber: 'CANDY-EXP' },
      ],
    });
    expect(expired.status).toBe(403);
    expect(expired.body.error.code).toBe('Inventory:ExpiredBatch');
    const single = await save({ skuId: lone, count: 1 });
    expect(single.status).toBe(403);
    expect(single.body.error.code).toBe('Inventory:NotAGroupSku');
    expect(await countRows(server.db, demoId, 'stock_movements')).toBe(movements);
    expect(await yieldCount()).toBe(orders);
  });
});

describe('drafts and the life cycle', () => {
  it('saves a numbered Draft with components × count, guarded by its stamp', async () => {
    const draft = await saved({ skuId: box, count: 4, remarks: 'for the fair' });
    expect(draft.state).toBe(0);
    expect(draft.number).toMatch(/^MO-\d{8}-\d{4}$/);
    expect(draft.outState).toBe(0);
    expect(draft.totalCost).toBe(0);
    expect(draft.creator).toBe('admin');
    expect(draft.items.map((i) => [i.skuId, i.count, i.outStockCount])).toEqual([
      [ribbon, 4, 0],
      [candy, 8, 0],
    ]);
    const edited = await saved({
      id: draft.id,
      skuId: box,
      count: 5,
      concurrencyStamp: draft.concurrencyStamp,
    });
    expect(edited.number).toBe(draft.number);
    expect(edited.items.map((i) => i.count)).toEqual([5, 10]);
    const stale = await save({
      id: draft.id,
      skuId: box,
      count: 6,
      concurrencyStamp: draft.concurrencyStamp,
    });
    expect(stale.status).toBe(409);
    const submitted = await saved({ id: draft.id, skuId: box, count: 5, isSubmit: true });
    expect(submitted.state).toBe(1);
    expect(submitted.outState).toBe(0);
    const again = await save({ id: draft.id, skuId: box, count: 5 });
    expect(again.status).toBe(403);
    expect(again.body.error.code).toBe('Inventory:InvalidStateTransition');
    const audits = await server.db.tenant(demoId, (trx) =>
      trx
        .selectFrom('audit_logs')
        .select(['action', 'user_name'])
        .where('entity_name', '=', 'Yield')
        .where('entity_id', '=', draft.id)
        .orderBy('time')
        .execute(),
    );
    expect(audits.map((a) => [a.action, a.user_name])).toEqual([
      ['Created', 'admin'],
      ['Updated', 'admin'],
      ['Updated', 'admin'],
    ]);
  });

  it('discards, finishes and deletes only from the allowed states', async () => {
    const draft = await saved({ skuId: box, count: 1 });
    const finishDraft = await api<ErrorBody>('POST', `${base}/${draft.id}/finish`, admin);
    expect(finishDraft.status).toBe(403);
    expect(finishDraft.body.error.code).toBe('Inventory:InvalidStateTransition');
    expect((await api('POST', `${base}/${draft.id}/discard`, admin)).status).toBe(204);
    expect(productionOrder.parse((await api('GET', `${base}/${draft.id}`, admin)).body).state).toBe(3);
    expect((await api('DELETE', `${base}/${draft.id}`, admin)).status).toBe(204);
    expect((await api('GET', `${base}/${draft.id}`, admin)).status).toBe(404);

    const processing = await saved({ skuId: box, count: 1, isSubmit: true });
    expect((await api('POST', `${base}/${processing.id}/finish?remarks=closed%20early`, admin)).status).toBe(
      204,
    );
    const finished = productionOrder.parse((await api('GET', `${base}/${processing.id}`, admin)).body);
    expect([finished.state, finished.remarks]).toEqual([2, 'closed early']);
    expect((await api('DELETE', `${base}/${processing.id}`, admin)).status).toBe(403);
    expect((await api('POST', `${base}/${processing.id}/discard`, admin)).status).toBe(403);
    expect(
      (await api('POST', `${base}/set-remarks`, admin, { id: processing.id, remarks: 'done' })).status,
    ).toBe(204);
    expect(productionOrder.parse((await api('GET', `${base}/${processing.id}`, admin)).body).remarks).toBe(
      'done',
    );

    const open = await saved({ skuId: box, count: 1, isSubmit: true });
    expect((await api('POST', `${base}/${open.id}/discard`, admin)).status).toBe(204);
    expect((await api('DELETE', `${base}/${open.id}`, admin)).status).toBe(204);
  });

  it('answers 400, 401 and 404 without changing anything', async () => {
    const orders = await yieldCount();
    const bad = await save({ skuId: box, count: -1, items: [{ skuId: 'x', count: 0 }] });
    expect(bad.status).toBe(400);
    const members = bad.body.error.validationErrors?.flatMap((v) => v.members) ?? [];
    expect(members).toEqual(expect.arrayContaining(['count', 'items.0.skuId', 'items.0.count']));
    expect((await save({ skuId: box, count: 1 }, '')).status).toBe(401);
    const missing = '0190a0a0-0000-7000-8000-000000000000';
    expect((await api('GET', `${base}/${missing}`, admin)).status).toBe(404);
    expect((await api('POST', `${base}/${missing}/discard`, admin)).status).toBe(404);
    expect((await api('POST', `${base}/${missing}/finish`, admin)).status).toBe(404);
    expect((await api('DELETE', `${base}/${missing}`, admin)).status).toBe(404);
    expect((await api('POST', `${base}/set-remarks`, admin, { id: missing, remarks: 'x' })).status).toBe(404);
    expect((await save({ id: missing, skuId: box, count: 1 })).status).toBe(404);
    expect((await save({ skuId: box, count: 1, warehouseId: missing, isSubmit: true })).status).toBe(404);
    const mine = (await list('MaxResultCount=1')).items[0];
    expect((await api('GET', `${base}/${mine?.id}`, otherAdmin)).status).toBe(404);
    expect((await api('POST', `${base}/${mine?.id}/finish`, otherAdmin)).status).toBe(404);
    expect((await save({ skuId: box, count: 1 }, otherAdmin)).status).toBe(404);
    expect((await list('', otherAdmin)).totalCount).toBe(0);
    expect(await yieldCount()).toBe(orders);
  });
});

describe('list, idempotency and permissions', () => {
  it('shows the seeded demo orders of the gift box', async () => {
    const demo = await list('SKUName=FG-GIFTBOX');
    expect(demo.items.map((o) => [o.state, o.count]).sort()).toEqual([
      [0, 10],
      [2, 1],
    ]);
    const finished = demo.items.find((o) => o.state === 2);
    expect(finished?.outState).toBe(2);
    expect(finished?.totalCost).toBeGreaterThan(0);
    expect(finished?.stockItems).toEqual([]);
    const full = productionOrder.parse((await api('GET', `${base}/${finished?.id}`, admin)).body);
    expect(full.stockItems.map((s) => s.stockType).sort()).toEqual([0, 1, 1]);
  });

  it('filters by SKU, category, creator, state, discarded and time, with paging', async () => {
    const all = await list('IsNeedDiscard=true&MaxResultCount=100');
    expect(all.totalCount).toBeGreaterThan(3);
    expect((await list('SKUName=yc-box&MaxResultCount=100')).totalCount).toBe(
      all.items.filter((o) => o.state !== 3 && o.skuCode === 'YC-BOX').length,
    );
    expect((await list('SKUName=nothing-like-this')).totalCount).toBe(0);
    expect((await list(`AttributeId=${gifts}&MaxResultCount=100`)).totalCount).toBeGreaterThan(0);
    expect((await list(`AttributeId=${south}`)).totalCount).toBe(0);
    expect((await list('Creator=adm&MaxResultCount=100')).totalCount).toBe(
      all.items.filter((o) => o.state !== 3).length,
    );
    expect((await list('Creator=clerk')).totalCount).toBe(0);
    const finished = await list('State=Finish&MaxResultCount=100');
    expect(finished.items.every((o) => o.state === 2)).toBe(true);
    expect(finished.totalCount).toBeGreaterThan(0);
    expect((await list('State=2')).totalCount).toBe(finished.totalCount);
    expect((await list(`StartTime=${iso(Date.now() + day)}`)).totalCount).toBe(0);
    expect((await list(`EndTime=${iso(Date.now() - day)}`)).totalCount).toBe(0);
    const first = await list('IsNeedDiscard=true&MaxResultCount=2');
    const second = await list('IsNeedDiscard=true&MaxResultCount=2&SkipCount=2');
    expect(first.items).toHaveLength(2);
    expect(first.items.map((o) => o.id)).not.toContain(second.items[0]?.id);
    expect((await api('GET', `${base}?MaxResultCount=-1`, admin)).status).toBe(400);
    expect((await api('GET', base, '')).status).toBe(401);
  });

  it('answers a replayed Idempotency-Key with the first document', async () => {
    const orders = await yieldCount();
    const body = { skuId: box, count: 1, warehouseId: north, isSubmit: true };
    const headers = { 'idempotency-key': 'yield-once' };
    const first = await save(body, admin, headers);
    const second = await save(body, admin, headers);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(productionOrder.parse(second.body).id).toBe(productionOrder.parse(first.body).id);
    expect(await yieldCount()).toBe(orders + 1);
    expect((await save({ ...body, count: 2 }, admin, headers)).status).toBe(409);
  });

  it('checks the conditional permissions', async () => {
    const draft = await saved({ skuId: box, count: 1 }, clerk);
    expect((await api('DELETE', `${base}/${draft.id}`, clerk)).status).toBe(403);
    await server.db.tenant(demoId, (trx) =>
      trx
        .deleteFrom('permission_grants')
        .where('name', '=', 'Inventory.Yields.Submit')
        .where('provider_key', '=', 'clerk')
        .execute(),
    );
    const submit = await save({ id: draft.id, skuId: box, count: 1, isSubmit: true }, clerk);
    expect(submit.status).toBe(403);
    expect(productionOrder.parse((await api('GET', `${base}/${draft.id}`, clerk)).body).state).toBe(0);
    expect((await api('POST', `${base}/${draft.id}/discard`, clerk)).status).toBe(204);
  });
});

describe('Processing orders served by Produce warehouse invoices', () => {
  async function produce(stockType: 'In' | 'Out', items: Record<string, unknown>[]) {
    return api<ErrorBody>('POST', '/api/app/warehouse-invoice/save', admin, {
      warehouseId: north,
      stockType,
      type: 'Produce',
      isSubmit: true,
      items,
    });
  }
  const reread = async (id: string) => productionOrder.parse((await api('GET', `${base}/${id}`, admin)).body);

  it('moves materials out and the product in, tracking outState and auto-finishing', async () => {
    const order = await saved({ skuId: box, count: 2, isSubmit: true });
    const [ribbonLine, candyLine] = order.items;
    expect([order.state, order.outState, ribbonLine?.count, candyLine?.count]).toEqual([1, 0, 2, 4]);

    const first = await produce('Out', [
      { skuId: ribbon, count: 2, itemId: ribbonLine?.itemId },
      { skuId: candy, count: 1, itemId: candyLine?.itemId },
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    let now = await reread(order.id);
    expect([now.state, now.outState, now.totalCost]).toEqual([1, 1, 2.65]);
    expect(now.items.map((i) => [i.outStockCount, i.rate])).toEqual([
      [2, 1],
      [1, 0.25],
    ]);
    const discard = await api<ErrorBody>('POST', `${base}/${order.id}/discard`, admin);
    expect(discard.status).toBe(403);

    const movements = await countRows(server.db, demoId, 'stock_movements');
    const over = await produce('Out', [{ skuId: candy, count: 4, itemId: candyLine?.itemId }]);
    expect(over.status).toBe(403);
    expect(over.body.error.code).toBe('Inventory:OverReceipt');
    const wrongSku = await produce('Out', [{ skuId: ribbon, count: 1, itemId: candyLine?.itemId }]);
    expect(wrongSku.status).toBe(400);
    expect(await countRows(server.db, demoId, 'stock_movements')).toBe(movements);

    expect((await produce('Out', [{ skuId: candy, count: 3, itemId: candyLine?.itemId }])).status).toBe(200);
    now = await reread(order.id);
    expect([now.outState, now.totalCost]).toEqual([2, 6.4]);

    expect((await produce('In', [{ skuId: box, count: 1, itemId: order.id }])).status).toBe(200);
    now = await reread(order.id);
    expect([now.state, now.inCount, now.rate]).toEqual([1, 1, 0.5]);
    expect((await produce('In', [{ skuId: box, count: 1, itemId: order.id }])).status).toBe(200);
    now = await reread(order.id);
    expect([now.state, now.inCount, now.rate]).toEqual([2, 2, 1]);
    expect(now.stockItems.filter((s) => s.stockType === 0).map((s) => [s.skuCode, s.count])).toEqual([
      ['YC-BOX', 1],
      ['YC-BOX', 1],
    ]);
    expect(now.stockItems.filter((s) => s.stockType === 1).reduce((sum, s) => sum + s.count, 0)).toBe(6);

    const boxes = pagedResult(stockSummary).parse(
      (await api('GET', `/api/app/stock?SKUName=YC-BOX&IsNeedBatch=true`, admin)).body,
    );
    expect(new Set(boxes.items[0]?.items.map((b) => b.cost))).toEqual(new Set([3.2]));

    const late = await produce('In', [{ skuId: box, count: 1, itemId: order.id }]);
    expect(late.status).toBe(403);
    expect(late.body.error.code).toBe('Inventory:InvalidStateTransition');
  });
});
