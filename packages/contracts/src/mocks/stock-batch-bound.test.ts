import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client.ts';
import { endpoints } from '../registry.ts';
import { createHandlers } from './create-handlers.ts';
import { demoIds } from './fixtures.ts';
import { createFixtureStore } from './store.ts';

// ADR 062, as the server answers: GET /stock with MaxBatchCount answers a row's first batches holding stock in FEFO
// order and moreBatches; without it every batch row and no moreBatches.

const baseUrl = 'http://api.test';
const server = setupServer();
const client = createApiClient({ baseUrl });
const day = 86_400_000;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.resetHandlers(...createHandlers(createFixtureStore(), { baseUrl })));
afterAll(() => server.close());

async function receive(batches: { batchNumber: string; expirationDay?: number }[]) {
  await client.call(endpoints.warehouseInvoice.save, {
    body: {
      warehouseId: demoIds.mainWarehouse,
      stockType: 'In',
      isSubmit: true,
      items: batches.map((b) => ({
        skuId: demoIds.greenTea,
        count: 1,
        batchNumber: b.batchNumber,
        parturitionTime: new Date(Date.now() - day).toISOString(),
        ...(b.expirationDay === undefined ? {} : { expirationDay: b.expirationDay }),
      })),
    },
  });
}

const teaRow = async (query: Record<string, unknown>) =>
  (await client.call(endpoints.stock.list, { query: { MaxResultCount: 100, ...query } })).items.find(
    (r) => r.skuId === demoIds.greenTea,
  );

describe('the mocks’ stock list with MaxBatchCount', () => {
  it('answers the first N held batches in FEFO order and whether more exist', async () => {
    await receive([
      { batchNumber: 'MB-C', expirationDay: 3000 },
      { batchNumber: 'MB-A', expirationDay: 2000 },
      { batchNumber: 'MB-B', expirationDay: 2000 },
    ]);
    const every = await teaRow({ IsNeedBatch: true });
    expect(every?.moreBatches).toBeUndefined();
    const held = (every?.items ?? []).filter((b) => b.count > 0).map((b) => b.batchNumber);
    expect(held.slice(-3)).toEqual(['MB-A', 'MB-B', 'MB-C']);
    const all = await teaRow({ IsNeedBatch: true, MaxBatchCount: held.length });
    expect([all?.items.map((b) => b.batchNumber), all?.moreBatches]).toEqual([held, false]);
    const cut = await teaRow({ IsNeedBatch: true, MaxBatchCount: held.length - 1 });
    expect([cut?.items.map((b) => b.batchNumber), cut?.moreBatches]).toEqual([held.slice(0, -1), true]);
    expect((await teaRow({ MaxBatchCount: 1 }))?.moreBatches).toBeUndefined();
  });

  it('refuses a bound outside 1..100 as the server does', async () => {
    for (const bad of ['0', '101']) {
      const refused = await fetch(`${baseUrl}/api/app/stock?IsNeedBatch=true&MaxBatchCount=${bad}`);
      expect(refused.status, bad).toBe(400);
      const body = (await refused.json()) as { error: { validationErrors: { members: string[] }[] } };
      expect(body.error.validationErrors.flatMap((v) => v.members)).toEqual(['maxBatchCount']);
    }
  });
});
