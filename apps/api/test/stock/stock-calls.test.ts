import {
  checkResult,
  pagedResult,
  stockInfo,
  stockProposal,
  stockSummary,
  warehouseInvoice,
} from '@inventory/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword, setFeature, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { holdsStock } from '../../src/modules/stock/balance.repository.ts';
import {
  insertCategory,
  insertComponents,
  insertSku,
  insertWarehouse,
  ledgerMismatches,
} from './fixtures.ts';
import { figureMismatches } from './figure-fixtures.ts';

let server: TestApp;
let demoId: string;
let admin: string;
let clerk: string;
let otherAdmin: string;
let north: string;
let south: string;
let oil: string;
let salt: string;
let kit: string;
let pantry: string;

const page = pagedResult(stockSummary);
const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const api = <T = unknown>(
  method: string,
  path: string,
  token: string,
  body?: unknown,
  headers?: Record<string, string>,
) => call<T>(server.baseUrl, method, path, { token, body, headers });

async function stockIn(warehouseId: string, items: Record<string, unknown>[]) {
  const response = await api('POST', '/api/app/warehouse-invoice/save', admin, {
    warehouseId,
    stockType: 'In',
    isSubmit: true,
    items,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

beforeAll(async () => {
  server = await startTestApp();
  demoId = await tenantId(server.db, 'demo');
  await createTenantWithAdmin(server.db, 'acme');
  north = await insertWarehouse(server.db, demoId, 'SC north');
  south = await insertWarehouse(server.db, demoId, 'SC south');
  pantry = await insertCategory(server.db, demoId, 'SC pantry', '09001');
  const spices = await insertCategory(server.db, demoId, 'SC spices', '09001.00001');
  oil = await insertSku(server.db, demoId, {
    code: 'SC-OIL',
    name: 'Olive oil',
    unit: 'l',
    cost: '4.0000',
    attributeId: pantry,
  });
  salt = await insertSku(server.db, demoId, {
    code: 'SC-SALT',
    name: 'Sea salt',
    cost: '0.5000',
    attributeId: spices,
  });
  kit = await insertSku(server.db, demoId, { code: 'SC-KIT', name: 'Dressing kit' });
  await insertComponents(server.db, demoId, kit, [
    { skuId: oil, number: '2' },
    { skuId: salt, number: '0.5' },
  ]);
  admin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
  clerk = (await signIn(server.baseUrl, { tenant: 'demo', username: 'clerk', password: demoPassword }))
    .accessToken;
  otherAdmin = (await signIn(server.baseUrl, { tenant: 'acme', username: 'admin', password: demoPassword }))
    .accessToken;
  const produced = iso(Date.now() - 40 * day);
  await stockIn(north, [
    { skuId: oil, count: 5, batchNumber: 'OIL-EXP', parturitionTime: produced, expirationDay: 10 },
    { skuId: oil, count: 6, batchNumber: 'OIL-NEAR', parturitionTime: produced, expirationDay: 50 },
    { skuId: oil, count: 4, batchNumber: 'OIL-OK', parturitionTime: produced, expirationDay: 400 },
    { skuId: salt, count: 3, batchNumber: 'SALT-1' },
  ]);
  await stockIn(south, [
    { skuId: oil, count: 2, batchNumber: 'OIL-OK', parturitionTime: produced, expirationDay: 400 },
  ]);
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  expect(await ledgerMismatches(server.db, demoId)).toEqual([]);
  expect(await figureMismatches(server.db, demoId)).toEqual([]);
});

async function list(query: string, token = admin) {
  const response = await api('GET', `/api/app/stock?${query}`, token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return page.parse(response.body);
}

describe('GET /stock', () => {
  it('shows the seeded demo stock', async () => {
    const flourRow = (await list('SKUName=RAW-FLOUR&IsNeedBatch=true')).items[0];
    expect(flourRow?.count).toBe(120);
    expect(flourRow?.items.map((b) => [b.batchNumber, b.count]).sort()).toEqual([
      ['FL-2026-01', 100],
      ['FL-2026-01', 20],
    ]);
    const states = pagedResult(warehouseInvoice)
      .parse(
        (await api('GET', '/api/app/warehouse-invoice?IsNeedDiscard=true&MaxResultCount=50', admin)).body,
      )
      .items.map((d) => d.state);
    expect(new Set(states)).toEqual(new Set([0, 2, 3]));
  });

  it('sums per SKU, per warehouse when filtered, with batches on demand', async () => {
    const all = await list('SKUName=SC-');
    expect(all.items.map((r) => [r.skuCode, r.count, r.items.length])).toEqual([
      ['SC-OIL', 17, 0],
      ['SC-SALT', 3, 0],
    ]);
    expect(all.items[0]?.expirationType).toBe(2);
    const south1 = await list(`WarehouseId=${south}&IsNeedBatch=true`);
    expect(south1.items.map((r) => [r.sku, r.count, r.warehouse])).toEqual([['Olive oil', 2, 'SC south']]);
    expect(south1.items[0]?.items.map((b) => [b.batchNumber, b.count, b.expirationType])).toEqual([
      ['OIL-OK', 2, 0],
    ]);
    const batches = await list('SKUName=olive&IsNeedBatch=true');
    expect(batches.items[0]?.items.map((b) => b.batchNumber)).toEqual([
      'OIL-EXP',
      'OIL-NEAR',
      'OIL-OK',
      'OIL-OK',
    ]);
  });

  it('filters by expiry status (DateType), category subtree and paging', async () => {
    const expired = await list('SKUName=SC-&DateType=Expired&IsNeedBatch=true');
    expect(expired.items.map((r) => [r.skuCode, r.count])).toEqual([['SC-OIL', 5]]);
    const near = await list('SKUName=SC-&DateType=1');
    expect(near.items.map((r) => [r.skuCode, r.count, r.expirationType])).toEqual([['SC-OIL', 6, 1]]);
    const normal = await list('SKUName=SC-&DateType=Normal');
    expect(normal.items.map((r) => [r.skuCode, r.count])).toEqual([
      ['SC-OIL', 6],
      ['SC-SALT', 3],
    ]);
    expect((await list(`AttributeId=${pantry}`)).items.map((r) => r.skuCode)).toEqual(['SC-OIL', 'SC-SALT']);
    const second = await list('SKUName=SC-&SkipCount=1&MaxResultCount=1');
    expect(second.totalCount).toBe(2);
    expect(second.items.map((r) => r.skuCode)).toEqual(['SC-SALT']);
    expect((await api('GET', '/api/app/stock?DateType=Rotten', admin)).status).toBe(400);
    expect((await list('', otherAdmin)).totalCount).toBe(0);
  });
});

describe('stock info, proposal and group check', () => {
  it('answers batches per warehouse', async () => {
    const info = stockInfo.parse((await api('GET', `/api/app/stock/info?skuId=${oil}`, clerk)).body);
    expect(info.map((w) => [w.name, w.count, w.items.length])).toEqual(
      expect.arrayContaining([
        ['SC north', 15, 3],
        ['SC south', 2, 1],
      ]),
    );
  });

  it('proposes FEFO batches for an Out, skipping expired stock', async () => {
    const response = await api('GET', `/api/app/stock/stock/${oil}?Count=7&WarehouseId=${north}`, admin);
    const proposal = stockProposal.parse(response.body);
    expect(proposal.items.map((i) => [i.batchNumber, i.count])).toEqual([
      ['OIL-NEAR', 6],
      ['OIL-OK', 1],
    ]);
    expect(proposal.maxCount).toBe(10);
    expect(proposal.errorStr).toBe('');
    const short = stockProposal.parse((await api('GET', `/api/app/stock/stock/${oil}?Count=20`, admin)).body);
    expect(short.errorStr).toContain('Olive oil');
  });

  it('checks a group SKU: needs, maxCount and one localized line per shortage', async () => {
    const ok = checkResult.parse(
      (await api('POST', `/api/app/stock/check-group-stock/${kit}?count=2`, admin)).body,
    );
    expect(ok.items.map((i) => [i.code, i.count])).toEqual([
      ['SC-OIL', 4],
      ['SC-SALT', 1],
    ]);
    // Unexpired oil 12 → 6 kits; salt 3 → 6 kits.
    expect(ok.maxCount).toBe(6);
    expect(ok.errorStr).toBe('');
    const short = await api(
      'POST',
      `/api/app/stock/check-group-stock/${kit}?count=7&warehouseId=${north}`,
      admin,
      undefined,
      {
        'accept-language': 'zh-Hans',
      },
    );
    const result = checkResult.parse(short.body);
    expect(result.maxCount).toBe(5);
    expect(result.errorStr?.split('\n')).toEqual([
      '子件“Olive oil”需要 14，可用数量只有 10',
      '子件“Sea salt”需要 3.5，可用数量只有 3',
    ]);
    const single = await api<ErrorBody>('POST', `/api/app/stock/check-group-stock/${oil}?count=1`, admin);
    expect(single.status).toBe(403);
    expect(single.body.error.code).toBe('Inventory:NotAGroupSku');
    expect((await api('POST', `/api/app/stock/check-group-stock/${kit}?count=1`, otherAdmin)).status).toBe(
      404,
    );
  });
});

describe('DELETE /stock', () => {
  it('removes zero rows only', async () => {
    const path = `/api/app/stock?skuId=${salt}&warehouseId=${north}`;
    const refused = await api<ErrorBody>('DELETE', path, admin);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('Inventory:StockNotZero');
    expect(refused.body.error.data).toMatchObject({ sku: 'Sea salt', count: 3 });
    const out = await api('POST', '/api/app/warehouse-invoice/save', admin, {
      warehouseId: north,
      stockType: 'Out',
      isSubmit: true,
      items: [{ skuId: salt, count: 3 }],
    });
    expect(out.status).toBe(200);
    // An empty row still lists its SKU (count 0, so it can be removed); stock info shows it on request only.
    const saltInNorth = `WarehouseId=${north}&SKUName=SC-SALT`;
    expect((await list(saltInNorth)).items.map((r) => [r.skuCode, r.count])).toEqual([['SC-SALT', 0]]);
    const info = async (query: string) =>
      stockInfo.parse(
        (await api('GET', `/api/app/stock/info?skuId=${salt}&warehouseId=${north}${query}`, admin)).body,
      );
    expect(await info('')).toEqual([]);
    expect((await info('&isNeedZero=true')).map((w) => [w.count, w.items.map((b) => b.count)])).toEqual([
      [0, [0]],
    ]);
    expect((await api('DELETE', path, clerk)).status).toBe(403);
    expect((await api('DELETE', path, admin)).status).toBe(204);
    expect((await api('DELETE', path, admin)).status).toBe(404);
    // Gone from the list with its rows (ADR 050: the list finds a warehouse's SKUs by their totals rows).
    expect((await list(saltInNorth)).totalCount).toBe(0);
    expect((await list('SKUName=SC-SALT')).totalCount).toBe(0);
    const holds = (owner: { skuId: string } | { warehouseId: string }) =>
      server.db.tenant(demoId, (trx) => holdsStock(trx, owner));
    expect(await holds({ skuId: salt })).toBe(false);
    expect(await holds({ skuId: oil })).toBe(true);
    expect(await holds({ warehouseId: south })).toBe(true);
  });

  it('is refused when the Stock feature is off', async () => {
    await setFeature(server.db, demoId, 'Inventory.Stock', 'False');
    try {
      expect((await api('GET', '/api/app/stock', admin)).status).toBe(403);
    } finally {
      await setFeature(server.db, demoId, 'Inventory.Stock', 'True');
    }
  });
});
