import { dashboard } from '@inventory/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertComponents, insertSku, insertWarehouse, ledgerMismatches } from '../stock/fixtures.ts';
import {
  figureMismatches,
  maintainedAndDirectFigures,
  maintainedAndDirectSales,
} from '../stock/figure-fixtures.ts';
import { directFigures } from './dashboard-direct.ts';

// ADR 031: the dashboard's stock figures are rows maintained with the writes. After every kind of stock change —
// purchase received, sale delivered, move, write-off, production, discard, delete, concurrent submits, a change of
// the tenant's zone — they must equal a direct computation from the balances (figure-fixtures.ts), and the
// dashboard must still equal dashboard-direct.ts. The sales trend's rows (per ISO week and per week and SKU) are
// compared the same way after every sale change: submit with or without delivery, a later delivery, a discount, a
// sale time in another week, a discard, concurrent submits, the zone change.

const DAY = 86_400_000;
let server: TestApp;
let tenant: string;
let admin: string;
let front: string;
let back: string;
let flour: string;
let sugar: string;
let kit: string;
let supplier: string;
let settings = { timeZone: 'Asia/Shanghai', nearExpiryDays: 20 };

const api = <T = unknown>(method: string, url: string, body?: unknown) =>
  call<T & ErrorBody>(server.baseUrl, method, url, { token: admin, body });

