import type { PurchaseInvoice, PurchaseItem } from '@inventory/contracts';
import { dec, progressRate, type DocumentState } from '@inventory/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { findSkuInfos } from '../stock/sku-lookup.repository.ts';
import { findSupplierNames } from '../suppliers/supplier.repository.ts';
import { findPurchaseLines, type PurchaseLineRow, type PurchaseRow } from './purchase-invoice.repository.ts';
import { stockEntriesByLine } from './stock-entries.repository.ts';

const num = (value: string | number) => dec(String(value)).toNumber();
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Lines as the wire shows them: names from the SKU, received quantity and rate (§6a). */
export async function toPurchaseItems(
  trx: Kysely<Schema>,
  lines: readonly (PurchaseLineRow & { supplierId?: string | null })[],
  suppliers: ReadonlyMap<string, string>,
): Promise<PurchaseItem[]> {
  const skus = await findSkuInfos(
    trx,
    lines.map((l) => l.sku_id),
  );
  return lines.map((l) => {
    const sku = skus.get(l.sku_id);
    return {
      itemId: l.id,
      skuId: l.sku_id,
      skuCode: sku?.code ?? null,
      name: sku?.name ?? null,
      attribute: sku?.attribute ?? null,
      unit: sku?.unit ?? null,
      count: num(l.count),
      price: num(l.price),
      batchNumber: l.batch_number,
      parturitionTime: iso(l.parturition_time),
      expirationDay: l.expiration_day,
      expirationTime: iso(l.expiration_time),
      inStockCount: num(l.in_stock_count),
      rate: progressRate(l.in_stock_count, l.count),
      supplierName: l.supplierId ? (suppliers.get(l.supplierId) ?? null) : null,
      creationTime: l.creation_time.toISOString(),
    };
  });
}

/** Documents as the wire shows them, with their lines and the stock entries that received them. */
export async function toPurchaseDtos(
  trx: Kysely<Schema>,
  rows: readonly PurchaseRow[],
): Promise<PurchaseInvoice[]> {
  const lines = await findPurchaseLines(
    trx,
    rows.map((r) => r.id),
  );
  const supplierOf = new Map(rows.map((r) => [r.id, r.supplier_id]));
  const [suppliers, entries] = await Promise.all([
    findSupplierNames(
      trx,
      rows.map((r) => r.supplier_id),
    ),
    stockEntriesByLine(
      trx,
      lines.map((l) => l.id),
    ),
  ]);
  const items = await toPurchaseItems(
    trx,
    lines.map((l) => ({ ...l, supplierId: supplierOf.get(l.invoice_id) ?? null })),
    suppliers,
  );
  return rows.map((row) => {
    const mine = items.filter((_, i) => lines[i]?.invoice_id === row.id);
    return {
      id: row.id,
      number: row.number,
      creator: row.creator_name,
      totalPrice: num(row.total_price),
      purchaseTime: iso(row.purchase_time),
      remarks: row.remarks,
      supplierId: row.supplier_id,
      supplierName: row.supplier_id ? (suppliers.get(row.supplier_id) ?? null) : null,
      state: row.state as DocumentState,
      content: row.content,
      submitTime: iso(row.submit_time),
      creationTime: row.creation_time.toISOString(),
      concurrencyStamp: row.concurrency_stamp,
      items: mine,
      stockInvoice: mine.flatMap((item) => entries.get(item.itemId) ?? []),
    };
  });
}
