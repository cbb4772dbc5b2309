import type { StockEntryLine } from '../areas/documents.ts';
import type { PurchaseInvoice } from '../areas/purchase-invoice.ts';
import type { SellInvoice } from '../areas/sell-invoice.ts';
import { DocumentState } from '../enums.ts';
import type { FixtureStore, Owned } from './store.ts';
import { dto, ofTenant } from './table.ts';

// What a document shows of the stock that served it: the finished warehouse invoice lines naming its lines, read
// when shown (as the server joins them), so receipts and deliveries made later appear too.

function entriesByLine(store: FixtureStore, tenantId: string): Map<string, StockEntryLine[]> {
  const result = new Map<string, StockEntryLine[]>();
  const finished = ofTenant(store.warehouseInvoices, tenantId)
    .filter((w) => w.state === DocumentState.Finish)
    .sort((a, b) => a.creationTime.localeCompare(b.creationTime));
  for (const invoice of finished)
    for (const line of invoice.items) {
      if (!line.itemId) continue;
      const entry: StockEntryLine = {
        id: line.id ?? '',
        skuId: line.skuId,
        skuName: line.name ?? null,
        skuCode: line.skuCode ?? null,
        batchNumber: line.batchNumber ?? null,
        attribute: line.attribute ?? null,
        count: line.count,
        unit: line.unit ?? null,
        warehouseName: invoice.warehouseName ?? null,
        stockType: invoice.stockType,
        creator: invoice.creator ?? null,
        creationTime: invoice.creationTime,
      };
      result.set(line.itemId, [...(result.get(line.itemId) ?? []), entry]);
    }
  return result;
}

export function purchaseDto(store: FixtureStore, doc: Owned<PurchaseInvoice>): PurchaseInvoice {
  const entries = entriesByLine(store, doc.tenantId);
  return {
    ...dto(doc),
    stockInvoice: doc.items.flatMap((i) => (i.itemId ? (entries.get(i.itemId) ?? []) : [])),
  };
}

export function sellDto(store: FixtureStore, doc: Owned<SellInvoice>): SellInvoice {
  const entries = entriesByLine(store, doc.tenantId);
  return {
    ...dto(doc),
    stockItems: doc.items.flatMap((i) => (i.itemId ? (entries.get(i.itemId) ?? []) : [])),
  };
}
