import { pagedResult, stockSummary } from '@inventory/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertSku, insertWarehouse, ledgerMismatches } from './fixtures.ts';
import { figureMismatches } from './figure-fixtures.ts';

// ADR 062: GET /stock's MaxBatchCount answers a row's first batches holding stock in FEFO order and moreBatches;
// without it the spec's answer, every batch row.

let server: TestApp;
let demoId: string;
let admin: string;
let otherAdmin: string;
let east: string;
let west: string;
/** Six batches in east: expiry order F1..F5 (F3a and F3b share a day), one undated (last), one emptied. */
let honey: string;
/** Exactly three held batches. */
let jam: string;

const page = pagedResult(stockSummary);
const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const api = <T = unknown>(method: string, path: string, token: string, body?: unknown, language?: string) =>
  call<T>(server.baseUrl, method, path, {
    token,
    body,
    headers: language ? { 'accept-language': language } : undefined,
  });

async function document(warehouseId: string, stockType: 'In' | 'Out', items: Record<string, unknown>[]) {
  const response = await api('POST', '/api/app/warehouse-invoice/save', admin, {
    warehouseId,
    stockType,
    isSubmit: true,
    items,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

beforeAll(async () => {
  server = await startTestApp();
  demoId = await tenantId(server.db, 'demo');
  await createTenantWithAdmin(server.db, 'bound-other');
  east = await insertWarehouse(server.db, demoId, 'MB east');
  west = await insertWarehouse(server.db, demoId, 'MB west');
  honey = await insertSku(server.db, demoId, { code: 'MB-HONEY', name: 'Bound honey', cost: '2.0000' });
  jam = await insertSku(server.db, demoId, { code: 'MB-JAM', name: 'Bound jam' });
  admin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
  otherAdmin = (
    await signIn(server.baseUrl, { tenant: 'bound-other', username: 'admin', password: demoPassword })
  ).accessToken;
  const produced = iso(Date.now() - 5 * day);
  const batch = (batchNumber: string, count: number, expirationDay?: number) => ({
    skuId: honey,
    count,
    batchNumber,
    parturitionTime: produced,
    ...(expirationDay === undefined ? {} : { expirationDay }),
  });
  // Received out of FEFO order, so that the answer's order is not the insertion order.
  await document(east, 'In', [
    batch('F5', 1, 90),
    batch('NONE', 1),
    batch('F3b', 1, 30),
    batch('F1', 1, 2),
    batch('EMPTY', 1, 1),
    batch('F3a', 1, 30),
    batch('F2', 1, 10),
  ]);
  await document(west, 'In', [batch('F4', 1, 60)]);
  await document(east, 'Out', [{ skuId: honey, count: 1, batchNumber: 'EMPTY' }]);
  await document(east, 'In', [
    { skuId: jam, count: 1, batchNumber: 'J1', expirationDay: 20 },
    { skuId: jam, count: 1, batchNumber: 'J2', expirationDay: 40 },
    { skuId: jam, count: 1, batchNumber: 'J3', expirationDay: 80 },
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
  const response = await api('GET', `/api/app/stock?SKUName=MB-&${query}`, token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return page.parse(response.body);
}
const batchesOf = (rows: Awaited<ReturnType<typeof list>>, skuId: string) =>
  rows.items.find((r) => r.skuId === skuId)?.items.map((b) => b.batchNumber);
const moreOf = (rows: Awaited<ReturnType<typeof list>>, skuId: string) =>
  rows.items.find((r) => r.skuId === skuId)?.moreBatches;

describe('GET /stock with MaxBatchCount', () => {
  it('answers the first N batches holding stock in FEFO order: expiry, undated last, then batch number', async () => {
    const first = await list('IsNeedBatch=true&MaxBatchCount=4');
    expect(batchesOf(first, honey)).toEqual(['F1', 'F2', 'F3a', 'F3b']);
    expect(moreOf(first, honey)).toBe(true);
    const all = await list('IsNeedBatch=true&MaxBatchCount=100');
    expect(batchesOf(all, honey)).toEqual(['F1', 'F2', 'F3a', 'F3b', 'F4', 'F5', 'NONE']);
    expect(moreOf(all, honey)).toBe(false);
    // The row's own figures do not depend on the bound.
    expect(first.items.find((r) => r.skuId === honey)?.count).toBe(7);
  });

  it('cuts between batches sharing an expiry by batch number', async () => {
    expect(batchesOf(await list('IsNeedBatch=true&MaxBatchCount=3'), honey)).toEqual(['F1', 'F2', 'F3a']);
  });

  it('says moreBatches false at exactly N held batches and true at N + 1', async () => {
    const atThree = await list('IsNeedBatch=true&MaxBatchCount=3');
    expect(batchesOf(atThree, jam)).toEqual(['J1', 'J2', 'J3']);
    expect(moreOf(atThree, jam)).toBe(false);
    const atTwo = await list('IsNeedBatch=true&MaxBatchCount=2');
    expect(batchesOf(atTwo, jam)).toEqual(['J1', 'J2']);
    expect(moreOf(atTwo, jam)).toBe(true);
    const one = await list('IsNeedBatch=true&MaxBatchCount=1');
    expect(one.items.map((r) => [r.skuCode, r.items.length, r.moreBatches])).toEqual([
      ['MB-HONEY', 1, true],
      ['MB-JAM', 1, true],
    ]);
  });

  it('bounds within the warehouse and the expiry status asked', async () => {
    const west1 = await list(`WarehouseId=${west}&IsNeedBatch=true&MaxBatchCount=1`);
    expect(batchesOf(west1, honey)).toEqual(['F4']);
    expect(moreOf(west1, honey)).toBe(false);
    const normal = await list('DateType=Normal&IsNeedBatch=true&MaxBatchCount=2');
    expect(batchesOf(normal, honey)).toEqual(['F4', 'F5']);
    expect(moreOf(normal, honey)).toBe(true);
  });

  it('keeps the spec answer without MaxBatchCount: every batch row, the emptied one too, no moreBatches', async () => {
    const rows = await list('IsNeedBatch=true');
    expect(batchesOf(rows, honey)).toEqual(['EMPTY', 'F1', 'F2', 'F3a', 'F3b', 'F4', 'F5', 'NONE']);
    expect(rows.items.every((r) => !('moreBatches' in r))).toBe(true);
    // Without IsNeedBatch the bound asks for nothing more.
    const plain = await list('MaxBatchCount=2');
    expect(plain.items.map((r) => [r.items.length, 'moreBatches' in r])).toEqual([
      [0, false],
      [0, false],
    ]);
  });

  it('refuses a bound outside 1..100 with the localized validation envelope', async () => {
    for (const bad of ['0', '101', '2.5', 'many']) {
      const response = await api<ErrorBody>(
        'GET',
        `/api/app/stock?IsNeedBatch=true&MaxBatchCount=${bad}`,
        admin,
        undefined,
        'zh-Hans',
      );
      expect(response.status, bad).toBe(400);
      expect(response.body.error.message).toBe('提交的数据有误，请检查后重试。');
      expect(response.body.error.validationErrors?.flatMap((v) => v.members)).toEqual(['maxBatchCount']);
    }
    const tooMany = await api<ErrorBody>('GET', '/api/app/stock?MaxBatchCount=101', admin, undefined, 'en');
    expect(tooMany.body.error.details).toContain('100');
  });

  it("answers no other tenant's batches", async () => {
    const other = await list('IsNeedBatch=true&MaxBatchCount=5', otherAdmin);
    expect(other.totalCount).toBe(0);
    const byName = page.parse(
      (await api('GET', '/api/app/stock?SKUName=Bound&IsNeedBatch=true&MaxBatchCount=5', otherAdmin)).body,
    );
    expect(byName.items).toEqual([]);
  });
});
