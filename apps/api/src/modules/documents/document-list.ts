import { sql, type SelectQueryBuilder } from 'kysely';
import type { SortKey } from '@inventory/contracts';
import { listPage, pageOf, type ListPage } from '../../db/list-page.ts';
import { containsPattern } from '../../db/like-pattern.ts';

// The list queries of the four document kinds (product-spec §3 "Filters"). Each kind names its header table and
// alias, and composes its own filters on top of those every kind has. Column names go through sql.ref because the
// table differs per kind while the columns these filters read are the same in every header table.

/** The filters every document list has. */
export interface DocumentListFilter<F extends string> extends ListPage<F> {
  startTime?: string;
  endTime?: string;
  creator?: string;
  includeDiscarded: boolean;
  state?: number;
}

/** The filters every document list call has, from its ABP query. */
export function documentFilterOf<F extends string>(query: {
  SkipCount: number;
  MaxResultCount: number;
  Sorting: readonly SortKey<F>[];
  StartTime?: string;
  EndTime?: string;
  Creator?: string;
  IsNeedDiscard?: boolean;
  State?: number;
}): DocumentListFilter<F> {
  return {
    ...pageOf(query),
    startTime: query.StartTime,
    endTime: query.EndTime,
    creator: query.Creator,
    includeDiscarded: query.IsNeedDiscard ?? false,
    state: query.State,
  };
}

/** SKU filters of a list: name or code containing the text; a category's subtree (null: an unknown category). */
export interface SkuFilter {
  skuName?: string;
  categoryCode?: string | null;
}

const DISCARDED = 3;

/** A query over one document kind's header table (`alias`), and how to read and sort its rows. */
export interface DocumentListSource<DB, TB extends keyof DB, F extends string, Row> {
  from: SelectQueryBuilder<DB, TB, object>;
  alias: string;
  columns: ReadonlyMap<F, string>;
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>;
}

/**
 * One page of documents: the filters every kind has, then the kind's own (`narrow`), newest first unless sorted,
 * with the total count of the filtered list.
 */
export function documentListQuery<DB, TB extends keyof DB, F extends string, Row>(
  source: DocumentListSource<DB, TB, F, Row>,
  f: DocumentListFilter<F>,
  narrow: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, object> = (q) => q,
): Promise<{ rows: Row[]; total: number }> {
  const column = (name: string) => sql.ref(`${source.alias}.${name}`);
  let query = source.from;
  if (f.startTime) query = query.where(sql<boolean>`${column('creation_time')} >= ${new Date(f.startTime)}`);
  if (f.endTime) query = query.where(sql<boolean>`${column('creation_time')} <= ${new Date(f.endTime)}`);
  if (f.state !== undefined) query = query.where(sql<boolean>`${column('state')} = ${f.state}`);
  else if (!f.includeDiscarded) query = query.where(sql<boolean>`${column('state')} <> ${DISCARDED}`);
  if (f.creator)
    query = query.where(sql<boolean>`${column('creator_name')} ilike ${containsPattern(f.creator)}`);
  return listPage(narrow(query), source.select, f, {
    columns: source.columns,
    fallback: [{ column: `${source.alias}.creation_time`, direction: 'desc' }],
    tieBreak: `${source.alias}.id`,
  });
}

/** Lines of a document kind: those of discarded documents are left out unless a state is asked for. */
export function lineStateFilter<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  stateColumn: string,
  state: number | undefined,
): SelectQueryBuilder<DB, TB, O> {
  return state !== undefined
    ? query.where(sql<boolean>`${sql.ref(stateColumn)} = ${state}`)
    : query.where(sql<boolean>`${sql.ref(stateColumn)} <> ${DISCARDED}`);
}

/** Name/code and category conditions on a query that joins the SKU as `s` and its category as `c`. */
export function skuConditions<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { skuName, categoryCode }: SkuFilter,
): SelectQueryBuilder<DB, TB, O> {
  let q = query;
  if (skuName) {
    const pattern = containsPattern(skuName);
    q = q.where(sql<boolean>`(s.name ilike ${pattern} or s.code ilike ${pattern})`);
  }
  if (categoryCode !== undefined)
    q = q.where(
      categoryCode === null ? sql<boolean>`false` : sql<boolean>`c.code like ${`${categoryCode}%`}`,
    );
  return q;
}

/** Whether a SKU filter is asked for at all (an EXISTS over the lines is needed only then). */
export function hasSkuFilter(f: SkuFilter): boolean {
  return Boolean(f.skuName) || f.categoryCode !== undefined;
}
