import type { purchaseInvoiceSortFields, purchaseItemSortFields } from '@inventory/contracts';
import { sql, type Kysely } from 'kysely';
import { sortColumns } from '../../db/order-by.ts';
import type { Schema } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { listPage, type ListPage } from '../../db/list-page.ts';
import { sameTenant } from '../../db/same-tenant.ts';
import { anyId } from '../../db/id-array.ts';
import {
  documentListQuery,
  hasLineMatching,
  hasSkuFilter,
  lineStateFilter,
} from '../documents/document-list.ts';
import { skuConditions, withSkuIds } from '../documents/document-list.ts';
import type { DocumentListFilter, SkuFilter } from '../documents/document-list.ts';
import type { PurchaseRow, PurchaseLineRow } from './purchase-invoice.repository.ts';

type PurchaseSortField = (typeof purchaseInvoiceSortFields)[number];
const purchaseColumns = sortColumns({
  creationTime: 'p.creation_time',
  number: 'p.number',
} as const satisfies Record<PurchaseSortField, string>);

type PurchaseItemSortField = (typeof purchaseItemSortFields)[number];
const purchaseItemColumns = sortColumns({
  creationTime: 'i.creation_time',
} as const satisfies Record<PurchaseItemSortField, string>);

export interface PurchaseFilter extends DocumentListFilter<PurchaseSortField>, SkuFilter {
  warehouseInvoiceNumber?: string;
  supplier?: string;
}

/** One page of purchases, newest first, with every list filter (product-spec §3 "Filters"). */
export async function listPurchases(
  trx: Kysely<Schema>,
  filter: PurchaseFilter,
): Promise<{ rows: PurchaseRow[]; total: number }> {
  const f = await withSkuIds(trx, filter);
  const supplierIds = f.supplier ? await matchingSuppliers(trx, f.supplier) : undefined;
  const from = trx.selectFrom('purchase_invoices as p');
  const source = { from, alias: 'p', columns: purchaseColumns, select: (q: typeof from) => q.selectAll('p') };
  const narrow = (query: typeof from) => {
    let q = query;
    const { supplier, warehouseInvoiceNumber: number } = f;
    if (supplierIds) q = q.where(anyId('p.supplier_id', supplierIds));
    else if (supplier)
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('suppliers as s')
            .select(sql`1`.as('one'))
            .whereRef('s.id', '=', 'p.supplier_id')
            .where('s.name', 'ilike', containsPattern(supplier)),
        ),
      );
    if (number)
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('purchase_invoice_items as i')
            .innerJoin('warehouse_invoice_items as wi', sameTenant('wi.item_id', 'i.id'))
            .innerJoin('warehouse_invoices as w', sameTenant('w.id', 'wi.invoice_id'))
            .select(sql`1`.as('one'))
            .whereRef('i.invoice_id', '=', 'p.id')
            .where('w.number', 'ilike', containsPattern(number)),
        ),
      );
    if (hasSkuFilter(f)) q = q.where(hasLineMatching('purchase_invoice_items', 'p.id', f));
    return q;
  };
  const byLines =
    f.supplier || f.warehouseInvoiceNumber
      ? undefined
      : ({ trx, lines: 'purchase_invoice_items', header: 'purchase_invoices', sku: f } as const);
  const counted =
    f.supplier || f.warehouseInvoiceNumber || hasSkuFilter(f)
      ? undefined
      : ({ trx, kind: 'purchase_invoices', key: {} } as const);
  return documentListQuery(source, f, narrow, byLines, counted);
}

/** At most this many matching suppliers go into a list's statement by id; a less selective text stays a semi-join. */
const maxListedSuppliers = 500;

/**
 * The ids of the suppliers whose name contains the text (one statement over the tenant's suppliers), or undefined
 * when more than {@link maxListedSuppliers} match. With the ids in the statement the planner sees how many purchases
 * they have (issue 19, ADR 068): for one supplier of fifty it read the newest purchases by time until twenty were
 * the supplier's (969 headers on the 1M-movement tenant); by the ids it walks the supplier's own index
 * (`purchase_invoices_supplier_ix`, newest first) and reads the page, and the count reads that index alone
 * (migration 0760).
 */
async function matchingSuppliers(trx: Kysely<Schema>, text: string): Promise<string[] | undefined> {
  const rows = await trx
    .selectFrom('suppliers')
    .select('id')
    .where('name', 'ilike', containsPattern(text))
    .limit(maxListedSuppliers + 1)
    .execute();
  return rows.length > maxListedSuppliers ? undefined : rows.map((r) => r.id);
}

export interface PurchaseLineFilter extends ListPage<PurchaseItemSortField> {
  searchKey?: string;
  categoryCode?: string | null;
  state?: number;
}

/** One page of purchase lines (with their document), newest first. */
export function listPurchaseLines(
  trx: Kysely<Schema>,
  f: PurchaseLineFilter,
): Promise<{ rows: (PurchaseLineRow & { supplierId: string | null })[]; total: number }> {
  let query = trx
    .selectFrom('purchase_invoice_items as i')
    .innerJoin('purchase_invoices as p', sameTenant('p.id', 'i.invoice_id'))
    .innerJoin('skus as s', sameTenant('s.id', 'i.sku_id'))
    .leftJoin('categories as c', sameTenant('c.id', 's.attribute_id'));
  query = skuConditions(lineStateFilter(query, 'p.state', f.state), { categoryCode: f.categoryCode });
  const key = f.searchKey;
  if (key)
    query = query.where((e) =>
      e.or([
        e('s.name', 'ilike', containsPattern(key)),
        e('s.code', 'ilike', containsPattern(key)),
        e('p.number', 'ilike', containsPattern(key)),
        e('i.batch_number', 'ilike', containsPattern(key)),
      ]),
    );
  return listPage(query, (q) => q.selectAll('i').select('p.supplier_id as supplierId'), f, {
    columns: purchaseItemColumns,
    fallback: [{ column: 'i.creation_time', direction: 'desc' }],
    tieBreak: 'i.id',
  });
}
