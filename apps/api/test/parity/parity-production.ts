import { endpoints, type ApiClient } from '@inventory/contracts';
import { produced, type MasterData } from './parity-scenario.ts';
import { day, refusal } from './parity-views.ts';

/**
 * Production through warehouse invoices of type Produce (materials out, product in, §6), then the refusals of the
 * life cycles and of expiry (§4): an expired batch named on a sale, a write-off that may take it, a finished
 * document that can not be edited, a received purchase that can not be discarded, an SKU switched Off.
 */
export async function produceAndRefuseScenario(client: ApiClient, m: MasterData) {
  const { whA, supplierId, flour, box, gift } = m;
  const stockIn = (items: Record<string, unknown>[], type: 'Other' | 'Purchase' = 'Other') =>
    client.call(endpoints.warehouseInvoice.save, {
      body: { warehouseId: whA, stockType: 'In', type, isSubmit: true, items: items as never },
    });
  await stockIn([
    {
      skuId: flour,
      count: 6,
      batchNumber: 'F-P',
      parturitionTime: produced('2026-01-20'),
      expirationDay: 3000,
    },
    { skuId: box, count: 3, batchNumber: 'B-P' },
    {
      skuId: flour,
      count: 4,
      batchNumber: 'F-EXP',
      parturitionTime: produced('2025-01-01'),
      expirationDay: 10,
    },
  ]);
  const order = await client.call(endpoints.yield.save, {
    body: { skuId: gift, count: 3, productTime: produced('2026-02-10'), expirationDay: 400, isSubmit: true },
  });
  const [flourLine, boxLine] = order.items;
  const produce = (stockType: 'In' | 'Out', items: Record<string, unknown>[]) =>
    client.call(endpoints.warehouseInvoice.save, {
      body: { warehouseId: whA, stockType, type: 'Produce', isSubmit: true, items: items as never },
    });
  await produce('Out', [
    { itemId: flourLine?.itemId, skuId: flour, count: 6, batchNumber: 'F-P' },
    { itemId: boxLine?.itemId, skuId: box, count: 1 },
  ]);
  const partOut = await client.call(endpoints.yield.get, { params: { id: order.id } });
  await produce('Out', [{ itemId: boxLine?.itemId, skuId: box, count: 2 }]);
  await produce('In', [
    { itemId: order.id, skuId: gift, count: 3, parturitionTime: produced('2026-02-10'), expirationDay: 400 },
  ]);
  const done = await client.call(endpoints.yield.get, { params: { id: order.id } });

  const expiredSale = await refusal(
    client.call(endpoints.sellInvoice.save, {
      body: {
        isSubmit: true,
        isCreateOutStockInvoice: true,
        warehouseId: whA,
        items: [{ skuId: flour, count: 1, price: 9, batchNumber: 'F-EXP' }],
      },
    }),
  );
  const writeOff = await client.call(endpoints.warehouseInvoice.save, {
    body: {
      warehouseId: whA,
      stockType: 'Out',
      type: 'Other',
      isSubmit: true,
      items: [{ skuId: flour, count: 4, batchNumber: 'F-EXP' }],
    },
  });
  const bought = await client.call(endpoints.purchaseInvoice.save, {
    body: { supplierId, isSubmit: true, items: [{ skuId: box, count: 4, price: 0.25 }] },
  });
  await stockIn([{ itemId: bought.items[0]?.itemId, skuId: box, count: 1 }], 'Purchase');
  const discardReceived = await refusal(
    client.call(endpoints.purchaseInvoice.discard, { params: { id: bought.id } }),
  );
  const editFinished = await refusal(
    client.call(endpoints.yield.save, { body: { id: order.id, skuId: gift, count: 1 } }),
  );
  const off = await client.call(endpoints.sku.create, {
    body: { code: 'P-OFF', name: 'Parity off', unit: 'pc', cost: 1, state: 'Off' },
  });
  const offSku = await refusal(
    client.call(endpoints.purchaseInvoice.save, { body: { items: [{ skuId: off.id, count: 1, price: 1 }] } }),
  );
  const view = (o: typeof order) => ({
    number: day(o.number),
    state: o.state,
    totalCost: o.totalCost,
    inCount: o.inCount,
    rate: o.rate,
    outState: o.outState,
    items: o.items.map((i) => ({ count: i.count, outStockCount: i.outStockCount, rate: i.rate })),
  });
  const stock = await client.call(endpoints.stock.info, { query: { skuId: gift, warehouseId: whA } });
  const batches = await client.call(endpoints.stock.list, {
    query: { SKUName: 'P-GIFT', IsNeedBatch: true, WarehouseId: whA },
  });
  return {
    order: view(order),
    partOut: view(partOut),
    done: view(done),
    expiredSale,
    writeOff: writeOff.items.map((i) => ({
      batchNumber: i.batchNumber,
      count: i.count,
      unUseCount: i.unUseCount,
    })),
    discardReceived,
    editFinished,
    offSku,
    giftStock: stock.map((w) => ({
      count: w.count,
      items: w.items.map((i) => ({ ...i, batchNumber: day(i.batchNumber) })),
    })),
    giftBatches: batches.items.flatMap((r) =>
      r.items.map((b) => ({
        batchNumber: day(b.batchNumber),
        count: b.count,
        cost: b.cost,
        expirationTime: b.expirationTime,
      })),
    ),
  };
}
