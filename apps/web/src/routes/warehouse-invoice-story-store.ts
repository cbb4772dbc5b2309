import { DocumentState, StockType, WarehouseInvoiceType } from '@inventory/contracts';
import { createFixtureStore, createHandlers, demoIds, type FixtureStore } from '@inventory/contracts/mocks';

// Story-only: the demo stock plus what the warehouse invoice screens must show and the demo has not — green tea in
// the Main Warehouse in three batches (one past its expiry, one near it, one later), and invoices of every kind and
// state in the list. The mock server's clock starts at 2026-03-02 (ADR 029), so the dates are fixed against it.

const D = demoIds.demoTenant;
const t = '2026-03-02T07:00:00.000Z';
const id = (n: number) => `0195a000-0000-7000-8000-0000000001${String(n).padStart(2, '0')}`;

/** The draft Out of the list (20 green tea, first-expiry-first), and the finished Move. */
export const storyInvoiceIds = { draftOut: id(1), finishedMove: id(2), discardedIn: id(3) };

const greenTea = {
  skuId: demoIds.greenTea,
  name: '绿茶 500ml',
  skuCode: 'SKU-0001',
  unit: 'bottle',
  attribute: 'Drinks',
};

function batch(batchNumber: string, produced: string, expires: string, qty: string) {
  return {
    tenantId: D,
    skuId: demoIds.greenTea,
    batchNumber,
    producedTime: produced,
    expirationDay: null,
    expirationTime: expires,
    cost: '2.3500',
    inQuantity: qty,
    stockInTime: t,
  };
}

function invoice(
  n: number,
  number: string,
  stockType: StockType,
  state: DocumentState,
  lines: { count: number; batchNumber: string | null }[],
  moveTo: { id: string; name: string } | null,
) {
  return {
    id: id(n),
    tenantId: D,
    number,
    creator: 'admin',
    creationTime: t,
    stockType,
    type: WarehouseInvoiceType.Other,
    state,
    warehouseId: demoIds.mainWarehouse,
    warehouseName: 'Main Warehouse',
    moveToWarehouseId: moveTo?.id ?? null,
    moveToWarehouseName: moveTo?.name ?? null,
    content: `绿茶 500ml ×${lines.reduce((sum, line) => sum + line.count, 0)}`,
    remarks: null,
    submitTime: state === DocumentState.Finish ? t : null,
    concurrencyStamp: `story-wi${n}`,
    items: lines.map((line, index) => ({
      id: id(10 + n * 3 + index),
      ...greenTea,
      count: line.count,
      batchNumber: line.batchNumber,
      correlationBatchNumber: moveTo ? line.batchNumber : null,
      warehouseId: demoIds.mainWarehouse,
      warehouseName: 'Main Warehouse',
      moveToWarehouseId: moveTo?.id ?? null,
      moveToWarehouseName: moveTo?.name ?? null,
    })),
  };
}

/** A fixture store with the warehouse invoice screens' extra rows. */
export function warehouseInvoiceStoryStore(): FixtureStore {
  const store = createFixtureStore();
  store.batches.push(
    batch('20251201-009', '2025-12-01T00:00:00.000Z', '2026-02-20T00:00:00.000Z', '30.000'),
    batch('20260220-007', '2026-02-20T00:00:00.000Z', '2026-09-01T00:00:00.000Z', '50.000'),
  );
  store.balances.push(
    {
      tenantId: D,
      skuId: demoIds.greenTea,
      warehouseId: demoIds.mainWarehouse,
      batchNumber: '20251201-009',
      quantity: '30.000',
    },
    {
      tenantId: D,
      skuId: demoIds.greenTea,
      warehouseId: demoIds.mainWarehouse,
      batchNumber: '20260220-007',
      quantity: '50.000',
    },
  );
  // Balance = Σ movements (business-rules §1): each opening balance has its movement.
  for (const [batchNumber, quantity] of [
    ['20251201-009', '30.000'],
    ['20260220-007', '50.000'],
  ] as const)
    store.movements.push({
      tenantId: D,
      skuId: demoIds.greenTea,
      warehouseId: demoIds.mainWarehouse,
      batchNumber,
      quantity,
      documentId: demoIds.warehouseIn,
      correlationBatchNumber: null,
      time: t,
    });
  store.warehouseInvoices.push(
    invoice(
      1,
      'OUT-20260302-0001',
      StockType.Out,
      DocumentState.Draft,
      [{ count: 20, batchNumber: null }],
      null,
    ),
    invoice(
      2,
      'MV-20260302-0001',
      StockType.Move,
      DocumentState.Finish,
      [{ count: 5, batchNumber: '20260301-001' }],
      {
        id: demoIds.northWarehouse,
        name: 'North Depot',
      },
    ),
    invoice(
      3,
      'IN-20260302-0001',
      StockType.In,
      DocumentState.Discard,
      [{ count: 12, batchNumber: null }],
      null,
    ),
  );
  return store;
}

/** The handlers of every story over that store (a story's `beforeEach({ msw })`). */
export const warehouseInvoiceStoryHandlers = () => createHandlers(warehouseInvoiceStoryStore());
