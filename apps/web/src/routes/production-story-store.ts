import { DocumentState, OutState } from '@inventory/contracts';
import { createFixtureStore, createHandlers, demoIds, type FixtureStore } from '@inventory/contracts/mocks';

// Story-only: the demo (the Tea & Snack Gift Box kit = 2 green tea + 3 rice crackers; the Main Warehouse holds 100
// green tea in a batch near its expiry and 300 rice crackers) plus a later green tea batch of 50 there, so the FEFO
// proposal spans two batches, and a Processing order of 10 gift boxes with 4 produced for the list's progress and
// the produce-in-parts story. The mock server's clock starts at 2026-03-02 (ADR 029).

const D = demoIds.demoTenant;
const t = '2026-03-02T07:00:00.000Z';
const id = (n: number) => `0195a000-0000-7000-8000-0000000002${String(n).padStart(2, '0')}`;

/** The Processing order (10 gift boxes, 4 produced). */
export const storyProductionIds = { processing: id(1) };

function material(
  n: number,
  skuId: string,
  name: string,
  code: string,
  unit: string,
  count: number,
  out: number,
) {
  return {
    itemId: id(10 + n),
    skuId,
    skuName: name,
    skuCode: code,
    attribute: null,
    unit,
    cost: null,
    periodOfValidity: null,
    count,
    warehouseId: demoIds.mainWarehouse,
    batchNumber: null,
    outStockCount: out,
    rate: 0,
  };
}

/** A fixture store with the production screens' extra rows. */
export function productionStoryStore(): FixtureStore {
  const store = createFixtureStore();
  store.batches.push({
    tenantId: D,
    skuId: demoIds.greenTea,
    batchNumber: '20260220-007',
    producedTime: '2026-02-20T00:00:00.000Z',
    expirationDay: null,
    expirationTime: '2026-09-01T00:00:00.000Z',
    cost: '2.3500',
    inQuantity: '50.000',
    stockInTime: t,
  });
  store.balances.push({
    tenantId: D,
    skuId: demoIds.greenTea,
    warehouseId: demoIds.mainWarehouse,
    batchNumber: '20260220-007',
    quantity: '50.000',
  });
  // Balance = Σ movements (business-rules §1).
  store.movements.push({
    tenantId: D,
    skuId: demoIds.greenTea,
    warehouseId: demoIds.mainWarehouse,
    batchNumber: '20260220-007',
    quantity: '50.000',
    documentId: demoIds.warehouseIn,
    correlationBatchNumber: null,
    time: t,
  });
  store.productionOrders.push({
    id: storyProductionIds.processing,
    tenantId: D,
    number: 'MO-20260302-0001',
    skuId: demoIds.giftBox,
    skuName: 'Tea & Snack Gift Box',
    skuCode: 'SKU-0003',
    attribute: 'Food',
    unit: 'box',
    creator: 'admin',
    count: 10,
    periodOfValidity: null,
    creationTime: t,
    totalCost: 0,
    remarks: null,
    state: DocumentState.Processing,
    productTime: null,
    expirationTime: null,
    expirationDay: 90,
    warehouseId: demoIds.mainWarehouse,
    inCount: 4,
    rate: 40,
    outState: OutState.PartOut,
    submitTime: t,
    concurrencyStamp: 'story-mo1',
    items: [
      material(1, demoIds.greenTea, '绿茶 500ml', 'SKU-0001', 'bottle', 20, 8),
      material(2, demoIds.riceCracker, 'Rice Cracker', 'SKU-0002', 'bag', 30, 12),
    ],
    stockItems: [],
  });
  return store;
}

/** The handlers of every story over that store (a story's `beforeEach({ msw })`). */
export const productionStoryHandlers = () => createHandlers(productionStoryStore());
