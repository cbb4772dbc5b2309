import type { PurchaseInvoice, PurchaseItem, StockEntryLine } from '@inventory/contracts';
import { progressRate, type DocumentState } from '@inventory/domain';
import type { SkuInfo } from '../stock/sku-lookup.repository.ts';
import type { PurchaseLineRow, PurchaseRow } from './purchase-invoice.repository.ts';
import { fastWireNumber, wireTimes } from '../../db/wire-values.ts';
import { groupRows } from '../documents/group-rows.ts';

/** What the lines and documents name, loaded by the service before they are mapped. */
export interface PurchaseNames {
  skus: ReadonlyMap<string, SkuInfo>;
  suppliers: ReadonlyMap<string, string>;
}

/** Lines as the wire shows them: names from the SKU, received quantity and rate (§6a). */
export function toPurchaseItems(
  lines: readonly (PurchaseLineRow & { supplierId?: string | null })[],
  { skus, suppliers }: PurchaseNames,
): PurchaseItem[] {
  const time = wireTimes();
  return lines.map((l) => {
    const sku = skus.get(l.sku_id);
    return {
      itemId: l.id,
      skuId: l.sku_id,
      skuCode: sku?.code ?? null,
      name: sku?.name ?? null,
      attribute: sku?.attribute ?? null,
      unit: sku?.unit ?? null,
      count: fastWireNumber(String(l.count)),
      price: fastWireNumber(String(l.price)),
      batchNumber: l.batch_number,
      parturitionTime: time(l.parturition_time),
      expirationDay: l.expiration_day,
      expirationTime: time(l.expiration_time),
      inStockCount: fastWireNumber(String(l.in_stock_count)),
      rate: progressRate(l.in_stock_count, l.count),
      supplierName: l.supplierId ? (suppliers.get(l.supplierId) ?? null) : null,
      creationTime: l.creation_time.toISOString(),
    };
  });
}

/** Documents as the wire shows them, with their lines and the stock entries that received them (by line id). */
export function toPurchaseDtos(
  rows: readonly PurchaseRow[],
  lines: readonly PurchaseLineRow[],
  names: PurchaseNames & { entries: ReadonlyMap<string, StockEntryLine[]> },
): PurchaseInvoice[] {
  const supplierOf = new Map(rows.map((r) => [r.id, r.supplier_id]));
  const { suppliers, entries } = names;
  const items = toPurchaseItems(
    lines.map((l) => ({ ...l, supplierId: supplierOf.get(l.invoice_id) ?? null })),
    names,
  );
  // The answered lines by document, in the order read (each line was filtered once per document of the page).
  const byInvoice = groupRows(
    items.map((item, i) => ({ item, invoiceId: lines[i]?.invoice_id })),
    (line) => line.invoiceId,
  );
  const time = wireTimes();
  return rows.map((row) => {
    const mine = (byInvoice.get(row.id) ?? []).map((line) => line.item);
    return {
      id: row.id,
      number: row.number,
      creator: row.creator_name,
      totalPrice: fastWireNumber(String(row.total_price)),
      purchaseTime: time(row.purchase_time),
      remarks: row.remarks,
      supplierId: row.supplier_id,
      supplierName: row.supplier_id ? (suppliers.get(row.supplier_id) ?? null) : null,
      state: row.state as DocumentState,
      content: row.content,
      submitTime: time(row.submit_time),
      creationTime: row.creation_time.toISOString(),
      concurrencyStamp: row.concurrency_stamp,
      items: mine,
      stockInvoice: mine.flatMap((item) => entries.get(item.itemId) ?? []),
    };
  });
}
