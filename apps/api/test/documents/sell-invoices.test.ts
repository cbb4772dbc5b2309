import { pagedResult, sellInvoice, sellLine, type SellInvoice } from '@inventory/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword, setFeature, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  insertCategory,
  insertSku,
  insertWarehouse,
  ledgerMismatches,
  quantities,
} from '../stock/fixtures.ts';
import { figureMismatches } from '../stock/figure-fixtures.ts';
import { documentCounts } from './document-fixtures.ts';

let server: TestApp;
let demoId: string;
let admin: string;
let clerk: string;
let otherAdmin: string;
let shop: string;
let milk: string;
let honey: string;
let dairy: string;

const base = '/api/app/sell-invoice';
const page = pagedResult(sellInvoice);
const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const api = <T = unknown>(
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
  headers?: Record<string, string>,
) => call<T & ErrorBody>(server.baseUrl, method, path, { token, body, headers });

async function stockIn(items: Record<string, unknown>[]): Promise<void> {
  const response = await api('POST', '/api/app/warehouse-invoice/save', admin, {
    warehouseId: shop,
    stockType: 'In',
    isSubmit: true,
    items,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

beforeAll(async () => {
  server = await startTestApp();
  demoId = await tenantId(server.db, 'demo');
  await createTenantWithAdmin(server.db, 'acme-so');
  shop = await insertWarehouse(server.db, demoId, 'SO shop');
  dairy = await insertCategory(server.db, demoId, 'SO dairy', 'SO1');
  milk = await insertSku(server.db, demoId, {
    code: 'SO-MILK',
    name: 'SO Milk',
    cost: '1.0000',
    attributeId: dairy,
  });
  honey = await insertSku(server.db, demoId, { code: 'SO-HONEY', name: 'SO Honey', cost: '4.0000' });
  const sign = (tenant: string, username: string) =>
    signIn(server.baseUrl, { tenant, username, password: demoPassword }).then((t) => t.accessToken);
  [admin, clerk, otherAdmin] = await Promise.all([
    sign('demo', 'admin'),
    sign('demo', 'clerk'),
    sign('acme-so', 'admin'),
  ]);
  await stockIn([
    // Expired yesterday: FEFO must skip it.
    {
      skuId: milk,
      count: 5,
      batchNumber: 'M-EXPIRED',
      parturitionTime: iso(Date.now() - 10 * day),
      expirationDay: 5,
    },
    {
      skuId: milk,
      count: 3,
      batchNumber: 'M-SOON',
      parturitionTime: iso(Date.now() - day),
      expirationDay: 10,
    },
    {
      skuId: milk,
      count: 10,
      batchNumber: 'M-LATE',
      parturitionTime: iso(Date.now() - day),
      expirationDay: 60,
    },
    { skuId: honey, count: 2, batchNumber: 'H-1' },
  ]);
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  // business-rules §1: balance = Σ ledger, after every step.
  expect(await ledgerMismatches(server.db, demoId)).toEqual([]);
  expect(await figureMismatches(server.db, demoId)).toEqual([]);
});

/** Saves (204, no body) and finds the document through the list, newest first. */
async function save(body: Record<string, unknown>, token = admin): Promise<SellInvoice> {
  const response = await api('POST', `${base}/save`, token, body);
  expect(response.status, JSON.stringify(response.body)).toBe(204);
  expect(response.body).toBeNull();
  const id = body.id as string | undefined;
  if (id) return get(id);
  const list = page.parse((await api('GET', `${base}?MaxResultCount=1&IsNeedDiscard=true`, admin)).body);
  const newest = list.items[0];
  if (!newest) throw new Error('no sell invoice listed');
  return newest;
}

async function get(id: string): Promise<SellInvoice> {
  const response = await api('GET', `${base}/${id}`, admin);
  expect(response.status).toBe(200);
  return sellInvoice.parse(response.body);
}

describe('sell save', () => {
  it('saves a Draft with server totals (client totals ignored) and a SO number', async () => {
    const draft = await save({
      totalPrice: 999,
      totalCost: 999,
      discountsPrice: 1.5,
      marketingChannel: 'Shop',
      items: [
        { skuId: milk, count: 2, price: 3.25 },
        { skuId: honey, count: 1, price: 10 },
      ],
    });
    expect(draft.number).toMatch(/^SO-\d{8}-\d{4}$/);
    expect(draft.state).toBe(0);
    expect(draft.totalPrice).toBe(15);
    expect(draft.discountsPrice).toBe(1.5);
    expect(draft.totalCost).toBe(0);
    expect(draft.content).toBe('SO Milk ×2, SO Honey ×1');
    expect(draft.items[0]).toMatchObject({
      skuName: 'SO Milk',
      outCount: 0,
      rate: 0,
      marketingChannel: 'Shop',
    });
  });

  it('refuses a discount above the lines (403 Inventory:DiscountOutOfRange) and a negative one (400)', async () => {
    const before = await documentCounts(server.db, demoId);
    const over = await api('POST', `${base}/save`, admin, {
      discountsPrice: 50,
      items: [{ skuId: milk, count: 1, price: 3 }],
    });
    expect(over.status).toBe(403);
    expect(over.body.error.code).toBe('Inventory:DiscountOutOfRange');
    expect(over.body.error.data).toMatchObject({ total: '3.00' });
    const negative = await api('POST', `${base}/save`, admin, { discountsPrice: -1, items: [] });
    expect(negative.status).toBe(400);
    expect(negative.body.error.validationErrors?.[0]?.members).toEqual(['discountsPrice']);
    const noWarehouse = await api('POST', `${base}/save`, admin, {
      isSubmit: true,
      isCreateOutStockInvoice: true,
      items: [],
    });
    expect(noWarehouse.status).toBe(400);
    expect(await documentCounts(server.db, demoId)).toEqual(before);
  });

  it('answers 401, 403 without permission or feature, 404 for unknown ids', async () => {
    expect((await api('POST', `${base}/save`, undefined, { items: [] })).status).toBe(401);
    const unknown = '0193a1b2-0000-7000-8000-00000000beef';
    expect((await api('GET', `${base}/${unknown}`, admin)).status).toBe(404);
    expect((await api('POST', `${base}/save`, admin, { id: unknown, items: [] })).status).toBe(404);
    expect((await api('POST', `${base}/save`, admin, { warehouseId: unknown, items: [] })).status).toBe(404);
    await setFeature(server.db, demoId, 'Inventory.Market', 'False');
    try {
      expect((await api('GET', base, admin)).status).toBe(403);
      expect((await api('POST', `${base}/save`, admin, { items: [] })).status).toBe(403);
    } finally {
      await setFeature(server.db, demoId, 'Inventory.Market', 'True');
    }
  });

  it('replays an Idempotency-Key: the same key twice makes one document', async () => {
    const before = await documentCounts(server.db, demoId);
    const headers = { 'idempotency-key': 'so-key-1' };
    const body = { items: [{ skuId: honey, count: 1, price: 9 }] };
    expect((await api('POST', `${base}/save`, admin, body, headers)).status).toBe(204);
    expect((await api('POST', `${base}/save`, admin, body, headers)).status).toBe(204);
    expect((await documentCounts(server.db, demoId)).sell_invoices).toBe(before.sell_invoices + 1);
  });
});

describe('sell with immediate delivery', () => {
  it('takes FEFO (skipping the expired batch), costs from the batches and finishes', async () => {
    const doc = await save({
      isSubmit: true,
      isCreateOutStockInvoice: true,
      warehouseId: shop,
      items: [{ skuId: milk, count: 4, price: 3 }],
    });
    expect(doc.state).toBe(2);
    expect(doc.items[0]).toMatchObject({
      outCount: 4,
      rate: 1,
      sellBatchNumber: 'M-SOON, M-LATE',
      warehouseName: 'SO shop',
    });
    expect(doc.totalCost).toBe(4);
    expect(doc.totalPrice).toBe(12);
    expect(doc.stockItems.map((s) => [s.batchNumber, s.count, s.stockType])).toEqual([
      ['M-SOON', 3, 1],
      ['M-LATE', 1, 1],
    ]);
    expect(await quantities(server.db, demoId, milk, shop)).toEqual({
      'M-EXPIRED': 5,
      'M-SOON': 0,
      'M-LATE': 9,
    });
  });

  it('honours a named batch', async () => {
    const doc = await save({
      isSubmit: true,
      isCreateOutStockInvoice: true,
      warehouseId: shop,
      items: [{ skuId: honey, count: 1, price: 10, batchNumber: 'H-1' }],
    });
    expect(doc.state).toBe(2);
    expect(doc.items[0]?.sellBatchNumber).toBe('H-1');
    expect(doc.totalCost).toBe(4);
  });

  it('refuses a shortage naming every short line, writing nothing', async () => {
    const before = await documentCounts(server.db, demoId);
    const response = await api('POST', `${base}/save`, admin, {
      isSubmit: true,
      isCreateOutStockInvoice: true,
      warehouseId: shop,
      items: [
        { skuId: milk, count: 50, price: 1 },
        { skuId: honey, count: 5, price: 1 },
      ],
    });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('Inventory:StockShortage');
    const shortages = (response.body.error.data?.shortages ?? []) as { sku: string }[];
    expect(shortages.map((s) => s.sku).sort()).toEqual(['SO Honey', 'SO Milk']);
    expect(await documentCounts(server.db, demoId)).toEqual(before);
    const named = await api('POST', `${base}/save`, admin, {
      isSubmit: true,
      isCreateOutStockInvoice: true,
      warehouseId: shop,
      items: [{ skuId: milk, count: 1, price: 1, batchNumber: 'M-EXPIRED' }],
    });
    expect(named.status).toBe(403);
    expect(await documentCounts(server.db, demoId)).toEqual(before);
  });
});

describe('sell, then deliver by warehouse invoices', () => {
  it('tracks deliveries by warehouse Out naming the line and finishes when complete', async () => {
    const doc = await save({ isSubmit: true, items: [{ skuId: milk, count: 2, price: 3 }] }, clerk);
    expect(doc.state).toBe(1);
    const itemId = doc.items[0]?.itemId;
    const out = (count: number) =>
      api('POST', '/api/app/warehouse-invoice/save', admin, {
        warehouseId: shop,
        stockType: 'Out',
        type: 'Sale',
        isSubmit: true,
        items: [{ itemId, skuId: milk, count }],
      });
    expect((await out(1)).status).toBe(200);
    const half = await get(doc.id);
    expect(half.items[0]).toMatchObject({ outCount: 1, rate: 0.5 });
    expect(half.totalCost).toBe(1);
    expect((await api('POST', `${base}/${doc.id}/discard`, admin)).status).toBe(403);
    const over = await out(2);
    expect(over.status).toBe(403);
    expect(over.body.error.code).toBe('Inventory:OverReceipt');
    expect((await out(1)).status).toBe(200);
    const done = await get(doc.id);
    expect(done.state).toBe(2);
    expect(done.stockItems).toHaveLength(2);
  });
});

describe('life cycle', () => {
  it('discards, deletes, finishes and sets remarks per state', async () => {
    const draft = await save({ items: [{ skuId: milk, count: 1, price: 1 }] });
    expect((await api('POST', `${base}/${draft.id}/discard`, admin)).status).toBe(204);
    expect((await api('DELETE', `${base}/${draft.id}`, clerk)).status).toBe(403);
    expect((await api('DELETE', `${base}/${draft.id}`, admin)).status).toBe(204);
    expect((await api('GET', `${base}/${draft.id}`, admin)).status).toBe(404);
    const open = await save({ isSubmit: true, items: [{ skuId: milk, count: 1, price: 1 }] });
    const refused = await api('DELETE', `${base}/${open.id}`, admin);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('Inventory:InvalidStateTransition');
    expect((await api('POST', `${base}/${open.id}/finish?remarks=paid`, admin)).status).toBe(204);
    const finished = await get(open.id);
    expect(finished).toMatchObject({ state: 2, remarks: 'paid' });
    expect((await api('POST', `${base}/${open.id}/discard`, admin)).status).toBe(403);
    expect((await api('POST', `${base}/set-remarks`, admin, { id: open.id, remarks: 'later' })).status).toBe(
      204,
    );
    expect((await get(open.id)).remarks).toBe('later');
    const stale = await save({ items: [{ skuId: milk, count: 1, price: 1 }] });
    await save({ id: stale.id, concurrencyStamp: stale.concurrencyStamp, items: [] });
    const conflict = await api('POST', `${base}/save`, admin, {
      id: stale.id,
      concurrencyStamp: stale.concurrencyStamp,
      items: [],
    });
    expect(conflict.status).toBe(409);
  });

  it('answers 404 for another tenant', async () => {
    const doc = await save({ items: [{ skuId: milk, count: 1, price: 1 }] });
    expect((await api('GET', `${base}/${doc.id}`, otherAdmin)).status).toBe(404);
    expect((await api('POST', `${base}/${doc.id}/finish`, otherAdmin)).status).toBe(404);
    expect((await api('DELETE', `${base}/${doc.id}`, otherAdmin)).status).toBe(404);
    expect((await api('POST', `${base}/set-remarks`, otherAdmin, { id: doc.id })).status).toBe(404);
  });
});

describe('lists', () => {
  it('filters documents and pages', async () => {
    const online = await save(
      { marketingChannel: 'Kiosk SO', remarks: 'gift wrap', items: [{ skuId: honey, count: 1, price: 1 }] },
      clerk,
    );
    const ids = async (query: string) =>
      page
        .parse((await api('GET', `${base}?MaxResultCount=100&${query}`, admin)).body)
        .items.map((p) => p.id);
    expect(await ids('MarketingChannel=kiosk%20so')).toEqual([online.id]);
    expect(await ids('SearchKey=gift')).toEqual([online.id]);
    expect(await ids(`SearchKey=${online.number}`)).toEqual([online.id]);
    expect(await ids('Creator=clerk')).toContain(online.id);
    expect(await ids('Creator=nobody')).toEqual([]);
    expect(await ids(`AttributeId=${dairy}`)).not.toContain(online.id);
    expect((await ids(`AttributeId=${dairy}`)).length).toBeGreaterThan(0);
    expect(await ids('State=Draft')).toContain(online.id);
    expect(await ids('State=Processing')).not.toContain(online.id);
    expect(await ids(`StartTime=${iso(Date.now() + day)}`)).toEqual([]);
    expect(await ids(`EndTime=${iso(Date.now() + day)}`)).toContain(online.id);
    const visible = await ids('');
    expect((await ids('IsNeedDiscard=true')).length).toBeGreaterThanOrEqual(visible.length);
    const paged = page.parse((await api('GET', `${base}?MaxResultCount=2&SkipCount=1`, admin)).body);
    expect(paged.items).toHaveLength(2);
    expect(paged.totalCount).toBe(visible.length);
    expect((await api('GET', `${base}?SkipCount=-1`, admin)).status).toBe(400);
  });

  it('lists lines with SearchKey and State', async () => {
    const lines = pagedResult(sellLine);
    const list = async (query: string) =>
      lines.parse((await api('GET', `${base}/item-list?MaxResultCount=100&${query}`, admin)).body);
    const honeyLines = await list('SearchKey=so-honey');
    expect(honeyLines.items.length).toBeGreaterThan(0);
    expect(honeyLines.items.every((l) => l.skuId === honey)).toBe(true);
    const finished = await list('State=Finish');
    expect(finished.items.some((l) => l.sellBatchNumber === 'M-SOON, M-LATE' && l.cost === 4)).toBe(true);
    expect((await api('GET', `${base}/item-list`, undefined)).status).toBe(401);
  });
});
