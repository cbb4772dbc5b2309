import type { sellInvoiceSortFields, sellItemSortFields } from '@inventory/contracts';
import type { Kysely } from 'kysely';
import { sortColumns } from '../../db/order-by.ts';
import type { Schema } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { listPage, type ListPage } from '../../db/list-page.ts';
import { sameTenant } from '../../db/same-tenant.ts';
import { documentListQuery, hasLineMatching, lineStateFilter } from '../documents/document-list.ts';
import type { DocumentListFilter } from '../documents/document-list.ts';
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

export interface SellFilter extends DocumentListFilter<SellSortField> {
  categoryCode?: string | null;
  searchKey?: string;
  marketingChannel?: string;
}

/** One page of sales, newest first, with every list filter (product-spec §3 "Filters"). */
export function listSells(trx: Kysely<Schema>, f: SellFilter): Promise<{ rows: SellRow[]; total: number }> {
  const from = trx.selectFrom('sell_invoices as si');
  const source = { from, alias: 'si', columns: sellColumns, select: (q: typeof from) => q.selectAll('si') };
  const counted =
    f.marketingChannel || f.searchKey || f.categoryCode !== undefined
      ? undefined
      : ({ trx, kind: 'sell_invoices', key: {} } as const);
  return documentListQuery(
    source,
    f,
    (query) => {
      let q = query;
      if (f.marketingChannel)
        q = q.where('si.marketing_channel', 'ilike', containsPattern(f.marketingChannel));
      const key = f.searchKey;
      if (key)
        q = q.where((e) =>
          e.or([
            e('si.number', 'ilike', containsPattern(key)),
            e('si.content', 'ilike', containsPattern(key)),
            e('si.remarks', 'ilike', containsPattern(key)),
          ]),
        );
      if (f.categoryCode !== undefined)
        q = q.where(hasLineMatching('sell_invoice_items', 'si.id', { categoryCode: f.categoryCode }));
      return q;
    },
    undefined,
    counted,
  );
}

/** One page of sell lines (with their document's time), newest first. */
export function listSellLines(
  trx: Kysely<Schema>,
  f: ListPage<SellItemSortField> & { searchKey?: string; state?: number },
): Promise<{ rows: (SellLineRow & { sellTime: Date | null })[]; total: number }> {
  let query = lineStateFilter(
    trx
      .selectFrom('sell_invoice_items as i')
      .innerJoin('sell_invoices as si', sameTenant('si.id', 'i.invoice_id'))
      .innerJoin('skus as s', sameTenant('s.id', 'i.sku_id')),
    'si.state',
    f.state,
  );
  const key = f.searchKey;
  if (key)
    query = query.where((e) =>
      e.or([
        e('s.name', 'ilike', containsPattern(key)),
        e('s.code', 'ilike', containsPattern(key)),
        e('si.number', 'ilike', containsPattern(key)),
      ]),
    );
  return listPage(query, (q) => q.selectAll('i').select('si.sell_time as sellTime'), f, {
    columns: sellItemColumns,
    fallback: [{ column: 'i.creation_time', direction: 'desc' }],
    tieBreak: 'i.id',
  });
}
