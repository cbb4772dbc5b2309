import type { SortDirection, SortKey } from '@inventory/contracts';
import { sql, type SelectQueryBuilder } from 'kysely';

export interface OrderTerm<C> {
  readonly column: C;
  readonly direction: SortDirection;
}

/**
 * A list's sortable fields (the contract's allow-list) onto its columns. Typed as a Record over the allow-list so
 * that a field without a column does not compile; kept as a Map so that no text is ever looked up on an object.
 */
export function sortColumns<F extends string, C extends string>(columns: Record<F, C>): ReadonlyMap<F, C> {
  return new Map(Object.entries(columns) as [F, C][]);
}

/** The ORDER BY terms of a parsed `Sorting`; none given: the list's default order. */
export function orderTerms<F extends string, C extends string>(
  keys: readonly SortKey<F>[],
  columns: ReadonlyMap<F, C>,
  fallback: readonly OrderTerm<C>[],
): readonly OrderTerm<C>[] {
  if (keys.length === 0) return fallback;
  return keys.map(({ field, direction }) => {
    const column = columns.get(field);
    // The query schema only lets allow-listed fields through, and sortColumns covers all of them.
    if (column === undefined) throw new Error(`No column for the sort field ${field}`);
    return { column, direction };
  });
}

/** Adds the terms to a query's ORDER BY (columns come from a `sortColumns` map, never from the request). */
export function withOrder<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  terms: readonly OrderTerm<string>[],
): SelectQueryBuilder<DB, TB, O> {
  return terms.reduce((q, { column, direction }) => q.orderBy(sql.ref(column), direction), query);
}