async function ok<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await api<T>(method, url, body);
  expect(response.status, `${method} ${url}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  return response.body;
}

const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** An instant late in the evening UTC: its date in Shanghai is the next day, in Los Angeles the same day. */
const eveningUtc = (daysAgo: number) => {
  const date = new Date(Date.now() - daysAgo * DAY);
  date.setUTCHours(20, 0, 0, 0);
  return date.toISOString();
};

/** 20:00 UTC on the Sunday `weeksAgo` weeks back: Monday in Shanghai, still Sunday in Los Angeles. */
const sundayEveningUtc = (weeksAgo: number) => {
  const date = new Date(Date.now() - weeksAgo * 7 * DAY);
  date.setUTCDate(date.getUTCDate() - date.getUTCDay());
  date.setUTCHours(20, 0, 0, 0);
  return date.toISOString();
};

/** Saves a sale and answers it as the server holds it (the save answers nothing; the newest sale is it). */
async function saveSale(body: Record<string, unknown>) {
  await ok('POST', '/api/app/sell-invoice/save', body);
  const list = await ok<{ items: { id: string }[] }>(
    'GET',
    '/api/app/sell-invoice?MaxResultCount=1&IsNeedDiscard=true',
  );
  const id = list.items[0]?.id;
  return ok<{ id: string; items: { itemId: string }[] }>('GET', `/api/app/sell-invoice/${id}`);
}

const sell = (warehouseId: string, items: unknown[]) =>
  ok('POST', '/api/app/sell-invoice/save', {
    isSubmit: true,
    isCreateOutStockInvoice: true,
    warehouseId,
    items,
  });

const warehouseInvoice = (body: Record<string, unknown>) =>
  ok('POST', '/api/app/warehouse-invoice/save', { isSubmit: true, ...body });

async function dashboardAgrees() {
  const response = await api('GET', '/api/app/dashboard');
  expect(response.status).toBe(200);
  const answer = dashboard.parse(response.body);
  const direct = await directFigures(server.db, tenant, settings, new Date());
  const sorted = answer.stockValue && {
    ...answer.stockValue,
    warehouses: [...answer.stockValue.warehouses].sort((a, b) => a.warehouseId.localeCompare(b.warehouseId)),
  };
  expect(sorted).toEqual(direct.stockValue);
  expect(answer.expiryRisk).toEqual(direct.expiryRisk);
  expect(answer.lowStock).toEqual(direct.lowStock);
  expect(answer.salesTrend).toEqual(direct.salesTrend);
}

beforeAll(async () => {
  server = await startTestApp();
  tenant = await createTenantWithAdmin(server.db, 'figures-shop');
  admin = (
    await signIn(server.baseUrl, { tenant: 'figures-shop', username: 'admin', password: demoPassword })
  ).accessToken;
  await ok('PUT', '/api/app/settings', {
    nearExpiryThresholdDays: settings.nearExpiryDays,
    timeZone: settings.timeZone,
    defaultLanguage: 'en',
  });
  front = await insertWarehouse(server.db, tenant, 'MF front');
  back = await insertWarehouse(server.db, tenant, 'MF back');
  flour = await insertSku(server.db, tenant, { code: 'MF-FLOUR', name: 'Flour', cost: '0.3333' });
  sugar = await insertSku(server.db, tenant, { code: 'MF-SUGAR', name: 'Sugar', cost: '1.0050' });
  kit = await insertSku(server.db, tenant, { code: 'MF-KIT', name: 'Baking kit', cost: '5.0000' });
  await insertComponents(server.db, tenant, kit, [
    { skuId: flour, number: '2' },
    { skuId: sugar, number: '1' },
  ]);
  supplier = (await ok<{ id: string }>('POST', '/api/app/supplier', { name: 'MF Mill' })).id;
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  expect(await ledgerMismatches(server.db, tenant)).toEqual([]);
  expect(await figureMismatches(server.db, tenant)).toEqual([]);
  await dashboardAgrees();
});

describe('the maintained stock figures (ADR 031) equal a direct computation after every stock change', () => {
  it('receives purchases: a row per warehouse and expiration date, undated stock under infinity', async () => {
    await ok('POST', '/api/app/purchase-invoice/save', {
      supplierId: supplier,
      isSubmit: true,
      isCreateStockInvoice: true,
      warehouseId: front,
      items: [
        { skuId: flour, count: 100.5, price: 1.2345, parturitionTime: eveningUtc(40), expirationDay: 50 },
        { skuId: flour, count: 33.333, price: 0.3333, parturitionTime: ago(30), expirationDay: 25 },
        { skuId: sugar, count: 12, price: 2.5, parturitionTime: eveningUtc(10), expirationDay: 15 },
        { skuId: sugar, count: 7.777, price: 0.1115 },
      ],
    });
    const { maintained } = await maintainedAndDirectFigures(server.db, tenant);
    expect(Object.keys(maintained.days)).toHaveLength(4);
    expect(Object.keys(maintained.days).filter((k) => k.endsWith('/infinity'))).toEqual([
      `${front}/infinity`,
    ]);
    // 100.5 × 1.2345 = 124.06725 → 124.07 (each balance rounded to the cent, as batchCost).
    expect(Object.values(maintained.days)).toContain('100.5 @ 124.07');
  });

  it('delivers sales FEFO, one of them taking a batch to zero', async () => {
    await sell(front, [{ skuId: flour, count: 40, price: 3 }]);
    await sell(front, [{ skuId: sugar, count: 12, price: 5 }]);
  });

  it('moves stock to another warehouse and writes off an expired batch', async () => {
    await warehouseInvoice({
      warehouseId: front,
      moveToWarehouseId: back,
      stockType: 'Move',
      items: [
        { skuId: flour, count: 50 },
        { skuId: sugar, count: 5 },
      ],
    });
    await warehouseInvoice({
      warehouseId: back,
      stockType: 'In',
      items: [{ skuId: sugar, count: 4, batchNumber: 'MF-OLD', parturitionTime: ago(90), expirationDay: 30 }],
    });
    await warehouseInvoice({
      warehouseId: back,
      stockType: 'Out',
      type: 'Other',
      items: [{ skuId: sugar, count: 1.5, batchNumber: 'MF-OLD' }],
    });
  });

  it('produces a kit: materials out, the product batch in at their cost', async () => {
    await ok('POST', '/api/app/yield/save', { skuId: kit, count: 3, warehouseId: back, isSubmit: true });
  });

  it('changes nothing on a discard or a delete, and removes emptied stock rows', async () => {
    const open = await ok<{ id: string }>('POST', '/api/app/yield/save', {
      skuId: kit,
      count: 1,
      isSubmit: true,
    });
    expect((await api('POST', `/api/app/yield/${open.id}/discard`)).status).toBe(204);
    const draft = await ok<{ id: string }>('POST', '/api/app/yield/save', { skuId: kit, count: 1 });
    expect((await api('DELETE', `/api/app/yield/${draft.id}`)).status).toBe(204);
    await warehouseInvoice({
      warehouseId: back,
      stockType: 'Out',
      type: 'Other',
      items: [{ skuId: sugar, count: 2.5, batchNumber: 'MF-OLD' }],
    });
    expect((await api('DELETE', `/api/app/stock?skuId=${sugar}&warehouseId=${back}`)).status).toBe(403);
  });

  it('adds concurrent submits up exactly, the refused ones adding nothing', async () => {
    await warehouseInvoice({
      warehouseId: front,
      stockType: 'In',
      items: [1, 2, 3].map((i) => ({
        skuId: sugar,
        count: 5,
        batchNumber: `MF-C${i}`,
        parturitionTime: eveningUtc(i),
        expirationDay: 60 + i,
      })),
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api('POST', '/api/app/sell-invoice/save', {
          isSubmit: true,
          isCreateOutStockInvoice: true,
          warehouseId: front,
          items: [
            { skuId: sugar, count: 2.5, price: 4 },
            { skuId: flour, count: 1.25, price: 2 },
          ],
        }),
      ),
    );
    // Front holds 2.777 undated sugar + 15 new: seven sales of 2.5 fit, the other three are refused.
    expect(answers.filter((a) => a.status === 204)).toHaveLength(7);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(3);
  });

  it('counts a sale submitted undelivered (discount, an earlier sale time), then its cost as it is delivered', async () => {
    await warehouseInvoice({
      warehouseId: front,
      stockType: 'In',
      items: [flour, sugar].map((skuId) => ({
        skuId,
        count: 10,
        batchNumber: 'MF-T1',
        parturitionTime: ago(2),
        expirationDay: 100,
      })),
    });
    const sale = await saveSale({
      isSubmit: true,
      sellTime: sundayEveningUtc(3),
      discountsPrice: 1.35,
      items: [
        { skuId: flour, count: 2.333, price: 1.115, warehouseId: front },
        { skuId: sugar, count: 1, price: 9.99, warehouseId: front },
        { skuId: flour, count: 1, price: 0.005, warehouseId: front },
      ],
    });
    const [first, second] = sale.items;
    await warehouseInvoice({
      warehouseId: front,
      stockType: 'Out',
      type: 'Sale',
      items: [{ itemId: first?.itemId, skuId: flour, count: 1 }],
    });
    await warehouseInvoice({
      warehouseId: front,
      stockType: 'Out',
      type: 'Sale',
      items: [
        { itemId: first?.itemId, skuId: flour, count: 1.333 },
        { itemId: second?.itemId, skuId: sugar, count: 1 },
      ],
    });
    const { maintained } = await maintainedAndDirectSales(server.db, tenant);
    expect(Object.keys(maintained.weeks).length).toBeGreaterThanOrEqual(2);
  });

  it('takes a discarded sale out of its week, and counts nothing for drafts', async () => {
    const open = await saveSale({
      isSubmit: true,
      sellTime: sundayEveningUtc(1),
      items: [{ skuId: kit, count: 3, price: 12.5 }],
    });
    const before = await maintainedAndDirectSales(server.db, tenant);
    expect(Object.keys(before.maintained.skus).some((k) => k.endsWith(`/${kit}`))).toBe(true);
    expect((await api('POST', `/api/app/sell-invoice/${open.id}/discard`)).status).toBe(204);
    await ok('POST', '/api/app/sell-invoice/save', { items: [{ skuId: kit, count: 1, price: 99 }] });
    const after = await maintainedAndDirectSales(server.db, tenant);
    expect(Object.keys(after.maintained.skus).some((k) => k.endsWith(`/${kit}`))).toBe(false);
  });

  it('dates every row again in the new zone when the tenant changes its zone', async () => {
    const weeksBefore = Object.keys((await maintainedAndDirectSales(server.db, tenant)).maintained.weeks);
    const before = Object.keys((await maintainedAndDirectFigures(server.db, tenant)).maintained.days);
    settings = { timeZone: 'America/Los_Angeles', nearExpiryDays: 20 };
    await ok('PUT', '/api/app/settings', {
      nearExpiryThresholdDays: settings.nearExpiryDays,
      timeZone: settings.timeZone,
      defaultLanguage: 'en',
    });
    const after = Object.keys((await maintainedAndDirectFigures(server.db, tenant)).maintained.days);
    expect(after).not.toEqual(before);
    // The sale sold on a Sunday evening UTC was Monday in Shanghai: in Los Angeles it is the week before.
    const weeksAfter = Object.keys((await maintainedAndDirectSales(server.db, tenant)).maintained.weeks);
    expect(weeksAfter).not.toEqual(weeksBefore);
    await sell(front, [{ skuId: flour, count: 1, price: 4 }]);
  });
});
