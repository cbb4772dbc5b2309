import type { SortKey, sellInvoiceSortFields, sellItemSortFields } from '@inventory/contracts';
import { sql, type Kysely } from 'kysely';
import { orderTerms, sortColumns, withOrder } from '../../db/order-by.ts';
import type { Schema } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { SellRow, SellLineRow } from './sell-invoice.repository.ts';

type SellSortField = (typeof sellInvoiceSortFields)[number];
const sellColumns = sortColumns({
  creationTime: 'si.creation_time',
  number: 'si.number',
} as const satisfies Record<SellSortField, string>);

type SellItemSortField = (typeof sellItemSortFields)[number];
const sellItemColumns = sortColumns({
  creationTime: 'i.creation_time',
} as const satisfies Record<SellItemSortField, string>);

export interface SellFilter {
  skip: number;
  sorting: readonly SortKey<SellSortField>[];
  take: number;
  startTime?: string;
  endTime?: string;
  creator?: string;
  categoryCode?: string | null;
  includeDiscarded: boolean;
  state?: number;
  searchKey?: string;
  marketingChannel?: string;
}

/** One page of sales, newest first, with every list filter (product-spec §3 "Filters"). */
export async function listSells(
  trx: Kysely<Schema>,
  f: SellFilter,
): Promise<{ rows: SellRow[]; total: number }> {
  let query = trx.selectFrom('sell_invoices as si');
  if (f.startTime) query = query.where('si.creation_time', '>=', new Date(f.startTime));
  if (f.endTime) query = query.where('si.creation_time', '<=', new Date(f.endTime));
  if (f.state !== undefined) query = query.where('si.state', '=', f.state);
  else if (!f.includeDiscarded) query = query.where('si.state', '<>', 3);
  if (f.creator) query = query.where('si.creator_name', 'ilike', containsPattern(f.creator));
  if (f.marketingChannel)
    query = query.where('si.marketing_channel', 'ilike', containsPattern(f.marketingChannel));
  const key = f.searchKey;
  if (key)
    query = query.where((e) =>
      e.or([
        e('si.number', 'ilike', containsPattern(key)),
        e('si.content', 'ilike', containsPattern(key)),
        e('si.remarks', 'ilike', containsPattern(key)),
      ]),
    );
  if (f.categoryCode !== undefined) {
    const code = f.categoryCode;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('sell_invoice_items as i')
          .innerJoin('skus as s', 's.id', 'i.sku_id')
          .leftJoin('categories as c', 'c.id', 's.attribute_id')
          .select(sql`1`.as('one'))
          .whereRef('i.invoice_id', '=', 'si.id')
          .where(code === null ? sql<boolean>`false` : sql<boolean>`c.code like ${`${code}%`}`),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll('si')
      .$call((q) =>
        withOrder(q, orderTerms(f.sorting, sellColumns, [{ column: 'si.creation_time', direction: 'desc' }])),
      )
      .orderBy('si.id', 'desc')
      .offset(f.skip)
      .limit(f.take)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** One page of sell lines (with their document's time), newest first. */
export async function listSellLines(
  trx: Kysely<Schema>,
  f: {
    skip: number;
    take: number;
    searchKey?: string;
    state?: number;
    sorting: readonly SortKey<SellItemSortField>[];
  },
): Promise<{ rows: (SellLineRow & { sellTime: Date | null })[]; total: number }> {
  let query = trx
    .selectFrom('sell_invoice_items as i')
    .innerJoin('sell_invoices as si', 'si.id', 'i.invoice_id')
    .innerJoin('skus as s', 's.id', 'i.sku_id');
  if (f.state !== undefined) query = query.where('si.state', '=', f.state);
  else query = query.where('si.state', '<>', 3);
  const key = f.searchKey;
  if (key)
    query = query.where((e) =>
      e.or([
        e('s.name', 'ilike', containsPattern(key)),
        e('s.code', 'ilike', containsPattern(key)),
        e('si.number', 'ilike', containsPattern(key)),
      ]),
    );
  const [rows, count] = await Promise.all([
    query
      .selectAll('i')
      .select('si.sell_time as sellTime')
      .$call((q) =>
        withOrder(
          q,
          orderTerms(f.sorting, sellItemColumns, [{ column: 'i.creation_time', direction: 'desc' }]),
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
