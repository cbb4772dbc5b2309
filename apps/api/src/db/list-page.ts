import type { SortDirection, SortKey } from '@inventory/contracts';
import { sql, type SelectQueryBuilder } from 'kysely';
import { orderTerms, sortColumns, withOrder, type OrderTerm } from './order-by.ts';

/** Paging and sorting of one list call. */
export interface ListPage<F extends string> {
  skip: number;
  take: number;
  sorting: readonly SortKey<F>[];
}

/** How a list sorts: the allowed fields' columns, the default order, and the column (id) that breaks ties. */
export interface ListOrder<F extends string> {
  columns: ReadonlyMap<F, string>;
  fallback: readonly OrderTerm<string>[];
  tieBreak: string;
  /** Newest id first unless said otherwise. */
  tieBreakDirection?: SortDirection;
}

/** A record list's order: its allowed fields' columns, its default order, ties broken by id (oldest first). */
export function listOrder<F extends string>(
  columns: Record<F, string>,
  fallback: OrderTerm<string>,
): ListOrder<F> {
  return { columns: sortColumns(columns), fallback: [fallback], tieBreak: 'id', tieBreakDirection: 'asc' };
}

/** The paging and sorting of an ABP list query (`SkipCount`, `MaxResultCount`, `Sorting`). */
export function pageOf<F extends string>(query: {
  SkipCount: number;
  MaxResultCount: number;
  Sorting: readonly SortKey<F>[];
}): ListPage<F> {
  return { skip: query.SkipCount, take: query.MaxResultCount, sorting: query.Sorting };
}

/**
 * One page of a filtered query and its total: sorted by the allowed columns, ties broken by id. `count`, when given,
 * answers the total instead of `count(*)` over the query (a cheaper statement the caller knows to be equal).
 */
export async function listPage<DB, TB extends keyof DB, F extends string, Row>(
  query: SelectQueryBuilder<DB, TB, object>,
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  page: ListPage<F>,
  order: ListOrder<F>,
  count?: () => Promise<number>,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, total] = await Promise.all([
    withOrder(select(query), orderTerms(page.sorting, order.columns, order.fallback))
      .orderBy(sql.ref(order.tieBreak), order.tieBreakDirection ?? 'desc')
      .offset(page.skip)
      .limit(page.take)
      .execute(),
    count
      ? count()
      : query
          .select(sql<number>`count(*)`.as('total'))
          .executeTakeFirstOrThrow()
          .then((row) => Number((row as { total: number }).total)),
  ]);
  return { rows: rows as Row[], total };
}
