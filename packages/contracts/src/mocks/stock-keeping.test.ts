import { Decimal } from '@inventory/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client.ts';
import { ApiError, ErrorCodes } from '../errors.ts';
import { endpoints } from '../registry.ts';
import { demoIds } from './fixtures.ts';
import { createMockFetch } from './mock-fetch.ts';
import { createFixtureStore, type FixtureStore } from './store.ts';

// The mocks keep stock as the server does (business-rules §1, §2, §5): exact totals, FEFO deliveries, a ledger whose
// sum is every balance, and refusals that leave nothing behind. The parity test in apps/api compares with the server.

const baseUrl = 'http://mock.test';
let store: FixtureStore;
let client: ReturnType<typeof createApiClient>;

beforeEach(() => {
  store = createFixtureStore();
  client = createApiClient({ baseUrl, fetch: createMockFetch(store, { baseUrl }) });
});

function ledgerMismatches(s: FixtureStore): string[] {
  const sums = new Map<string, Decimal>();
  for (const m of s.movements) {
    const key = `${m.tenantId}|${m.skuId}|${m.warehouseId}|${m.batchNumber}`;
    sums.set(key, (sums.get(key) ?? Decimal.ZERO).add(m.quantity));
  }
  return s.balances
    .filter(
      (b) =>
        !(sums.get(`${b.tenantId}|${b.skuId}|${b.warehouseId}|${b.batchNumber}`) ?? Decimal.ZERO).eq(
          b.quantity,
        ),
    )
    .map((b) => `${b.skuId}/${b.warehouseId}/${b.batchNumber}`);
}

const sale = (count: number) =>
  client.call(endpoints.sellInvoice.save, {
    body: {
      isSubmit: true,
      isCreateOutStockInvoice: true,
      warehouseId: demoIds.mainWarehouse,
      items: [{ skuId: demoIds.riceCracker, count, price: 2 }],
    },
  });

describe('stock kept by the mocks', () => {
  it('totals two lines of 1 × 1.005 to 2.02: each line rounds half-up to the cent', async () => {
    const doc = await client.call(endpoints.purchaseInvoice.save, {
      body: {
        items: [
          { skuId: demoIds.greenTea, count: 1, price: 1.005 },
          { skuId: demoIds.greenTea, count: 1, price: 1.005 },
        ],
      },
    });
    expect(doc.totalPrice).toBe(2.02);
  });

  it('delivers a sale FEFO from the balances, and the ledger adds up to every balance', async () => {
    await sale(120);
    const stock = await client.call(endpoints.stock.info, { query: { skuId: demoIds.riceCracker } });
    expect(stock).toEqual([
      {
        wareHouseId: demoIds.mainWarehouse,
        name: 'Main Warehouse',
        count: 180,
        items: [{ batchNumber: '20260301-003', count: 180 }],
      },
    ]);
    const sold = (await client.call(endpoints.sellInvoice.list, { query: { State: 'Finish' } })).items[0];
    expect([sold?.totalCost, sold?.items[0]?.sellBatchNumber]).toEqual([144, '20260301-003']);
    expect(ledgerMismatches(store)).toEqual([]);
  });

  it('refuses a shortage with the server code and writes nothing: no document, number, movement or balance', async () => {
    const before = structuredClone({
      sells: store.sellInvoices,
      invoices: store.warehouseInvoices,
      balances: store.balances,
      movements: store.movements,
      counters: store.counters,
    });
    const error = await sale(301).then(
      () => expect.fail('expected a refusal'),
      (e: unknown) => e as ApiError,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code]).toEqual([403, ErrorCodes.StockShortage]);
    expect({
      sells: store.sellInvoices,
      invoices: store.warehouseInvoices,
      balances: store.balances,
      movements: store.movements,
      counters: store.counters,
    }).toEqual(before);
  });
});
