import { endpoints, type ApiClient } from '@inventory/contracts';
import {
  day,
  firstBatchesView,
  invoicesView,
  purchaseView,
  refusal,
  salesView,
  stockView,
} from './parity-views.ts';

// One business story told through the typed client, so the same code runs against the real server and against the
// MSW mocks. Only what both must agree on is kept: no ids, times or stamps; document numbers and
// generated batch numbers lose their day (the mock's clock is not the server's), keeping prefix and counter.

export const produced = (date: string) => `${date}T00:00:00.000Z`;

/** The 1 × 1.005 case: each line rounds half-up to 1.01, so the total is 2.02 (business-rules §2). */
export async function halfCentScenario(client: ApiClient, skuId: string) {
  const doc = await client.call(endpoints.purchaseInvoice.save, {
    body: {
      items: [
        { skuId, count: 1, price: 1.005 },
        { skuId, count: 1, price: 1.005 },
      ],
    },
  });
  return { totalPrice: doc.totalPrice, state: doc.state };
}

/** Master data the story needs, created through the API on either side. */
export async function createMasterData(client: ApiClient) {
  const warehouse = (name: string) => client.call(endpoints.warehouse.create, { body: { name } });
  const whA = (await warehouse('Parity A')).id;
  const whB = (await warehouse('Parity B')).id;
  const supplierId = (await client.call(endpoints.supplier.create, { body: { name: 'Parity Mill' } })).id;
  const sku = (body: {
    code: string;
    name: string;
    cost?: number;
    groups?: { id: string; number: number }[];
  }) => client.call(endpoints.sku.create, { body: { unit: 'pc', ...body } });
  const flour = (await sku({ code: 'P-FLOUR', name: 'Parity flour', cost: 3 })).id;
  const box = (await sku({ code: 'P-BOX', name: 'Parity box', cost: 0.5 })).id;
  const penny = (await sku({ code: 'P-PENNY', name: 'Parity penny', cost: 1.005 })).id;
  const gift = (
    await sku({
      code: 'P-GIFT',
      name: 'Parity gift',
      groups: [
        { id: flour, number: 2 },
        { id: box, number: 1 },
      ],
    })
  ).id;
  return { whA, whB, supplierId, flour, box, penny, gift };
}

export type MasterData = Awaited<ReturnType<typeof createMasterData>>;

