import { pagedResult, sellInvoice, type SellInvoice } from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoPassword, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertSku, insertWarehouse, ledgerMismatches, quantities } from '../stock/fixtures.ts';
import { figureMismatches } from '../stock/figure-fixtures.ts';

// business-rules §8: 50 sales submitted at once for the last units of two batches. On PostgreSQL the submits really
// overlap (row locks in a fixed order decide); PGlite runs one transaction at a time, where the same assertions
// must hold serially.

let server: TestApp;
let demoId: string;
let admin: string;
let depot: string;
let butter: string;

const base = '/api/app/sell-invoice';
const api = <T = unknown>(method: string, path: string, body?: unknown) =>
  call<T & ErrorBody>(server.baseUrl, method, path, { token: admin, body });

beforeAll(async () => {
  server = await startTestApp();
  demoId = await tenantId(server.db, 'demo');
  depot = await insertWarehouse(server.db, demoId, 'SC depot');
  butter = await insertSku(server.db, demoId, { code: 'SC-BUTTER', name: 'SC Butter', cost: '2.0000' });
  admin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
  const stocked = await api('POST', '/api/app/warehouse-invoice/save', {
    warehouseId: depot,
    stockType: 'In',
    isSubmit: true,
    items: [
      { skuId: butter, count: 7, batchNumber: 'B-1' },
      { skuId: butter, count: 5, batchNumber: 'B-2' },
    ],
  });
  expect(stocked.status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

describe(`concurrent sell submits (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('sells exactly what exists and refuses the rest with 403, never going negative', async () => {
    const counts = Array.from({ length: 50 }, (_, i) => (i % 3 === 0 ? 2 : 1));
    // Drafts first, so the submits contend for the stock rather than for the sale's own number.
    const drafts: SellInvoice[] = [];
    for (const [i, count] of counts.entries()) {
      const saved = await api('POST', `${base}/save`, {
        remarks: `SC-${i}`,
        items: [{ skuId: butter, count, price: 5 }],
      });
      expect(saved.status).toBe(204);
      const list = pagedResult(sellInvoice).parse(
        (await api('GET', `${base}?SearchKey=SC-${i}&MaxResultCount=100`)).body,
      );
      const draft = list.items.find((d) => d.remarks === `SC-${i}`);
      if (!draft) throw new Error(`draft SC-${i} not listed`);
      drafts.push(draft);
    }
    const results = await Promise.all(
      drafts.map((draft, i) =>
        api('POST', `${base}/save`, {
          id: draft.id,
          concurrencyStamp: draft.concurrencyStamp,
          isSubmit: true,
          isCreateOutStockInvoice: true,
          warehouseId: depot,
          remarks: draft.remarks,
          items: [{ itemId: draft.items[0]?.itemId, skuId: butter, count: counts[i], price: 5 }],
        }),
      ),
    );
    expect(results.every((r) => r.status === 204 || r.status === 403)).toBe(true);
    const refused = results.filter((r) => r.status === 403);
    expect(refused.every((r) => r.body.error.code === 'Inventory:StockShortage')).toBe(true);
    const sold = results.reduce((sum, r, i) => (r.status === 204 ? sum + (counts[i] ?? 0) : sum), 0);
    const left = await quantities(server.db, demoId, butter, depot);
    const remaining = (left['B-1'] ?? 0) + (left['B-2'] ?? 0);
    expect(sold + remaining).toBe(12);
    expect(Object.values(left).every((q) => q >= 0)).toBe(true);
    // Whatever is left is too little for every refused submit (each wanted 1 or 2).
    for (const [i, r] of results.entries())
      if (r.status === 403) expect(counts[i]).toBeGreaterThan(remaining);
    expect(sold).toBeGreaterThanOrEqual(11);
    expect(await ledgerMismatches(server.db, demoId)).toEqual([]);
    expect(await figureMismatches(server.db, demoId)).toEqual([]);
    // Each sold sale finished with its cost; each refused one is still the untouched draft.
    const states = await Promise.all(drafts.map((d) => api<SellInvoice>('GET', `${base}/${d.id}`)));
    const finished = states.filter((s) => s.body.state === 2);
    expect(finished.length).toBe(results.filter((r) => r.status === 204).length);
    expect(finished.every((s) => s.body.totalCost === (s.body.items[0]?.count ?? 0) * 2)).toBe(true);
    expect(states.filter((s) => s.body.state === 0).length).toBe(refused.length);
  });
});
