import { pagedResult, warehouseInvoice, type WarehouseInvoice } from '@inventory/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { countRows, insertSku, insertWarehouse, ledgerMismatches, quantities } from './fixtures.ts';
import { figureMismatches } from './figure-fixtures.ts';

let server: TestApp;
let demoId: string;
let admin: string;
let clerk: string;
let otherAdmin: string;
let main: string;
let annex: string;
let flour: string;
let sugar: string;

const base = '/api/app/warehouse-invoice';
const page = pagedResult(warehouseInvoice);
const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  server = await startTestApp();
  demoId = await tenantId(server.db, 'demo');
  await createTenantWithAdmin(server.db, 'acme');
  main = await insertWarehouse(server.db, demoId, 'WI main');
  annex = await insertWarehouse(server.db, demoId, 'WI annex');
  flour = await insertSku(server.db, demoId, { code: 'WI-FLOUR', name: 'Flour', cost: '2.5000' });
  sugar = await insertSku(server.db, demoId, { code: 'WI-SUGAR', name: 'Sugar' });
  admin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
  clerk = (await signIn(server.baseUrl, { tenant: 'demo', username: 'clerk', password: demoPassword }))
    .accessToken;
  otherAdmin = (await signIn(server.baseUrl, { tenant: 'acme', username: 'admin', password: demoPassword }))
    .accessToken;
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  // business-rules §1: balance = Σ ledger, after every step.
  expect(await ledgerMismatches(server.db, demoId)).toEqual([]);
  expect(await figureMismatches(server.db, demoId)).toEqual([]);
});

const api = <T = unknown>(
  method: string,
  path: string,
  token: string,
  body?: unknown,
  headers?: Record<string, string>,
) => call<T>(server.baseUrl, method, path, { token, body, headers });

async function save(body: Record<string, unknown>, token = admin, headers?: Record<string, string>) {
  return api<WarehouseInvoice & ErrorBody>('POST', `${base}/save`, token, body, headers);
}

async function submitIn(lines: Record<string, unknown>[], warehouseId = main): Promise<WarehouseInvoice> {
  const response = await save({ warehouseId, stockType: 'In', isSubmit: true, items: lines });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return warehouseInvoice.parse(response.body);
}

describe('stock in', () => {
  it('creates batches, balances and ledger rows, numbering the document and generated batches', async () => {
    const doc = await submitIn([
      {
        skuId: flour,
        count: 10,
        batchNumber: 'F-LATE',
        parturitionTime: iso(Date.now() - day),
        expirationDay: 200,
      },
      {
        skuId: flour,
        count: 4,
        batchNumber: 'F-EARLY',
        parturitionTime: iso(Date.now() - day),
        expirationDay: 20,
      },
      { skuId: sugar, count: 5, itemId: '0193a1b2-0000-7000-8000-000000000001' },
    ]);
    expect(doc.number).toMatch(/^IN-\d{8}-\d{4}$/);
    expect(doc.state).toBe(2);
    expect(doc.submitTime).not.toBeNull();
    expect(doc.content).toBe('Flour ×14, Sugar ×5');
    const generated = doc.items[2]?.batchNumber ?? '';
    // A line may name the purchase/sell/production line it serves; it is kept as sent.
    expect(doc.items[2]?.itemId).toBe('0193a1b2-0000-7000-8000-000000000001');
    expect(generated).toMatch(/^\d{8}-\d{3}$/);
    expect(doc.items[0]).toMatchObject({
      name: 'Flour',
      skuCode: 'WI-FLOUR',
      inCount: 10,
      usedCount: 0,
      unUseCount: 10,
    });
    expect(doc.items[0]?.expirationTime).not.toBeNull();
    expect(await quantities(server.db, demoId, flour, main)).toEqual({ 'F-LATE': 10, 'F-EARLY': 4 });
    expect(await quantities(server.db, demoId, sugar, main)).toEqual({ [generated]: 5 });
  });

  it('refuses a known batch number with other dates, writing nothing', async () => {
    const movements = await countRows(server.db, demoId, 'stock_movements');
    const response = await save({
      warehouseId: main,
      stockType: 'In',
      isSubmit: true,
      items: [
        { skuId: flour, count: 1, batchNumber: 'F-LATE', parturitionTime: iso(Date.now()), expirationDay: 1 },
      ],
    });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('Inventory:BatchDatesMismatch');
    expect(response.body.error.message).toContain('F-LATE');
    expect(await countRows(server.db, demoId, 'stock_movements')).toBe(movements);
  });
});

