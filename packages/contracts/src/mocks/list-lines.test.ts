import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client.ts';
import { endpoints } from '../registry.ts';
import { createHandlers } from './create-handlers.ts';
import { demoIds } from './fixtures.ts';
import { createFixtureStore } from './store.ts';

// ADR 061, as the server answers: the warehouse-invoice list filtered by SKUName answers, for each document, only the
// lines that made it match; without SKUName every line. The purchase list answers every line either way.

const baseUrl = 'http://api.test';
const server = setupServer();
const client = createApiClient({ baseUrl });
const skus = [demoIds.greenTea, demoIds.riceCracker, demoIds.greenTea];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.resetHandlers(...createHandlers(createFixtureStore(), { baseUrl })));
afterAll(() => server.close());

describe('the mocks’ document lists under a SKU name', () => {
  it('a warehouse-invoice list answers only the matching lines under SKUName, every line without', async () => {
    const { id } = await client.call(endpoints.warehouseInvoice.save, {
      body: {
        warehouseId: demoIds.mainWarehouse,
        stockType: 'In',
        items: skus.map((skuId, i) => ({ skuId, count: i + 1 })),
      },
    });
    const lines = async (query: Record<string, unknown>) =>
      (await client.call(endpoints.warehouseInvoice.list, { query })).items
        .find((d) => d.id === id)
        ?.items.map((l) => l.skuId);
    expect(await lines({ MaxResultCount: 50 })).toEqual(skus);
    expect(await lines({ SKUName: 'rice' })).toEqual([demoIds.riceCracker]);
    expect(await lines({ SKUName: '绿茶' })).toEqual([demoIds.greenTea, demoIds.greenTea]);
  });

  it('a purchase list answers every line of the documents it finds, under SKUName too', async () => {
    const { id } = await client.call(endpoints.purchaseInvoice.save, {
      body: {
        supplierId: demoIds.supplierTea,
        items: skus.map((skuId, i) => ({ skuId, count: i + 1, price: 1 })),
      },
    });
    const lines = async (query: Record<string, unknown>) =>
      (await client.call(endpoints.purchaseInvoice.list, { query })).items
        .find((d) => d.id === id)
        ?.items.map((l) => l.skuId);
    expect(await lines({ MaxResultCount: 50 })).toEqual(skus);
    expect(await lines({ SKUName: 'Rice' })).toEqual(skus);
  });
});
