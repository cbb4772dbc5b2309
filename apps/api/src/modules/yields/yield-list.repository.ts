import type { SortKey, yieldSortFields } from '@inventory/contracts';
import { sql, type Kysely } from 'kysely';
import { orderTerms, sortColumns, withOrder } from '../../db/order-by.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { Schema } from '../../db/schema.ts';
import type { YieldRow } from './yield.repository.ts';

type YieldSortField = (typeof yieldSortFields)[number];
const yieldColumns = sortColumns({
  creationTime: 'y.creation_time',
  number: 'y.number',
} as const satisfies Record<YieldSortField, string>);

export interface YieldFilter {
  skip: number;
  sorting: readonly SortKey<YieldSortField>[];
  take: number;
  startTime?: string;
  endTime?: string;
  /** The category's code: products in it or its descendants; null = a category of no SKU. */
  categoryCode?: string | null;
  skuName?: string;
  creator?: string;
  includeDiscarded: boolean;
  state?: number;
}

/** One page of orders, newest first, with every list filter (product-spec §3 "Filters"). */
export async function listYields(
  trx: Kysely<Schema>,
  f: YieldFilter,
): Promise<{ rows: YieldRow[]; total: number }> {
  let query = trx.selectFrom('yields as y');
  if (f.startTime) query = query.where('y.creation_time', '>=', new Date(f.startTime));
  if (f.endTime) query = query.where('y.creation_time', '<=', new Date(f.endTime));
  if (f.state !== undefined) query = query.where('y.state', '=', f.state);
  else if (!f.includeDiscarded) query = query.where('y.state', '<>', 3);
  if (f.creator) query = query.where('y.creator_name', 'ilike', containsPattern(f.creator));
  if (f.skuName || f.categoryCode !== undefined) {
    const skuName = f.skuName;
    const categoryCode = f.categoryCode;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('skus as s')
          .leftJoin('categories as c', (join) =>
            join.onRef('c.tenant_id', '=', 's.tenant_id').onRef('c.id', '=', 's.attribute_id'),
          )
          .select(sql`1`.as('one'))
          .whereRef('s.id', '=', 'y.sku_id')
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
      .selectAll('y')
      .$call((q) =>
        withOrder(q, orderTerms(f.sorting, yieldColumns, [{ column: 'y.creation_time', direction: 'desc' }])),
      )
      .orderBy('y.id', 'desc')
      .offset(f.skip)
      .limit(f.take)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export interface EntryRow {
  id: string;
  skuId: string;
  batchNumber: string;
  quantity: string;
  warehouseId: string;
  time: Date;
  creatorName: string | null;
}

/**
 * The ledger movements an order caused: its own (submit with a warehouse) and those of Produce warehouse invoice
 * lines naming the order or one of its material lines.
 */
export async function findStockEntries(
  trx: Kysely<Schema>,
  yieldId: string,
  itemIds: readonly string[],
): Promise<EntryRow[]> {
  const named = [yieldId, ...itemIds];
  const rows = await trx
    .selectFrom('stock_movements as m')
    .innerJoin('batches as b', (join) =>
      join.onRef('b.tenant_id', '=', 'm.tenant_id').onRef('b.id', '=', 'm.batch_id'),
    )
    .leftJoin('users as u', (join) =>
      join.onRef('u.tenant_id', '=', 'm.tenant_id').onRef('u.id', '=', 'm.creator_id'),
    )
    .select([
      'm.id',
      'm.sku_id as skuId',
      'b.batch_number as batchNumber',
      'm.quantity',
      'm.warehouse_id as warehouseId',
      'm.time',
      'u.user_name as creatorName',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('m.document_kind', '=', 'production'), eb('m.document_id', '=', yieldId)]),
        eb(
          'm.document_line_id',
          'in',
          eb.selectFrom('warehouse_invoice_items as wi').select('wi.id').where('wi.item_id', 'in', named),
        ),
      ]),
    )
    .orderBy('m.time')
    .orderBy('m.id')
    .execute();
  return rows.map((r) => ({ ...r, quantity: String(r.quantity) }));
}
