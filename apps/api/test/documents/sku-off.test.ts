import { purchaseInvoice, sellInvoice } from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoPassword, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertComponents, insertSku, insertWarehouse } from '../stock/fixtures.ts';
import { documentCounts, insertSupplier } from './document-fixtures.ts';

// business-rules §1: an SKU switched Off is hidden from the pickers of new documents and stays in history. The
// server refuses what the client hides: new lines naming it (403 Inventory:SkuOff); drafts that already had it,
// and receipts or deliveries serving lines that already exist, go on.

let server: TestApp;
let demoId: string;
let admin: string;
let depot: string;
let mill: string;
let oat: string;
let rye: string;
let kit: string;

const api = <T = unknown>(method: string, path: string, body?: unknown) =>
  call<T & ErrorBody>(server.baseUrl, method, path, { token: admin, body });

async function switchOff(...skuIds: string[]): Promise<void> {
  await server.db.tenant(demoId, (trx) =>
    trx.updateTable('skus').set({ state: 1 }).where('id', 'in', skuIds).execute(),
  );
}

async function expectSkuOff(path: string, body: unknown, name: string): Promise<void> {
  const before = await documentCounts(server.db, demoId);
  const response = await api('POST', path, body);
  expect(response.status, JSON.stringify(response.body)).toBe(403);
  expect(response.body.error.code).toBe('Inventory:SkuOff');
  expect(response.body.error.message).toContain(name);
  expect(await documentCounts(server.db, demoId)).toEqual(before);
}

beforeAll(async () => {
  server = await startTestApp();
  demoId = await tenantId(server.db, 'demo');
  depot = await insertWarehouse(server.db, demoId, 'OFF depot');
  mill = await insertSupplier(server.db, demoId, 'OFF Mill');
  oat = await insertSku(server.db, demoId, { code: 'OFF-OAT', name: 'OFF Oat' });
  rye = await insertSku(server.db, demoId, { code: 'OFF-RYE', name: 'OFF Rye' });
  kit = await insertSku(server.db, demoId, { code: 'OFF-KIT', name: 'OFF Kit' });
  await insertComponents(server.db, demoId, kit, [{ skuId: oat, number: '1' }]);
  admin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
});
afterAll(async () => {
  await server?.close();
});

describe('an SKU switched Off', () => {
  it('keeps the lines documents already have, refuses new ones, and lets existing lines be served', async () => {
    const purchase = purchaseInvoice.parse(
      (
        await api('POST', '/api/app/purchase-invoice/save', {
          supplierId: mill,
          items: [{ skuId: oat, count: 5, price: 2 }],
        })
      ).body,
    );
    const sale = await api('POST', '/api/app/sell-invoice/save', {
      remarks: 'OFF-SALE',
      items: [{ skuId: oat, count: 1, price: 3 }],
    });
    expect(sale.status).toBe(204);
    await switchOff(oat, rye, kit);

    await expectSkuOff(
      '/api/app/purchase-invoice/save',
      { supplierId: mill, items: [{ skuId: rye, count: 1, price: 1 }] },
      'OFF Rye',
    );
    await expectSkuOff(
      '/api/app/sell-invoice/save',
      { items: [{ skuId: rye, count: 1, price: 1 }] },
      'OFF Rye',
    );
    await expectSkuOff(
      '/api/app/warehouse-invoice/save',
      { warehouseId: depot, stockType: 'In', items: [{ skuId: rye, count: 1 }] },
      'OFF Rye',
    );
    await expectSkuOff('/api/app/yield/save', { skuId: kit, count: 1 }, 'OFF Kit');
    // A draft that had the SKU keeps it, but gains no other Off SKU.
    await expectSkuOff(
      '/api/app/purchase-invoice/save',
      {
        id: purchase.id,
        supplierId: mill,
        items: [
          { itemId: purchase.items[0]?.itemId, skuId: oat, count: 5, price: 2 },
          { skuId: rye, count: 1, price: 1 },
        ],
      },
      'OFF Rye',
    );

    const submitted = await api('POST', '/api/app/purchase-invoice/save', {
      id: purchase.id,
      concurrencyStamp: purchase.concurrencyStamp,
      supplierId: mill,
      isSubmit: true,
      items: [{ itemId: purchase.items[0]?.itemId, skuId: oat, count: 5, price: 2 }],
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const received = await api('POST', '/api/app/warehouse-invoice/save', {
      warehouseId: depot,
      stockType: 'In',
      type: 'Purchase',
      isSubmit: true,
      items: [{ itemId: purchase.items[0]?.itemId, skuId: oat, count: 5, batchNumber: 'OFF-B1' }],
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);

    const drafts = await api<{ items: unknown[] }>('GET', '/api/app/sell-invoice?SearchKey=OFF-SALE');
    const draft = sellInvoice.parse(drafts.body.items[0]);
    const delivered = await api('POST', '/api/app/sell-invoice/save', {
      id: draft.id,
      concurrencyStamp: draft.concurrencyStamp,
      isSubmit: true,
      isCreateOutStockInvoice: true,
      warehouseId: depot,
      remarks: draft.remarks,
      items: [{ itemId: draft.items[0]?.itemId, skuId: oat, count: 1, price: 3 }],
    });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(204);
  });
});
