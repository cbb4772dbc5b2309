import { warehouseInvoice, type WarehouseInvoice } from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoPassword, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertSku, insertWarehouse, ledgerMismatches, quantities } from './fixtures.ts';
import { figureMismatches } from './figure-fixtures.ts';

// business-rules §8: submits wanting the same stock never both succeed beyond what exists. On PostgreSQL the
// submits really overlap (row locks in a fixed order decide); PGlite runs one transaction at a time, where the
// same assertions must hold serially.

let server: TestApp;
let demoId: string;
let admin: string;
let depot: string;
let yeast: string;

const base = '/api/app/warehouse-invoice';
const api = <T = unknown>(method: string, path: string, body?: unknown) =>
  call<T>(server.baseUrl, method, path, { token: admin, body });

beforeAll(async () => {
  server = await startTestApp();
  demoId = await tenantId(server.db, 'demo');
  depot = await insertWarehouse(server.db, demoId, 'CC depot');
  yeast = await insertSku(server.db, demoId, { code: 'CC-YEAST', name: 'Yeast' });
  admin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
  const stocked = await api('POST', `${base}/save`, {
    warehouseId: depot,
    stockType: 'In',
    isSubmit: true,
    items: [
      { skuId: yeast, count: 7, batchNumber: 'Y-1' },
      { skuId: yeast, count: 5, batchNumber: 'Y-2' },
    ],
  });
  expect(stocked.status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

async function outDraft(count: number): Promise<WarehouseInvoice> {
  const response = await api('POST', `${base}/save`, {
    warehouseId: depot,
    stockType: 'Out',
    type: 'Sale',
    items: [{ skuId: yeast, count }],
  });
  expect(response.status).toBe(200);
  return warehouseInvoice.parse(response.body);
}

describe(`concurrent Out submits (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('takes exactly what exists and refuses the rest with 403, never going negative', async () => {
    // Drafts first, so the submits contend for the stock rows themselves rather than the number counter.
    const counts = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? 2 : 1));
    const drafts: WarehouseInvoice[] = [];
    for (const count of counts) drafts.push(await outDraft(count));
    const results = await Promise.all(
      drafts.map((draft, i) =>
        api<WarehouseInvoice & ErrorBody>('POST', `${base}/save`, {
          id: draft.id,
          concurrencyStamp: draft.concurrencyStamp,
          warehouseId: depot,
          stockType: 'Out',
          type: 'Sale',
          isSubmit: true,
          items: [{ skuId: yeast, count: counts[i] }],
        }),
      ),
    );
    const statuses = new Set(results.map((r) => r.status));
    expect([...statuses].every((s) => s === 200 || s === 403)).toBe(true);
    const refused = results.filter((r) => r.status === 403);
    expect(refused.every((r) => r.body.error.code === 'Inventory:StockShortage')).toBe(true);
    const taken = results.reduce((sum, r, i) => (r.status === 200 ? sum + (counts[i] ?? 0) : sum), 0);
    const left = await quantities(server.db, demoId, yeast, depot);
    expect(taken + (left['Y-1'] ?? 0) + (left['Y-2'] ?? 0)).toBe(12);
    // Whatever is left is too little for every refused submit (each wanted 1 or 2).
    const remaining = (left['Y-1'] ?? 0) + (left['Y-2'] ?? 0);
    for (const [i, r] of results.entries())
      if (r.status === 403) expect(counts[i]).toBeGreaterThan(remaining);
    expect(Object.values(left).every((q) => q >= 0)).toBe(true);
    expect(taken).toBeGreaterThanOrEqual(11);
    expect(await ledgerMismatches(server.db, demoId)).toEqual([]);
    expect(await figureMismatches(server.db, demoId)).toEqual([]);
    // A refused submit leaves its draft untouched.
    const states = await Promise.all(drafts.map((d) => api<WarehouseInvoice>('GET', `${base}/${d.id}`)));
    expect(states.filter((s) => s.body.state === 2).length).toBe(
      results.filter((r) => r.status === 200).length,
    );
    expect(states.filter((s) => s.body.state === 0).length).toBe(refused.length);
  });
});
