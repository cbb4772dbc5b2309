import type { SortKey, warehouseInvoiceSortFields } from '@inventory/contracts';
import { sql, type Kysely } from 'kysely';
import { orderTerms, sortColumns, withOrder } from '../../db/order-by.ts';
import type { Schema } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { InvoiceRow } from './warehouse-invoice.repository.ts';

type InvoiceSortField = (typeof warehouseInvoiceSortFields)[number];
const invoiceColumns = sortColumns({
  creationTime: 'wi.creation_time',
  number: 'wi.number',
} as const satisfies Record<InvoiceSortField, string>);

export interface InvoiceFilter {
  skip: number;
  sorting: readonly SortKey<InvoiceSortField>[];
  take: number;
  startTime?: string;
  endTime?: string;
  warehouseId?: string;
  moveWarehouseId?: string;
  /** The category's code: SKUs in it or its descendants (categories are a code-prefix tree). */
  categoryCode?: string | null;
  stockType?: number;
  type?: number;
  skuName?: string;
  creator?: string;
  includeDiscarded: boolean;
  state?: number;
}

/** One page of documents, newest first, with every list filter (product-spec §3 "Filters"). */
export async function listInvoices(
  trx: Kysely<Schema>,
  f: InvoiceFilter,
): Promise<{ rows: InvoiceRow[]; total: number }> {
  let query = trx.selectFrom('warehouse_invoices as wi');
  if (f.startTime) query = query.where('wi.creation_time', '>=', new Date(f.startTime));
  if (f.endTime) query = query.where('wi.creation_time', '<=', new Date(f.endTime));
  if (f.warehouseId) query = query.where('wi.warehouse_id', '=', f.warehouseId);
  if (f.moveWarehouseId) query = query.where('wi.move_to_warehouse_id', '=', f.moveWarehouseId);
  if (f.stockType !== undefined) query = query.where('wi.stock_type', '=', f.stockType);
  if (f.type !== undefined) query = query.where('wi.type', '=', f.type);
  if (f.state !== undefined) query = query.where('wi.state', '=', f.state);
  else if (!f.includeDiscarded) query = query.where('wi.state', '<>', 3);
  if (f.creator) query = query.where('wi.creator_name', 'ilike', containsPattern(f.creator));
  if (f.skuName || f.categoryCode !== undefined) {
    const skuName = f.skuName;
    const categoryCode = f.categoryCode;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('warehouse_invoice_items as i')
          .innerJoin('skus as s', (join) =>
            join.onRef('s.tenant_id', '=', 'i.tenant_id').onRef('s.id', '=', 'i.sku_id'),
          )
          .leftJoin('categories as c', (join) =>
            join.onRef('c.tenant_id', '=', 's.tenant_id').onRef('c.id', '=', 's.attribute_id'),
          )
          .select(sql`1`.as('one'))
          .whereRef('i.invoice_id', '=', 'wi.id')
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
      .selectAll('wi')
      .$call((q) =>
        withOrder(
          q,
          orderTerms(f.sorting, invoiceColumns, [{ column: 'wi.creation_time', direction: 'desc' }]),
        ),
      )
      .orderBy('wi.id', 'desc')
      .offset(f.skip)
      .limit(f.take)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