/** purchase → stock-in → move → FEFO sale (and a refused one) → production, then every total, count and batch. */
export async function journeyScenario(client: ApiClient, m: MasterData) {
  const { whA, whB, supplierId, flour, box, gift } = m;
  const bought = await client.call(endpoints.purchaseInvoice.save, {
    body: {
      supplierId,
      isSubmit: true,
      isCreateStockInvoice: true,
      warehouseId: whA,
      items: [
        {
          skuId: flour,
          count: 10,
          price: 2.1234,
          batchNumber: 'F-OLD',
          parturitionTime: produced('2026-01-01'),
          expirationDay: 3000,
        },
        {
          skuId: flour,
          count: 8,
          price: 2,
          batchNumber: 'F-NEW',
          parturitionTime: produced('2026-01-10'),
          expirationDay: 4000,
        },
        { skuId: box, count: 5, price: 0.3333 },
      ],
    },
  });
  const ordered = await client.call(endpoints.purchaseInvoice.save, {
    body: {
      supplierId,
      isSubmit: true,
      items: [
        {
          skuId: flour,
          count: 6,
          price: 1.5,
          batchNumber: 'F-MID',
          parturitionTime: produced('2026-01-05'),
          expirationDay: 3500,
        },
      ],
    },
  });
  const line = ordered.items[0];
  const receive = (count: number) =>
    client.call(endpoints.warehouseInvoice.save, {
      body: {
        warehouseId: whA,
        stockType: 'In',
        type: 'Purchase',
        isSubmit: true,
        items: [
          {
            itemId: line?.itemId,
            skuId: flour,
            count,
            batchNumber: 'F-MID',
            parturitionTime: produced('2026-01-05'),
            expirationDay: 3500,
          },
        ],
      },
    });
  await receive(2);
  const partly = await client.call(endpoints.purchaseInvoice.get, { params: { id: ordered.id } });
  const overReceipt = await refusal(receive(5));
  await receive(4);
  const received = await client.call(endpoints.purchaseInvoice.get, { params: { id: ordered.id } });
  await client.call(endpoints.warehouseInvoice.save, {
    body: {
      warehouseId: whA,
      stockType: 'In',
      type: 'Other',
      isSubmit: true,
      items: [{ skuId: box, count: 10 }],
    },
  });
  await client.call(endpoints.warehouseInvoice.save, {
    body: {
      warehouseId: whA,
      moveToWarehouseId: whB,
      stockType: 'Move',
      type: 'Other',
      isSubmit: true,
      items: [{ skuId: flour, count: 3 }],
    },
  });

  const sale = {
    discountsPrice: 0.5,
    isSubmit: true,
    isCreateOutStockInvoice: true,
    warehouseId: whA,
    items: [
      { skuId: flour, count: 9, price: 5 },
      { skuId: box, count: 2, price: 1.005 },
    ],
  };
  await client.call(endpoints.sellInvoice.save, { body: sale });
  const shortage = await refusal(
    client.call(endpoints.sellInvoice.save, {
      body: { ...sale, items: [{ skuId: flour, count: 1000, price: 5 }] },
    }),
  );
  const sales = await client.call(endpoints.sellInvoice.list, {
    query: { SearchKey: 'Parity', MaxResultCount: 100 },
  });

  const proposal = await client.call(endpoints.yield.groupSku, {
    params: { skuId: gift },
    query: { count: 2, warehouseId: whA },
  });
  const order = await client.call(endpoints.yield.save, {
    body: {
      skuId: gift,
      count: 2,
      warehouseId: whA,
      productTime: produced('2026-02-01'),
      expirationDay: 3650,
      isSubmit: true,
      items: [],
    },
  });
  const tooMany = await client.call(endpoints.stock.checkGroupStock, {
    params: { skuId: gift },
    query: { count: 50 },
  });

  const stock = await client.call(endpoints.stock.list, {
    query: { SKUName: 'Parity', IsNeedBatch: true, MaxResultCount: 100 },
  });
  // ADR 062: each row's first batch holding stock (FEFO) and whether it holds more.
  const firstBatches = await client.call(endpoints.stock.list, {
    query: { SKUName: 'Parity', IsNeedBatch: true, MaxBatchCount: 1, MaxResultCount: 100 },
  });
  const invoices = await client.call(endpoints.warehouseInvoice.list, {
    query: { SKUName: 'Parity', MaxResultCount: 100 },
  });
  // One SKU's name: each warehouse invoice answers its lines of that SKU only, a purchase every line (ADR 061).
  const boxInvoices = await client.call(endpoints.warehouseInvoice.list, {
    query: { SKUName: 'Parity box', MaxResultCount: 100 },
  });
  const boxPurchases = await client.call(endpoints.purchaseInvoice.list, {
    query: { SKUName: 'Parity box', MaxResultCount: 100 },
  });
  return {
    bought: purchaseView(bought),
    ordered: purchaseView(ordered),
    partly: purchaseView(partly),
    received: purchaseView(received),
    overReceipt,
    shortage,
    sales: salesView(sales),
    proposal: {
      maxCount: proposal.maxCount,
      checkStr: proposal.checkStr,
      items: proposal.items.map((i) => ({ count: i.count, batchNumber: day(i.batchNumber), cost: i.cost })),
    },
    order: {
      number: day(order.number),
      state: order.state,
      totalCost: order.totalCost,
      inCount: order.inCount,
      rate: order.rate,
      outState: order.outState,
      expirationTime: order.expirationTime,
      items: order.items.map((i) => ({ count: i.count, outStockCount: i.outStockCount, rate: i.rate })),
    },
    tooMany: { maxCount: tooMany.maxCount, short: tooMany.errorStr !== '' },
    stock: stockView(stock),
    firstBatches: firstBatchesView(firstBatches),
    invoices: invoicesView(invoices),
    boxInvoices: invoicesView(boxInvoices),
    boxPurchases: boxPurchases.items
      .map(purchaseView)
      .sort((a, b) => String(a.number).localeCompare(String(b.number))),
  };
}
