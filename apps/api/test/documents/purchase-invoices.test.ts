import {
  pagedResult,
  purchaseInvoice,
  purchaseItem,
  warehouseInvoice,
  type PurchaseInvoice,
} from '@inventory/contracts';
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
import { documentCounts, insertSupplier, insertUserWith } from './document-fixtures.ts';

let server: TestApp;
let demoId: string;
let admin: string;
let clerk: string;
let otherAdmin: string;
let main: string;
let flour: string;
let sugar: string;
let mill: string;
let grain: string;

const base = '/api/app/purchase-invoice';
const page = pagedResult(purchaseInvoice);
const day = 86_400_000;

beforeAll(async () => {
  server = await startTestApp();
  demoId = await tenantId(server.db, 'demo');
  await createTenantWithAdmin(server.db, 'acme-po');
  main = await insertWarehouse(server.db, demoId, 'PO main');
  grain = await insertCategory(server.db, demoId, 'PO grain', 'PO1');
  flour = await insertSku(server.db, demoId, { code: 'PO-FLOUR', name: 'PO Flour', attributeId: grain });
  sugar = await insertSku(server.db, demoId, { code: 'PO-SUGAR', name: 'PO Sugar' });
  mill = await insertSupplier(server.db, demoId, 'PO Mill Ltd');
  const sign = (tenant: string, username: string) =>
    signIn(server.baseUrl, { tenant, username, password: demoPassword }).then((t) => t.accessToken);
  [admin, clerk, otherAdmin] = await Promise.all([
    sign('demo', 'admin'),
    sign('demo', 'clerk'),
    sign('acme-po', 'admin'),
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

const api = <T = unknown>(
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
  headers?: Record<string, string>,
) => call<T & ErrorBody>(server.baseUrl, method, path, { token, body, headers });

const lines = () => [
  {
    skuId: flour,
    count: 10,
    price: 2.5,
    batchNumber: 'PO-B1',
    parturitionTime: new Date(Date.now() - day).toISOString(),
    expirationDay: 100,
  },
  { skuId: sugar, count: 4, price: 1.125 },
];

async function save(body: Record<string, unknown>, token = admin): Promise<PurchaseInvoice> {
  const response = await api<PurchaseInvoice>('POST', `${base}/save`, token, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return purchaseInvoice.parse(response.body);
}

async function get(id: string): Promise<PurchaseInvoice> {
  const response = await api<PurchaseInvoice>('GET', `${base}/${id}`, admin);
  expect(response.status).toBe(200);
  return purchaseInvoice.parse(response.body);
}

async function receive(items: Record<string, unknown>[]) {
  return api('POST', '/api/app/warehouse-invoice/save', admin, {
    warehouseId: main,
    stockType: 'In',
    type: 'Purchase',
    isSubmit: true,
    items,
  });
}

describe('purchase save', () => {
  it('saves a Draft numbered at the first save, with server totals and content', async () => {
    const draft = await save({ supplierId: mill, items: lines(), remarks: 'first' });
    expect(draft.number).toMatch(/^PO-\d{8}-\d{4}$/);
    expect(draft.state).toBe(0);
    expect(draft.totalPrice).toBe(29.5);
    expect(draft.content).toBe('PO Flour ×10, PO Sugar ×4');
    expect(draft.supplierName).toBe('PO Mill Ltd');
    expect(draft.items[0]).toMatchObject({
      name: 'PO Flour',
      count: 10,
      price: 2.5,
      inStockCount: 0,
      rate: 0,
    });
    expect(draft.items[0]?.expirationTime).not.toBeNull();
    const again = await save({
      id: draft.id,
      concurrencyStamp: draft.concurrencyStamp,
      supplierId: mill,
      items: [{ ...lines()[1], itemId: draft.items[1]?.itemId }],
    });
    expect(again.number).toBe(draft.number);
    expect(again.items).toHaveLength(1);
    expect(again.items[0]?.itemId).toBe(draft.items[1]?.itemId);
  });

  it('answers 409 on a stale concurrencyStamp', async () => {
    const draft = await save({ supplierId: mill, items: lines() });
    await save({ id: draft.id, concurrencyStamp: draft.concurrencyStamp, supplierId: mill, items: lines() });
    const stale = await api('POST', `${base}/save`, admin, {
      id: draft.id,
      concurrencyStamp: draft.concurrencyStamp,
      items: lines(),
    });
    expect(stale.status).toBe(409);
  });

  it('refuses bad input with 400 naming the members, writing nothing', async () => {
    const before = await documentCounts(server.db, demoId);
    const response = await api('POST', `${base}/save`, admin, {
      isSubmit: true,
      items: [{ skuId: flour, count: 0, price: -1 }],
    });
    expect(response.status).toBe(400);
    const members = response.body.error.validationErrors?.flatMap((v) => v.members) ?? [];
    expect(members).toEqual(expect.arrayContaining(['supplierId', 'items.0.count', 'items.0.price']));
    expect(await documentCounts(server.db, demoId)).toEqual(before);
  });

  it('refuses a total that disagrees with the lines (403 Inventory:TotalMismatch)', async () => {
    const response = await api('POST', `${base}/save`, admin, {
      supplierId: mill,
      totalPrice: 1,
      items: lines(),
    });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('Inventory:TotalMismatch');
    expect(response.body.error.data).toMatchObject({ computed: '29.50' });
  });

  it('refuses a total too large to store (403 Inventory:AmountTooLarge) and writes nothing', async () => {
    const before = await documentCounts(server.db, demoId);
    const line = lines()[0];
    const huge = { ...line, count: 999999999999.999, price: 9999.9999 };
    const response = await api('POST', `${base}/save`, admin, { supplierId: mill, items: [huge, huge] });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('Inventory:AmountTooLarge');
    expect(response.body.error.message).toContain('19999999799999980.00');
    expect(await documentCounts(server.db, demoId)).toEqual(before);
  });

  it('answers 401 without a token, 404 for an unknown supplier or SKU', async () => {
    expect((await api('POST', `${base}/save`, undefined, { items: [] })).status).toBe(401);
    const unknown = '0193a1b2-0000-7000-8000-00000000beef';
    expect((await api('POST', `${base}/save`, admin, { supplierId: unknown, items: [] })).status).toBe(404);
    const sku = await api('POST', `${base}/save`, admin, { items: [{ skuId: unknown, count: 1, price: 1 }] });
    expect(sku.status).toBe(404);
  });

  it('checks the conditional permissions: .Create or .Update, and .Submit when submitting', async () => {
    await insertUserWith(server.db, demoId, 'po-drafter', [
      'Inventory.PurchaseInvoices',
      'Inventory.PurchaseInvoices.Create',
    ]);
    const drafter = (
      await signIn(server.baseUrl, { tenant: 'demo', username: 'po-drafter', password: demoPassword })
    ).accessToken;
    const draft = await save({ supplierId: mill, items: lines() }, drafter);
    const submit = await api('POST', `${base}/save`, drafter, {
      supplierId: mill,
      isSubmit: true,
      items: lines(),
    });
    expect(submit.status).toBe(403);
    expect(submit.body.error.data).toMatchObject({ permission: 'Inventory.PurchaseInvoices.Submit' });
    const update = await api('POST', `${base}/save`, drafter, {
      id: draft.id,
      supplierId: mill,
      items: lines(),
    });
    expect(update.status).toBe(403);
    expect(update.body.error.data).toMatchObject({ permission: 'Inventory.PurchaseInvoices.Update' });
  });

  it('replays an Idempotency-Key: the same key twice makes one document', async () => {
    const before = await documentCounts(server.db, demoId);
    const headers = { 'idempotency-key': 'po-key-1' };
    const body = { supplierId: mill, items: lines() };
    const first = await api<PurchaseInvoice>('POST', `${base}/save`, admin, body, headers);
    const second = await api<PurchaseInvoice>('POST', `${base}/save`, admin, body, headers);
    expect(first.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect((await documentCounts(server.db, demoId)).purchase_invoices).toBe(before.purchase_invoices + 1);
  });
});

/** The unit cost of a received flour batch. */
async function batchCost(batchNumber: string): Promise<number> {
  const row = await server.db.tenant(demoId, (trx) =>
    trx
      .selectFrom('batches')
      .select('cost')
      .where('sku_id', '=', flour)
      .where('batch_number', '=', batchNumber)
      .executeTakeFirstOrThrow(),
  );
  return Number(row.cost);
}

describe('buy with immediate stock-in', () => {
  it('receives every line through one finished warehouse In and finishes', async () => {
    const before = await quantities(server.db, demoId, flour, main);
    const doc = await save({
      supplierId: mill,
      isSubmit: true,
      isCreateStockInvoice: true,
      warehouseId: main,
      items: lines(),
    });
    expect(doc.state).toBe(2);
    expect(doc.submitTime).not.toBeNull();
    expect(doc.items.map((i) => [i.inStockCount, i.rate])).toEqual([
      [10, 1],
      [4, 1],
    ]);
    expect(doc.stockInvoice).toHaveLength(2);
    expect(doc.stockInvoice[0]).toMatchObject({
      skuName: 'PO Flour',
      count: 10,
      batchNumber: 'PO-B1',
      warehouseName: 'PO main',
      stockType: 0,
    });
    expect(await quantities(server.db, demoId, flour, main)).toEqual({
      ...before,
      'PO-B1': (before['PO-B1'] ?? 0) + 10,
    });
    // Valued at what was paid (2.5), not at the SKU's standard cost (1.5).
    expect(await batchCost('PO-B1')).toBe(2.5);
    const list = await api('GET', '/api/app/warehouse-invoice?Type=Purchase', admin);
    const linked = pagedResult(warehouseInvoice)
      .parse(list.body)
      .items.find((w) => w.items.some((i) => i.itemId === doc.items[0]?.itemId));
    expect(linked).toMatchObject({ state: 2, stockType: 0, type: 3 });
    // Finished documents cannot be saved, discarded or deleted.
    expect((await api('POST', `${base}/${doc.id}/discard`, admin)).status).toBe(403);
    expect((await api('DELETE', `${base}/${doc.id}`, admin)).status).toBe(403);
    const resave = await api('POST', `${base}/save`, admin, { id: doc.id, items: lines() });
    expect(resave.status).toBe(403);
    expect(resave.body.error.code).toBe('Inventory:InvalidStateTransition');
  });
});

describe('buy, then receive by warehouse invoices', () => {
  it('tracks partial receipts, refuses over-receipt and finishes when complete', async () => {
    const doc = await save({
      supplierId: mill,
      isSubmit: true,
      items: [{ skuId: flour, count: 10, price: 2, batchNumber: 'PO-B2' }],
    });
    expect(doc.state).toBe(1);
    const itemId = doc.items[0]?.itemId;
    const first = await receive([{ itemId, skuId: flour, count: 5, batchNumber: 'PO-B2' }]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const half = await get(doc.id);
    expect(half.state).toBe(1);
    expect(half.items[0]).toMatchObject({ inStockCount: 5, rate: 0.5 });
    expect(half.stockInvoice).toHaveLength(1);
    // Processing with goods received cannot be discarded.
    const discard = await api('POST', `${base}/${doc.id}/discard`, admin);
    expect(discard.status).toBe(403);

    const before = await documentCounts(server.db, demoId);
    const over = await receive([{ itemId, skuId: flour, count: 6, batchNumber: 'PO-B2' }]);
    expect(over.status).toBe(403);
    expect(over.body.error.code).toBe('Inventory:OverReceipt');
    expect(over.body.error.data).toMatchObject({ sku: 'PO Flour', ordered: 10, received: 5, wanted: 6 });
    expect(await documentCounts(server.db, demoId)).toEqual(before);

    const rest = await receive([{ itemId, skuId: flour, count: 5, batchNumber: 'PO-B2' }]);
    expect(rest.status).toBe(200);
    expect(await batchCost('PO-B2')).toBe(2);
    const done = await get(doc.id);
    expect(done.state).toBe(2);
    expect(done.items[0]).toMatchObject({ inStockCount: 10, rate: 1 });
    // A finished purchase receives nothing more.
    const late = await receive([{ itemId, skuId: flour, count: 1, batchNumber: 'PO-B2' }]);
    expect(late.status).toBe(403);
    expect(late.body.error.code).toBe('Inventory:InvalidStateTransition');
    const number = warehouseInvoice.parse(rest.body).number;
    const byNumber = page.parse((await api('GET', `${base}?WarehouseInvoiceNumber=${number}`, admin)).body);
    expect(byNumber.items.map((p) => p.id)).toEqual([doc.id]);
  });
});

describe('life cycle', () => {
  it('discards a Draft, deletes Draft/Discard, refuses delete while Processing', async () => {
    const draft = await save({ supplierId: mill, items: lines() });
    expect((await api('POST', `${base}/${draft.id}/discard`, admin)).status).toBe(204);
    expect((await get(draft.id)).state).toBe(3);
    expect((await api('DELETE', `${base}/${draft.id}`, clerk)).status).toBe(403);
    expect((await api('DELETE', `${base}/${draft.id}`, admin)).status).toBe(204);
    expect((await api('GET', `${base}/${draft.id}`, admin)).status).toBe(404);

    const processing = await save({ supplierId: mill, isSubmit: true, items: lines() }, clerk);
    const refused = await api('DELETE', `${base}/${processing.id}`, admin);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('Inventory:InvalidStateTransition');
    // Processing with nothing received may be discarded.
    expect((await api('POST', `${base}/${processing.id}/discard`, admin)).status).toBe(204);
  });

  it('finishes Processing by hand with remarks; sets remarks in any state', async () => {
    const doc = await save({ supplierId: mill, isSubmit: true, items: lines() });
    expect((await api('POST', `${base}/${doc.id}/finish?remarks=short%20delivery`, admin)).status).toBe(204);
    const finished = await get(doc.id);
    expect(finished.state).toBe(2);
    expect(finished.remarks).toBe('short delivery');
    expect((await api('POST', `${base}/${doc.id}/finish`, admin)).status).toBe(403);
    expect((await api('POST', `${base}/set-remarks`, admin, { id: doc.id, remarks: 'noted' })).status).toBe(
      204,
    );
    expect((await get(doc.id)).remarks).toBe('noted');
    expect(
      (await api('POST', `${base}/set-remarks`, admin, { id: doc.id, remarks: 'x'.repeat(600) })).status,
    ).toBe(400);
  });

  it('answers 404 for another tenant and 403 when the Purchase feature is off', async () => {
    const doc = await save({ supplierId: mill, items: lines() });
    expect((await api('GET', `${base}/${doc.id}`, otherAdmin)).status).toBe(404);
    expect((await api('POST', `${base}/${doc.id}/discard`, otherAdmin)).status).toBe(404);
    expect((await api('DELETE', `${base}/${doc.id}`, otherAdmin)).status).toBe(404);
    expect((await api('POST', `${base}/set-remarks`, otherAdmin, { id: doc.id, remarks: 'x' })).status).toBe(
      404,
    );
    await setFeature(server.db, demoId, 'Inventory.Purchase', 'False');
    try {
      expect((await api('GET', base, admin)).status).toBe(403);
    } finally {
      await setFeature(server.db, demoId, 'Inventory.Purchase', 'True');
    }
  });
});

describe('lists', () => {
  it('filters documents by every list filter and pages', async () => {
    const other = await insertSupplier(server.db, demoId, 'PO Sugar Co');
    const sugarOnly = await save({ supplierId: other, items: [{ skuId: sugar, count: 1, price: 1 }] }, clerk);
    const ids = async (query: string) =>
      page
        .parse((await api('GET', `${base}?MaxResultCount=100&${query}`, admin)).body)
        .items.map((p) => p.id);
    expect(await ids('Supplier=sugar%20co')).toEqual([sugarOnly.id]);
    expect(await ids('Creator=clerk')).toContain(sugarOnly.id);
    expect(await ids('Creator=clerk')).not.toContain((await ids('Creator=admin'))[0]);
    expect(await ids('SKUName=PO-FLOUR')).not.toContain(sugarOnly.id);
    expect((await ids('SKUName=po%20sugar')).length).toBeGreaterThan(0);
    expect(await ids(`AttributeId=${grain}`)).not.toContain(sugarOnly.id);
    expect((await ids(`AttributeId=${grain}`)).length).toBeGreaterThan(0);
    expect(await ids('State=Draft')).toContain(sugarOnly.id);
    expect(await ids('State=Finish')).not.toContain(sugarOnly.id);
    const future = new Date(Date.now() + day).toISOString();
    expect(await ids(`StartTime=${future}`)).toEqual([]);
    expect(await ids(`EndTime=${future}`)).toContain(sugarOnly.id);
    const visible = await ids('');
    const withDiscarded = await ids('IsNeedDiscard=true');
    expect(withDiscarded.length).toBeGreaterThan(visible.length);
    const paged = page.parse((await api('GET', `${base}?MaxResultCount=2&SkipCount=1`, admin)).body);
    expect(paged.items).toHaveLength(2);
    expect(paged.totalCount).toBe(visible.length);
    expect((await api('GET', `${base}?State=Nope`, admin)).status).toBe(400);
    expect((await api('GET', base, undefined)).status).toBe(401);
  });

  it('lists lines with SearchKey, AttributeId and State', async () => {
    const items = pagedResult(purchaseItem);
    const list = async (query: string) =>
      items.parse((await api('GET', `${base}/item-list?MaxResultCount=100&${query}`, admin)).body);
    const flourLines = await list('SearchKey=po-flour');
    expect(flourLines.items.length).toBeGreaterThan(0);
    expect(flourLines.items.every((i) => i.skuId === flour)).toBe(true);
    expect((await list(`AttributeId=${grain}`)).items.every((i) => i.skuId === flour)).toBe(true);
    const finished = await list('State=Finish');
    expect(finished.items.length).toBeGreaterThan(0);
    expect(finished.items.some((i) => i.rate === 1 && i.supplierName === 'PO Mill Ltd')).toBe(true);
    expect((await api('GET', `${base}/item-list?MaxResultCount=5000`, admin)).status).toBe(400);
  });
});
