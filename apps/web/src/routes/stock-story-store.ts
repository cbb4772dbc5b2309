import { DocumentState, StockType, WarehouseInvoiceType } from '@inventory/contracts';
import { createFixtureStore, createHandlers, demoIds, type FixtureStore } from '@inventory/contracts/mocks';

// Story-only: the demo stock plus what the stock screens must show and the demo has not — a batch past its
// expiry, an empty stock row to remove, and a receipt of a purchase (a movement linked to its document). The
// mock server's clock starts at 2026-03-02 (ADR 029), so the dates below are fixed against it.

const D = demoIds.demoTenant;
const t = '2026-03-02T07:00:00.000Z';
/** The id of the receipt of PO-20260301-0002, the purchase its movement links to. */
export const receiptId = '0195a000-0000-7000-8000-0000000000f1';
const receiptLine = '0195a000-0000-7000-8000-0000000000f2';
/** The purchase line the receipt served (PO-20260301-0002's one line). */
const purchaseLine = '0195a000-0000-7000-8000-00000000005c';

function batch(
  skuId: string,
  batchNumber: string,
  produced: string,
  expires: string,
  cost: string,
  qty: string,
) {
  return {
    tenantId: D,
    skuId,
    batchNumber,
    producedTime: produced,
    expirationDay: null,
    expirationTime: expires,
    cost,
    inQuantity: qty,
    stockInTime: t,
  };
}

/** A fixture store with the stock screens' extra rows. */
export function stockStoryStore(): FixtureStore {
  const store = createFixtureStore();
  store.batches.push(
    batch(
      demoIds.riceCracker,
      '20251101-004',
      '2025-05-01T00:00:00.000Z',
      '2026-02-01T00:00:00.000Z',
      '1.1000',
      '12.000',
    ),
    batch(
      demoIds.giftBox,
      '20260215-005',
      '2026-02-15T00:00:00.000Z',
      '2026-08-15T00:00:00.000Z',
      '9.5000',
      '4.000',
    ),
    batch(
      demoIds.riceCracker,
      '20260302-001',
      '2026-03-01T00:00:00.000Z',
      '2026-11-26T00:00:00.000Z',
      '1.2000',
      '150.000',
    ),
  );
  store.balances.push(
    {
      tenantId: D,
      skuId: demoIds.riceCracker,
      warehouseId: demoIds.northWarehouse,
      batchNumber: '20251101-004',
      quantity: '12.000',
    },
    {
      tenantId: D,
      skuId: demoIds.giftBox,
      warehouseId: demoIds.shanghaiWarehouse,
      batchNumber: '20260215-005',
      quantity: '0.000',
    },
    {
      tenantId: D,
      skuId: demoIds.riceCracker,
      warehouseId: demoIds.mainWarehouse,
      batchNumber: '20260302-001',
      quantity: '150.000',
    },
  );
  store.warehouseInvoices.push({
    id: receiptId,
    tenantId: D,
    number: 'IN-20260302-0001',
    creator: 'admin',
    creationTime: t,
    stockType: StockType.In,
    type: WarehouseInvoiceType.Purchase,
    state: DocumentState.Finish,
    warehouseId: demoIds.mainWarehouse,
    warehouseName: 'Main Warehouse',
    moveToWarehouseId: null,
    moveToWarehouseName: null,
    content: null,
    remarks: null,
    submitTime: t,
    concurrencyStamp: 'story-in2',
    items: [
      {
        id: receiptLine,
        itemId: purchaseLine,
        skuId: demoIds.riceCracker,
        name: 'Rice Cracker',
        skuCode: 'SKU-0002',
        unit: 'bag',
        attribute: '零食',
        count: 150,
        batchNumber: '20260302-001',
        inCount: 150,
        usedCount: 0,
        unUseCount: 150,
        parturitionTime: '2026-03-01T00:00:00.000Z',
        expirationDay: 270,
        expirationTime: '2026-11-26T00:00:00.000Z',
        warehouseId: demoIds.mainWarehouse,
        warehouseName: 'Main Warehouse',
      },
    ],
  });
  return store;
}

/** The handlers of every story over that store (a story's `beforeEach({ msw })`). */
export const stockStoryHandlers = () => createHandlers(stockStoryStore());

/**
 * That store with six more Rice Cracker batches in the main warehouse (10 bags at 1.00 each, expiring in April), so
 * that the list, which asks for 5 batches a row (ADR 062), shows the row's first 5 and a link to every batch.
 */
export function manyBatchesStoryHandlers() {
  const store = stockStoryStore();
  for (let day = 1; day <= 6; day += 1) {
    const batchNumber = `20260302-10${day}`;
    store.batches.push(
      batch(
        demoIds.riceCracker,
        batchNumber,
        '2026-03-02T00:00:00.000Z',
        `2026-04-0${day}T00:00:00.000Z`,
        '1.0000',
        '10.000',
      ),
    );
    store.balances.push({
      tenantId: D,
      skuId: demoIds.riceCracker,
      warehouseId: demoIds.mainWarehouse,
      batchNumber,
      quantity: '10.000',
    });
  }
  return createHandlers(store);
}
