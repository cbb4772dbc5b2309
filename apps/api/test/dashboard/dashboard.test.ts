import { dashboard, type Dashboard } from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword, setFeature, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { directFigures } from './dashboard-direct.ts';

// Issue 17 / ADR 030: GET /api/app/dashboard against the real server. Data goes in through the API; every figure
// is then checked against a direct computation over the same rows (dashboard-direct.ts).

const DAY = 86_400_000;
const path = '/api/app/dashboard';
const settings = { timeZone: 'Asia/Shanghai', nearExpiryDays: 45 };

let server: TestApp;
let shopId: string;
let otherId: string;
let admin: string;
let otherAdmin: string;

const api = <T = unknown>(token: string | undefined, method: string, url: string, body?: unknown) =>
  call<T & ErrorBody>(server.baseUrl, method, url, { token, body });

async function ok<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const response = await api<T>(token, method, url, body);
  expect(response.status, `${method} ${url}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  return response.body;
}

async function read(token: string): Promise<Dashboard> {
  const response = await api(token, 'GET', path);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return dashboard.parse(response.body);
}

const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** A shop: two warehouses, four SKUs (three with reorder levels), purchases with batches of every expiry, sales. */
async function stockShop(token: string, prefix: string) {
  const warehouse = async (name: string) =>
    (await ok<{ id: string }>(token, 'POST', '/api/app/warehouse', { name: `${prefix} ${name}` })).id;
  const [front, back] = [await warehouse('Front'), await warehouse('Back')];
  const supplier = (await ok<{ id: string }>(token, 'POST', '/api/app/supplier', { name: `${prefix} Mill` }))
    .id;
  const sku = async (code: string, reorderLevel?: number | null) =>
    (
      await ok<{ id: string }>(token, 'POST', '/api/app/s-kU', {
        code: `${prefix}-${code}`,
        name: `${prefix} ${code}`,
        unit: 'kg',
        cost: 1,
        reorderLevel,
      })
    ).id;
  const flour = await sku('FLOUR', 500);
  const sugar = await sku('SUGAR', 30.5);
  const salt = await sku('SALT');
  const yeast = await sku('YEAST', 2);
  // Shelf lives put the batches expired, within 30, 60, 90 days, beyond, and without a date.
  const line = (
    skuId: string,
    count: number,
    price: number,
    produced: number | null,
    days: number | null,
  ) => ({
    skuId,
    count,
    price,
    ...(produced === null ? {} : { parturitionTime: ago(produced), expirationDay: days }),
  });
  const purchase = (warehouseId: string, items: unknown[]) =>
    ok(token, 'POST', '/api/app/purchase-invoice/save', {
      supplierId: supplier,
      isSubmit: true,
      isCreateStockInvoice: true,
      warehouseId,
      items,
    });
  await purchase(front, [
    line(flour, 120.5, 1.2345, 100, 95),
    line(flour, 33.333, 0.3333, 10, 30),
    line(sugar, 12, 2.5, 10, 55),
    line(salt, 7.777, 0.1115, null, null),
  ]);
  await purchase(back, [
    line(flour, 50, 1.005, 1, 80),
    line(sugar, 3, 2.2222, 2, 400),
    line(salt, 1, 9.9999, 5, 30),
  ]);
  // A draft purchase and an open (undelivered) one: open work.
  await ok(token, 'POST', '/api/app/purchase-invoice/save', {
    supplierId: supplier,
    items: [line(salt, 1, 1, null, null)],
  });
  await ok(token, 'POST', '/api/app/purchase-invoice/save', {
    supplierId: supplier,
    isSubmit: true,
    items: [line(salt, 2, 1, null, null)],
  });
  const sell = (body: Record<string, unknown>) => ok(token, 'POST', '/api/app/sell-invoice/save', body);
  // Delivered sales this week, three weeks ago and half a year ago (outside the trend), FEFO from Front.
  await sell({
    isSubmit: true,
    isCreateOutStockInvoice: true,
    warehouseId: front,
    sellTime: ago(0),
    discountsPrice: 1.5,
    items: [
      { skuId: flour, count: 20, price: 3.335 },
      { skuId: sugar, count: 2, price: 5 },
    ],
  });
  await sell({
    isSubmit: true,
    isCreateOutStockInvoice: true,
    warehouseId: back,
    sellTime: ago(21),
    items: [{ skuId: sugar, count: 1, price: 7.5 }],
  });
  await sell({
    isSubmit: true,
    isCreateOutStockInvoice: true,
    warehouseId: back,
    sellTime: ago(180),
    items: [{ skuId: flour, count: 5, price: 100 }],
  });
  // Submitted without delivery (revenue, no cost yet), and a draft (not a sale yet).
  await sell({ isSubmit: true, items: [{ skuId: salt, count: 1, price: 4 }] });
  await sell({ items: [{ skuId: yeast, count: 1, price: 4 }] });
  return { front, back, flour, sugar, salt, yeast };
}

let shop: Awaited<ReturnType<typeof stockShop>>;

beforeAll(async () => {
  server = await startTestApp();
  shopId = await createTenantWithAdmin(server.db, 'dash-shop');
  otherId = await createTenantWithAdmin(server.db, 'dash-other');
  const sign = async (tenant: string) =>
    (await signIn(server.baseUrl, { tenant, username: 'admin', password: demoPassword })).accessToken;
  admin = await sign('dash-shop');
  otherAdmin = await sign('dash-other');
  await ok(admin, 'PUT', '/api/app/settings', {
    nearExpiryThresholdDays: settings.nearExpiryDays,
    timeZone: settings.timeZone,
    defaultLanguage: 'en',
  });
  shop = await stockShop(admin, 'S');
  // The other tenant holds far more of everything: none of it may show in the shop's figures.
  await stockShop(otherAdmin, 'O');
  await stockShop(otherAdmin, 'P');
});
afterAll(async () => {
  await server?.close();
});

const byWarehouseId = (figures: Dashboard['stockValue']) =>
  figures && {
    ...figures,
    warehouses: [...figures.warehouses].sort((a, b) => a.warehouseId.localeCompare(b.warehouseId)),
  };

describe('GET /api/app/dashboard: each figure against a direct computation', () => {
  it('answers every section for the admin, each equal to the rows computed directly', async () => {
    const now = new Date();
    const answer = await read(admin);
    const direct = await directFigures(server.db, shopId, settings, now);
    expect(answer.timeZone).toBe(settings.timeZone);
    expect(byWarehouseId(answer.stockValue)).toEqual(direct.stockValue);
    expect(answer.expiryRisk).toEqual(direct.expiryRisk);
    expect(answer.lowStock).toEqual(direct.lowStock);
    expect(answer.openWork).toEqual(direct.openWork);
    expect(answer.salesTrend).toEqual(direct.salesTrend);
  });

  it('has figures worth checking: every bucket, a low SKU, weeks with sales and a margin ranking', async () => {
    const answer = await read(admin);
    expect(answer.stockValue?.warehouses.map((w) => w.warehouseId).sort()).toEqual(
      [shop.front, shop.back].sort(),
    );
    // Back after its sales: flour 45 × 1.005 = 45.225 → 45.23, sugar 2 × 2.2222 → 4.44, salt 1 × 9.9999 → 10.00.
    expect(answer.stockValue?.warehouses.find((w) => w.warehouseId === shop.back)?.value).toBe(59.67);
    const risk = answer.expiryRisk;
    expect(risk?.expired).toBeGreaterThan(0);
    expect(risk?.within30Days).toBeGreaterThan(0);
    expect(risk?.within60Days).toBeGreaterThan(risk?.within30Days ?? 0);
    expect(risk?.within90Days).toBeGreaterThan(risk?.within60Days ?? 0);
    expect(risk?.nearExpiryDays).toBe(45);
    expect(answer.lowStock?.items.map((i) => i.skuId)).toEqual([shop.yeast, shop.flour, shop.sugar]);
    expect(answer.lowStock?.items[0]).toMatchObject({ count: 0, reorderLevel: 2, unit: 'kg' });
    expect(answer.openWork).toEqual({
      drafts: { purchase: 1, sell: 1, production: 0, warehouse: 0 },
      purchasesNotReceived: 1,
      salesNotDelivered: 1,
      productionsInProgress: 0,
    });
    const weeks = answer.salesTrend?.weeks ?? [];
    expect(weeks).toHaveLength(12);
    // This week: flour 20 × 3.335 = 66.70, sugar 10.00, − 1.50 discount; and the undelivered salt sale's 4.00.
    expect(weeks[11]).toMatchObject({ sales: 2, revenue: 79.2 });
    expect(weeks.reduce((n, w) => n + w.sales, 0)).toBe(3);
    expect(answer.salesTrend?.topSkus.map((t) => t.skuId)).toEqual([shop.flour, shop.sugar, shop.salt]);
  });

  it('agrees with the direct computation on the seeded demo tenant too', async () => {
    const demoId = await tenantId(server.db, 'demo');
    const demoAdmin = (
      await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword })
    ).accessToken;
    const now = new Date();
    const answer = await read(demoAdmin);
    const direct = await directFigures(
      server.db,
      demoId,
      { timeZone: answer.timeZone, nearExpiryDays: answer.expiryRisk?.nearExpiryDays ?? 30 },
      now,
    );
    expect({ ...answer, timeZone: undefined, stockValue: byWarehouseId(answer.stockValue) }).toEqual({
      ...direct,
      timeZone: undefined,
    });
    expect(answer.stockValue?.total).toBeGreaterThan(0);
  });
});

describe('who sees which section', () => {
  /** A user of the shop holding exactly `permissions` through a role of their own, signed in for real. */
  async function userWith(name: string, permissions: string[]): Promise<string> {
    await ok(admin, 'POST', '/api/identity/roles', { name });
    await ok(admin, 'PUT', `/api/permission-management/permissions?providerName=R&providerKey=${name}`, {
      permissions: permissions.map((p) => ({ name: p, isGranted: true })),
    });
    await ok(admin, 'POST', '/api/identity/users', {
      userName: name,
      email: `${name}@dash.local`,
      password: demoPassword,
      roleNames: [name],
    });
    return (await signIn(server.baseUrl, { tenant: 'dash-shop', username: name, password: demoPassword }))
      .accessToken;
  }

  it('shows a seller the sales trend and their open sales only', async () => {
    const seller = await read(await userWith('seller', ['Inventory.SellInvoices']));
    const full = await read(admin);
    expect(seller.stockValue).toBeNull();
    expect(seller.expiryRisk).toBeNull();
    expect(seller.lowStock).toBeNull();
    expect(seller.salesTrend).toEqual(full.salesTrend);
    expect(seller.openWork).toEqual({
      drafts: { purchase: null, sell: 1, production: null, warehouse: null },
      purchasesNotReceived: null,
      salesNotDelivered: 1,
      productionsInProgress: null,
    });
  });

  it('shows a stock keeper the stock sections only', async () => {
    const keeper = await read(await userWith('keeper', ['Inventory.Stock']));
    const full = await read(admin);
    expect(keeper.stockValue).toEqual(full.stockValue);
    expect(keeper.expiryRisk).toEqual(full.expiryRisk);
    expect(keeper.lowStock).toEqual(full.lowStock);
    expect(keeper.openWork).toBeNull();
    expect(keeper.salesTrend).toBeNull();
  });

  it('answers a user without any of the permissions with every section null', async () => {
    const nobody = await read(await userWith('nobody', ['Inventory.Suppliers']));
    expect(nobody).toEqual({
      timeZone: settings.timeZone,
      stockValue: null,
      expiryRisk: null,
      lowStock: null,
      openWork: null,
      salesTrend: null,
    });
  });

  it('hides a section whose feature the tenant turned off, even from its admin', async () => {
    await setFeature(server.db, shopId, 'Inventory.Stock', 'False');
    await setFeature(server.db, shopId, 'Inventory.Market', 'False');
    try {
      const answer = await read(admin);
      expect(answer.stockValue).toBeNull();
      expect(answer.lowStock).toBeNull();
      expect(answer.salesTrend).toBeNull();
      expect(answer.openWork?.drafts).toEqual({ purchase: 1, sell: null, production: 0, warehouse: 0 });
    } finally {
      await setFeature(server.db, shopId, 'Inventory.Stock', 'True');
      await setFeature(server.db, shopId, 'Inventory.Market', 'True');
    }
  });

  it('refuses the anonymous caller (401) and the host (403)', async () => {
    expect((await api(undefined, 'GET', path)).status).toBe(401);
    const host = (await signIn(server.baseUrl, { username: 'admin', password: demoPassword })).accessToken;
    const refused = await api(host, 'GET', path);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('Abp:Forbidden');
  });

  it("never shows another tenant's stock, SKUs or sales", async () => {
    const mine = await read(admin);
    const theirs = await read(otherAdmin);
    expect(
      await directFigures(server.db, otherId, { timeZone: 'UTC', nearExpiryDays: 30 }, new Date()),
    ).toMatchObject({
      stockValue: byWarehouseId(theirs.stockValue),
    });
    const theirWarehouses = new Set(theirs.stockValue?.warehouses.map((w) => w.warehouseId));
    expect(mine.stockValue?.warehouses.some((w) => theirWarehouses.has(w.warehouseId))).toBe(false);
    const theirSkus = new Set([
      ...(theirs.lowStock?.items.map((i) => i.skuId) ?? []),
      ...(theirs.salesTrend?.topSkus.map((t) => t.skuId) ?? []),
    ]);
    expect(theirSkus.size).toBeGreaterThan(0);
    expect(mine.lowStock?.items.some((i) => theirSkus.has(i.skuId))).toBe(false);
    expect(mine.salesTrend?.topSkus.some((t) => theirSkus.has(t.skuId))).toBe(false);
    // Two shops' worth of the same stock: exactly twice the shop's, so nothing of the shop leaks the other way.
    expect(theirs.stockValue?.total).toBe(Math.round((mine.stockValue?.total ?? 0) * 2 * 100) / 100);
  });
});
