import {
  ApiError,
  type PagedResult,
  type PurchaseInvoice,
  type SellInvoice,
  type StockSummary,
  type WarehouseInvoice,
} from '@inventory/contracts';

// What the parity scenarios compare of each answer: everything both sides must agree on, nothing that differs by
// nature (ids, times, stamps, the day inside numbers, localized messages).

export const day = (text: string | null | undefined) =>
  text ? text.replace(/^([A-Z]+-)?\d{8}-/, (_, prefix: string | undefined) => `${prefix ?? ''}<day>-`) : text;

/**
 * What a refused call answered: status, ABP error code, and the shortages it names (messages are localized only on
 * the server, so their text is left out).
 */
export async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const shortages = (error.error?.data?.shortages ?? []) as Record<string, unknown>[];
    return {
      status: error.status,
      code: error.code ?? null,
      shortages: shortages.map(({ sku, warehouse, batchNumber, wanted, available }) => ({
        sku,
        warehouse,
        batchNumber,
        wanted,
        available,
      })),
    };
  }
  return { status: 200, code: null, shortages: [] };
}

export function purchaseView(doc: PurchaseInvoice) {
  return {
    number: day(doc.number),
    state: doc.state,
    totalPrice: doc.totalPrice,
    content: doc.content,
    stockInvoice: doc.stockInvoice.map((e) => ({ batchNumber: day(e.batchNumber), count: e.count })),
    items: doc.items.map((i) => ({
      count: i.count,
      price: i.price,
      batchNumber: day(i.batchNumber),
      expirationTime: i.expirationTime,
      inStockCount: i.inStockCount,
      rate: i.rate,
    })),
  };
}

export const salesView = (sales: PagedResult<SellInvoice>) =>
  sales.items.map((s) => ({
    number: day(s.number),
    state: s.state,
    totalPrice: s.totalPrice,
    totalCost: s.totalCost,
    discountsPrice: s.discountsPrice,
    content: s.content,
    stockItems: s.stockItems.map((e) => ({
      batchNumber: day(e.batchNumber),
      count: e.count,
      stockType: e.stockType,
    })),
    items: s.items.map((i) => ({
      count: i.count,
      price: i.price,
      cost: i.cost,
      outCount: i.outCount,
      rate: i.rate,
      sellBatchNumber: day(i.sellBatchNumber),
    })),
  }));

export const stockView = (stock: PagedResult<StockSummary>) =>
  stock.items
    .map((row) => ({
      sku: row.sku,
      count: row.count,
      expirationType: row.expirationType,
      batches: row.items
        .map((b) => ({
          warehouse: b.warehouse,
          batchNumber: day(b.batchNumber),
          count: b.count,
          cost: b.cost,
          producedTime: b.producedTime,
          expirationTime: b.expirationTime,
          expirationType: b.expirationType,
        }))
        .sort((a, b) => `${a.warehouse}${a.batchNumber}`.localeCompare(`${b.warehouse}${b.batchNumber}`)),
    }))
    .sort((a, b) => a.sku.localeCompare(b.sku));

export const invoicesView = (invoices: PagedResult<WarehouseInvoice>) =>
  invoices.items
    .map((doc) => ({
      number: day(doc.number),
      stockType: doc.stockType,
      type: doc.type,
      state: doc.state,
      warehouse: doc.warehouseName,
      moveTo: doc.moveToWarehouseName,
      content: doc.content,
      remarks: day(doc.remarks),
      items: doc.items.map((i) => ({
        sku: i.name,
        count: i.count,
        batchNumber: day(i.batchNumber),
        correlationBatchNumber: day(i.correlationBatchNumber),
        expirationTime: i.expirationTime,
        inCount: i.inCount,
        usedCount: i.usedCount,
        unUseCount: i.unUseCount,
      })),
    }))
    .sort((a, b) => String(a.number).localeCompare(String(b.number)));

/** ADR 062: a bounded stock list's rows, their batches in the answer's own (FEFO) order, and moreBatches. */
export const firstBatchesView = (stock: PagedResult<StockSummary>) =>
  stock.items
    .map((row) => ({
      sku: row.sku,
      moreBatches: row.moreBatches,
      batches: row.items.map((b) => ({
        warehouse: b.warehouse,
        batchNumber: day(b.batchNumber),
        count: b.count,
        expirationTime: b.expirationTime,
      })),
    }))
    .sort((a, b) => a.sku.localeCompare(b.sku));
