import type { yieldSortFields } from '@inventory/contracts';
import { sql, type Kysely } from 'kysely';
import { sortColumns } from '../../db/order-by.ts';
import type { Schema } from '../../db/schema.ts';
import { documentListQuery, hasSkuFilter, skuConditions, withSkuIds } from '../documents/document-list.ts';
import type { DocumentListFilter, SkuFilter } from '../documents/document-list.ts';
import type { YieldRow } from './yield.repository.ts';
import { sameTenant } from '../../db/same-tenant.ts';

type YieldSortField = (typeof yieldSortFields)[number];
const yieldColumns = sortColumns({
  creationTime: 'y.creation_time',
  number: 'y.number',
} as const satisfies Record<YieldSortField, string>);

/** SKU filters name the order's product: its name or code, its category's subtree. */
export type YieldFilter = DocumentListFilter<YieldSortField> & SkuFilter;

/** One page of orders, newest first, with every list filter (product-spec §3 "Filters"). */
export async function listYields(
  trx: Kysely<Schema>,
  filter: YieldFilter,
): Promise<{ rows: YieldRow[]; total: number }> {
  const f = await withSkuIds(trx, filter);
  const from = trx.selectFrom('yields as y');
  const source = { from, alias: 'y', columns: yieldColumns, select: (q: typeof from) => q.selectAll('y') };
  const counted = hasSkuFilter(f) ? undefined : ({ trx, kind: 'yields', key: {} } as const);
  return documentListQuery(
    source,
    f,
    (query) =>
      hasSkuFilter(f)
        ? query.where((eb) =>
            eb.exists(
              skuConditions(
                eb
                  .selectFrom('skus as s')
                  .leftJoin('categories as c', sameTenant('c.id', 's.attribute_id'))
                  .select(sql`1`.as('one'))
                  .whereRef('s.id', '=', 'y.sku_id'),
                f,
              ),
            ),
          )
        : query,
    undefined,
    counted,
  );
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
    .innerJoin('batches as b', sameTenant('b.id', 'm.batch_id'))
    .leftJoin('users as u', sameTenant('u.id', 'm.creator_id'))
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
