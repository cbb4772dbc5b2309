import { createApiClient, type ApiClient } from '@inventory/contracts';
import { createFixtureStore, createMockFetch } from '@inventory/contracts/mocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { produceAndRefuseScenario } from './parity-production.ts';
import { createMasterData, halfCentScenario, journeyScenario, type MasterData } from './parity-scenario.ts';

/*
 * The MSW mocks and the real server tell the same story (issue 13): one scenario written against the typed
 * client runs twice — against the server with a bearer token, and against the mock handlers through a mock fetch —
 * and every total, count, batch, state and refusal must be equal.
 */

let server: TestApp;
let real: ApiClient;
let mock: ApiClient;
let realData: MasterData;
let mockData: MasterData;

beforeAll(async () => {
  server = await startTestApp();
  await createTenantWithAdmin(server.db, 'parity');
  const { accessToken } = await signIn(server.baseUrl, {
    tenant: 'parity',
    username: 'admin',
    password: demoPassword,
  });
  real = createApiClient({ baseUrl: server.baseUrl, getAccessToken: () => accessToken });
  const baseUrl = 'http://mock.test';
  mock = createApiClient({ baseUrl, fetch: createMockFetch(createFixtureStore(), { baseUrl }) });
  realData = await createMasterData(real);
  mockData = await createMasterData(mock);
});
afterAll(async () => {
  await server?.close();
});

describe('mocks and server agree', () => {
  it('two lines of 1 × 1.005 total 2.02 on both (each line rounds half-up to the cent)', async () => {
    const onServer = await halfCentScenario(real, realData.penny);
    const inMocks = await halfCentScenario(mock, mockData.penny);
    expect(onServer.totalPrice).toBe(2.02);
    expect(inMocks).toEqual(onServer);
  });

  it('purchase → stock-in → move → FEFO sale → production: same totals, counts, batches and refusals', async () => {
    const onServer = await journeyScenario(real, realData);
    const inMocks = await journeyScenario(mock, mockData);
    // The server's own answers first, so a change on the server side shows here rather than as a diff.
    expect(onServer.shortage).toMatchObject({ status: 403, code: 'Inventory:StockShortage' });
    expect(onServer.shortage.shortages).toEqual([
      { sku: 'Parity flour', warehouse: 'Parity A', batchNumber: null, wanted: 1000, available: 12 },
    ]);
    expect(onServer.overReceipt).toMatchObject({ status: 403, code: 'Inventory:OverReceipt' });
    expect(onServer.sales[0]?.state).toBe(2);
    expect(onServer.order.state).toBe(2);
    // Under one SKU's name the warehouse invoices answer that SKU's lines only (ADR 061); the purchase of flour and
    // boxes answers all three lines (the purchase list's screen sums them all) and all its stock entries.
    const boxLines = onServer.boxInvoices.flatMap((d) => d.items.map((i) => i.sku));
    expect(boxLines.length).toBeGreaterThan(0);
    expect(new Set(boxLines)).toEqual(new Set(['Parity box']));
    expect(onServer.boxPurchases.map((p) => p.items.length)).toEqual([3]);
    expect(inMocks).toEqual(onServer);
  });

  it('production through Produce invoices, expiry and life-cycle refusals: the same on both', async () => {
    const onServer = await produceAndRefuseScenario(real, realData);
    const inMocks = await produceAndRefuseScenario(mock, mockData);
    expect(onServer.expiredSale).toMatchObject({ status: 403, code: 'Inventory:ExpiredBatch' });
    expect(onServer.discardReceived.code).toBe('Inventory:InvalidStateTransition');
    expect(onServer.editFinished.code).toBe('Inventory:InvalidStateTransition');
    expect(onServer.offSku).toMatchObject({ status: 403, code: 'Inventory:SkuOff' });
    expect(onServer.done.state).toBe(2);
    expect(inMocks).toEqual(onServer);
  });
});