describe('stock out and move', () => {
  it('takes FEFO, skipping an expired batch, and honours a named batch', async () => {
    await submitIn([
      {
        skuId: flour,
        count: 3,
        batchNumber: 'F-EXPIRED',
        parturitionTime: iso(Date.now() - 30 * day),
        expirationDay: 2,
      },
    ]);
    const out = await save({
      warehouseId: main,
      stockType: 'Out',
      type: 'Sale',
      isSubmit: true,
      items: [{ skuId: flour, count: 6 }],
    });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    const doc = warehouseInvoice.parse(out.body);
    expect(doc.number).toMatch(/^OUT-/);
    expect(doc.items.map((i) => [i.batchNumber, i.count])).toEqual([
      ['F-EARLY', 4],
      ['F-LATE', 2],
    ]);
    const named = await save({
      warehouseId: main,
      stockType: 'Out',
      type: 'Sale',
      isSubmit: true,
      items: [{ skuId: flour, count: 1, batchNumber: 'F-LATE' }],
    });
    expect(named.status).toBe(200);
    expect(await quantities(server.db, demoId, flour, main)).toEqual({
      'F-LATE': 7,
      'F-EARLY': 0,
      'F-EXPIRED': 3,
    });
  });

  it('refuses a sale of a named expired batch, and lets a write-off take it', async () => {
    const sale = await save({
      warehouseId: main,
      stockType: 'Out',
      type: 'Sale',
      isSubmit: true,
      items: [{ skuId: flour, count: 1, batchNumber: 'F-EXPIRED' }],
    });
    expect(sale.status).toBe(403);
    expect(sale.body.error.code).toBe('Inventory:ExpiredBatch');
    const writeOff = await save({
      warehouseId: main,
      stockType: 'Out',
      type: 'Other',
      isSubmit: true,
      items: [{ skuId: flour, count: 3, batchNumber: 'F-EXPIRED' }],
    });
    expect(writeOff.status).toBe(200);
    expect((await quantities(server.db, demoId, flour, main))['F-EXPIRED']).toBe(0);
  });

  it('refuses the whole request on a shortage, naming every shortage and writing nothing', async () => {
    const before = {
      movements: await countRows(server.db, demoId, 'stock_movements'),
      invoices: await countRows(server.db, demoId, 'warehouse_invoices'),
      flour: await quantities(server.db, demoId, flour, main),
    };
    const response = await api<ErrorBody>(
      'POST',
      `${base}/save`,
      admin,
      {
        warehouseId: main,
        stockType: 'Out',
        type: 'Sale',
        isSubmit: true,
        items: [
          { skuId: flour, count: 1 },
          { skuId: sugar, count: 50 },
          { skuId: flour, count: 100, batchNumber: 'F-LATE' },
        ],
      },
      { 'accept-language': 'zh-CN' },
    );
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('Inventory:StockShortage');
    const shortages = response.body.error.data?.shortages as {
      sku: string;
      wanted: number;
      available: number;
    }[];
    // The named batch is served first (domain order), so the free Flour line finds nothing left.
    expect(shortages.map((s) => [s.sku, s.wanted, s.available])).toEqual([
      ['Flour', 1, 0],
      ['Sugar', 50, 5],
      ['Flour', 100, 7],
    ]);
    expect(response.body.error.message).toContain('库存不足');
    expect(await countRows(server.db, demoId, 'stock_movements')).toBe(before.movements);
    expect(await countRows(server.db, demoId, 'warehouse_invoices')).toBe(before.invoices);
    expect(await quantities(server.db, demoId, flour, main)).toEqual(before.flour);
  });

  it('moves stock keeping the batch number and recording the correlation', async () => {
    const response = await save({
      warehouseId: main,
      moveToWarehouseId: annex,
      stockType: 'Move',
      isSubmit: true,
      items: [{ skuId: flour, count: 2, batchNumber: 'F-LATE' }],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const doc = warehouseInvoice.parse(response.body);
    expect(doc.number).toMatch(/^MV-/);
    expect(doc.items[0]).toMatchObject({
      batchNumber: 'F-LATE',
      correlationBatchNumber: 'F-LATE',
      moveToWarehouseName: 'WI annex',
    });
    expect(await quantities(server.db, demoId, flour, annex)).toEqual({ 'F-LATE': 2 });
    expect((await quantities(server.db, demoId, flour, main))['F-LATE']).toBe(5);
    const same = await save({ warehouseId: main, moveToWarehouseId: main, stockType: 'Move', items: [] });
    expect(same.status).toBe(400);
  });
});

describe('drafts, life cycle and list', () => {
  it('saves a numbered draft, refuses a stale stamp, then submits it', async () => {
    const draft = warehouseInvoice.parse(
      (await save({ warehouseId: annex, stockType: 'Out', items: [{ skuId: flour, count: 1 }] })).body,
    );
    expect(draft.state).toBe(0);
    expect(draft.number).toMatch(/^OUT-/);
    const edited = warehouseInvoice.parse(
      (
        await save({
          id: draft.id,
          concurrencyStamp: draft.concurrencyStamp,
          warehouseId: annex,
          stockType: 'Out',
          remarks: 'edited',
          items: [{ skuId: flour, count: 2 }],
        })
      ).body,
    );
    expect(edited.number).toBe(draft.number);
    const stale = await save({
      id: draft.id,
      concurrencyStamp: draft.concurrencyStamp,
      warehouseId: annex,
      stockType: 'Out',
      items: [],
    });
    expect(stale.status).toBe(409);
    const submitted = await save({
      id: draft.id,
      concurrencyStamp: edited.concurrencyStamp,
      warehouseId: annex,
      stockType: 'Out',
      isSubmit: true,
      items: [{ skuId: flour, count: 2 }],
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.state).toBe(2);
    const again = await save({ id: draft.id, warehouseId: annex, stockType: 'Out', items: [] });
    expect(again.status).toBe(403);
    expect(again.body.error.code).toBe('Inventory:InvalidStateTransition');
    const remarks = await api('POST', `${base}/set-remarks`, admin, {
      id: draft.id,
      remarks: 'after finish',
    });
    expect(remarks.status).toBe(204);
    const read = await api<WarehouseInvoice>('GET', `${base}/${draft.id}`, clerk);
    expect(warehouseInvoice.parse(read.body).remarks).toBe('after finish');
    expect((await api<ErrorBody>('DELETE', `${base}/${draft.id}`, admin)).status).toBe(403);
  });

  it('discards and deletes drafts only, auditing each write', async () => {
    const draft = warehouseInvoice.parse(
      (await save({ warehouseId: main, stockType: 'In', items: [{ skuId: sugar, count: 1 }] })).body,
    );
    expect((await api('POST', `${base}/${draft.id}/discard`, admin)).status).toBe(204);
    expect((await api('POST', `${base}/${draft.id}/discard`, admin)).status).toBe(403);
    const hidden = page.parse((await api('GET', `${base}?MaxResultCount=100`, admin)).body);
    expect(hidden.items.some((d) => d.id === draft.id)).toBe(false);
    const shown = page.parse((await api('GET', `${base}?MaxResultCount=100&IsNeedDiscard=true`, admin)).body);
    expect(shown.items.find((d) => d.id === draft.id)?.state).toBe(3);
    expect((await api('DELETE', `${base}/${draft.id}`, clerk)).status).toBe(403);
    expect((await api('DELETE', `${base}/${draft.id}`, admin)).status).toBe(204);
    expect((await api('GET', `${base}/${draft.id}`, admin)).status).toBe(404);
    const audits = await server.db.tenant(demoId, (trx) =>
      trx
        .selectFrom('audit_logs')
        .select('action')
        .where('entity_id', '=', draft.id)
        .orderBy('time')
        .execute(),
    );
    expect(audits.map((a) => a.action)).toEqual(['Created', 'Updated', 'Deleted']);
  });

  it('lists with every filter', async () => {
    const list = async (query: string) =>
      page.parse(
        (
          await api(
            'GET',
            `${base}?${query.includes('MaxResultCount') ? '' : 'MaxResultCount=100&'}${query}`,
            admin,
          )
        ).body,
      );
    const all = await list('');
    expect(all.totalCount).toBeGreaterThanOrEqual(7);
    expect((await list('StockType=Move')).items.every((d) => d.stockType === 2)).toBe(true);
    expect((await list(`MoveWarehouseId=${annex}`)).totalCount).toBe(1);
    expect((await list(`WarehouseId=${annex}`)).items.every((d) => d.warehouseId === annex)).toBe(true);
    expect((await list('Type=Sale')).items.every((d) => d.type === 2)).toBe(true);
    expect((await list('State=Finish')).items.every((d) => d.state === 2)).toBe(true);
    const sugarDocs = await list('SKUName=wi-sugar');
    expect(sugarDocs.items.length).toBeGreaterThan(0);
    expect(sugarDocs.items.every((d) => d.items.some((i) => i.skuId === sugar))).toBe(true);
    expect((await list('Creator=admin')).totalCount).toBe(all.totalCount);
    expect((await list('Creator=nobody')).totalCount).toBe(0);
    expect((await list(`StartTime=${encodeURIComponent(iso(Date.now() + day))}`)).totalCount).toBe(0);
    expect((await list(`EndTime=${encodeURIComponent(iso(Date.now() + day))}`)).totalCount).toBe(
      all.totalCount,
    );
    const paged = await list('SkipCount=1&MaxResultCount=2');
    expect(paged.items.map((d) => d.id)).toEqual(all.items.slice(1, 3).map((d) => d.id));
    expect((await api<ErrorBody>('GET', `${base}?StockType=Sideways`, admin)).status).toBe(400);
  });
});

describe('idempotency, permissions and tenancy', () => {
  it('answers the same key and body with the first result, and refuses the key with another body', async () => {
    const body = {
      warehouseId: main,
      stockType: 'In',
      isSubmit: true,
      items: [{ skuId: sugar, count: 2, batchNumber: 'S-IDEM' }],
    };
    const key = { 'idempotency-key': 'idem-1' };
    const first = await save(body, admin, key);
    const second = await save(body, admin, key);
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(await quantities(server.db, demoId, sugar, main)).toMatchObject({ 'S-IDEM': 2 });
    const other = await save({ ...body, remarks: 'different' }, admin, key);
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('Abp:IdempotencyKeyReused');
  });

  it('saves many documents all or none', async () => {
    const movements = await countRows(server.db, demoId, 'stock_movements');
    const refused = await api<ErrorBody>('POST', `${base}/save-many`, admin, [
      { warehouseId: annex, stockType: 'In', isSubmit: true, items: [{ skuId: sugar, count: 1 }] },
      { warehouseId: annex, stockType: 'Out', isSubmit: true, items: [{ skuId: sugar, count: 999 }] },
    ]);
    expect(refused.status).toBe(403);
    expect(await countRows(server.db, demoId, 'stock_movements')).toBe(movements);
    const done = await api<WarehouseInvoice[]>('POST', `${base}/save-many`, admin, [
      {
        warehouseId: annex,
        stockType: 'In',
        isSubmit: true,
        items: [{ skuId: sugar, count: 1, batchNumber: 'S-MANY' }],
      },
      {
        warehouseId: annex,
        stockType: 'Out',
        isSubmit: true,
        items: [{ skuId: sugar, count: 1, batchNumber: 'S-MANY' }],
      },
    ]);
    expect(done.status).toBe(200);
    expect(done.body.map((d) => warehouseInvoice.parse(d).state)).toEqual([2, 2]);
  });

  it('checks conditional permissions, input, and other tenants', async () => {
    const bad = await api<ErrorBody>('POST', `${base}/save`, admin, {
      warehouseId: main,
      stockType: 'In',
      items: [{ skuId: flour, count: -1 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.validationErrors?.some((v) => v.members.includes('items.0.count'))).toBe(true);
    const doc = page.parse((await api('GET', `${base}?MaxResultCount=1`, admin)).body).items[0];
    expect((await api('GET', `${base}/${doc?.id}`, otherAdmin)).status).toBe(404);
    expect((await api('POST', `${base}/${doc?.id}/discard`, otherAdmin)).status).toBe(404);
    expect(page.parse((await api('GET', base, otherAdmin)).body).totalCount).toBe(0);
    const foreignSku = await save(
      { warehouseId: main, stockType: 'In', items: [{ skuId: flour, count: 1 }] },
      otherAdmin,
    );
    expect(foreignSku.status).toBe(404);
    expect((await api('GET', base, '')).status).toBe(401);
  });
});
