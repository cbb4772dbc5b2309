import type { warehouseInvoiceSortFields } from '@inventory/contracts';
import type { Kysely } from 'kysely';
import { sortColumns } from '../../db/order-by.ts';
import type { Schema } from '../../db/schema.ts';
import { documentListQuery, hasLineMatching, hasSkuFilter, withSkuIds } from '../documents/document-list.ts';
import type { DocumentListFilter, SkuFilter } from '../documents/document-list.ts';
import type { InvoiceRow } from './warehouse-invoice.repository.ts';

type InvoiceSortField = (typeof warehouseInvoiceSortFields)[number];
const invoiceColumns = sortColumns({
  creationTime: 'wi.creation_time',
  number: 'wi.number',
} as const satisfies Record<InvoiceSortField, string>);

export interface InvoiceFilter extends DocumentListFilter<InvoiceSortField>, SkuFilter {
  warehouseId?: string;
  moveWarehouseId?: string;
  stockType?: number;
  type?: number;
}

/**
 * One page of documents, newest first, with every list filter (product-spec §3 "Filters"), and the SKU filter as
 * resolved (the matching SKU ids), which the page's lines are then read with (ADR 061).
 */
export async function listInvoices(
  trx: Kysely<Schema>,
  filter: InvoiceFilter,
): Promise<{ rows: InvoiceRow[]; total: number; sku: SkuFilter }> {
  const f = await withSkuIds(trx, filter);
  const from = trx.selectFrom('warehouse_invoices as wi');
  const source = {
    from,
    alias: 'wi',
    columns: invoiceColumns,
    select: (q: typeof from) => q.selectAll('wi'),
  };
  const narrow = (query: typeof from) => {
    let q = query;
    if (f.warehouseId) q = q.where('wi.warehouse_id', '=', f.warehouseId);
    if (f.moveWarehouseId) q = q.where('wi.move_to_warehouse_id', '=', f.moveWarehouseId);
    if (f.stockType !== undefined) q = q.where('wi.stock_type', '=', f.stockType);
    if (f.type !== undefined) q = q.where('wi.type', '=', f.type);
    if (hasSkuFilter(f)) q = q.where(hasLineMatching('warehouse_invoice_items', 'wi.id', f));
    return q;
  };
  const ownFilters = f.warehouseId || f.moveWarehouseId || f.stockType !== undefined || f.type !== undefined;
  const byLines = ownFilters
    ? undefined
    : ({ trx, lines: 'warehouse_invoice_items', header: 'warehouse_invoices', sku: f } as const);
  // The maintained count's key holds the stock type and type (ADR 070); a warehouse or SKU filter is counted as
  // the list reads it.
  const counted =
    f.warehouseId || f.moveWarehouseId || hasSkuFilter(f)
      ? undefined
      : ({ trx, kind: 'warehouse_invoices', key: { stockType: f.stockType, type: f.type } } as const);
  return { ...(await documentListQuery(source, f, narrow, byLines, counted)), sku: f };
}
