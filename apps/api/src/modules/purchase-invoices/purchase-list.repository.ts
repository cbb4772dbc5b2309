import type { SortKey, purchaseInvoiceSortFields, purchaseItemSortFields } from '@inventory/contracts';
import { sql, type Kysely } from 'kysely';
import { orderTerms, sortColumns, withOrder } from '../../db/order-by.ts';
import type { Schema } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';
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

export interface PurchaseFilter {
  skip: number;
  sorting: readonly SortKey<PurchaseSortField>[];
  take: number;
  startTime?: string;
  endTime?: string;
  creator?: string;
  /** The category's code (subtree prefix); null = an unknown category, which matches nothing. */
  categoryCode?: string | null;
  includeDiscarded: boolean;
  state?: number;
  skuName?: string;
  warehouseInvoiceNumber?: string;
  supplier?: string;
}

/** One page of purchases, newest first, with every list filter (product-spec §3 "Filters"). */
export async function listPurchases(
  trx: Kysely<Schema>,
  f: PurchaseFilter,
): Promise<{ rows: PurchaseRow[]; total: number }> {
  let query = trx.selectFrom('purchase_invoices as p');
  if (f.startTime) query = query.where('p.creation_time', '>=', new Date(f.startTime));
  if (f.endTime) query = query.where('p.creation_time', '<=', new Date(f.endTime));
  if (f.state !== undefined) query = query.where('p.state', '=', f.state);
  else if (!f.includeDiscarded) query = query.where('p.state', '<>', 3);
  if (f.creator) query = query.where('p.creator_name', 'ilike', containsPattern(f.creator));
  const supplier = f.supplier;
  if (supplier)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('suppliers as s')
          .select(sql`1`.as('one'))
          .whereRef('s.id', '=', 'p.supplier_id')
          .where('s.name', 'ilike', containsPattern(supplier)),
      ),
    );
  const number = f.warehouseInvoiceNumber;
  if (number)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('purchase_invoice_items as i')
          .innerJoin('warehouse_invoice_items as wi', 'wi.item_id', 'i.id')
          .innerJoin('warehouse_invoices as w', 'w.id', 'wi.invoice_id')
          .select(sql`1`.as('one'))
          .whereRef('i.invoice_id', '=', 'p.id')
          .where('w.number', 'ilike', containsPattern(number)),
      ),
    );
  if (f.skuName || f.categoryCode !== undefined) {
    const { skuName, categoryCode } = f;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('purchase_invoice_items as i')
          .innerJoin('skus as s', 's.id', 'i.sku_id')
          .leftJoin('categories as c', 'c.id', 's.attribute_id')
          .select(sql`1`.as('one'))
          .whereRef('i.invoice_id', '=', 'p.id')
          .$if(Boolean(skuName), (q) =>
            q.where((e) =>
              e.or([
                e('s.name', 'ilike', containsPattern(skuName ?? '')),
                e('s.code', 'ilike', containsPattern(skuName ?? '')),
              ]),
            ),
          )
          .$if(categoryCode !== undefined, (q) =>
            categoryCode === null
              ? q.where(sql<boolean>`false`)
              : q.where('c.code', 'like', `${categoryCode ?? ''}%`),
          ),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll('p')
      .$call((q) =>
        withOrder(
          q,
          orderTerms(f.sorting, purchaseColumns, [{ column: 'p.creation_time', direction: 'desc' }]),
        ),
      )
      .orderBy('p.id', 'desc')
      .offset(f.skip)
      .limit(f.take)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export interface PurchaseLineFilter {
  skip: number;
  sorting: readonly SortKey<PurchaseItemSortField>[];
  take: number;
  searchKey?: string;
  categoryCode?: string | null;
  state?: number;
}

/** One page of purchase lines (with their document), newest first. */
export async function listPurchaseLines(
  trx: Kysely<Schema>,
  f: PurchaseLineFilter,
): Promise<{ rows: (PurchaseLineRow & { supplierId: string | null })[]; total: number }> {
  let query = trx
    .selectFrom('purchase_invoice_items as i')
    .innerJoin('purchase_invoices as p', 'p.id', 'i.invoice_id')
    .innerJoin('skus as s', 's.id', 'i.sku_id')
    .leftJoin('categories as c', 'c.id', 's.attribute_id');
  if (f.state !== undefined) query = query.where('p.state', '=', f.state);
  else query = query.where('p.state', '<>', 3);
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
  if (f.categoryCode !== undefined) {
    const code = f.categoryCode;
    query = code === null ? query.where(sql<boolean>`false`) : query.where('c.code', 'like', `${code}%`);
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll('i')
      .select('p.supplier_id as supplierId')
      .$call((q) =>
        withOrder(
          q,
          orderTerms(f.sorting, purchaseItemColumns, [{ column: 'i.creation_time', direction: 'desc' }]),
        ),
      )
      .orderBy('i.id', 'desc')
      .offset(f.skip)
      .limit(f.take)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
