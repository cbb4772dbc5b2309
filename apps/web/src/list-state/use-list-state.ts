import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortKey } from '@inventory/contracts';
import { createTypingFilter, type TypingFilter } from './debounce.ts';
import { listNavigation, type ListChange } from './list-change.ts';
import { listParams, type ListParams, type ListQuerySchema, type ListState } from './list-params.ts';

export interface ListStateOptions {
  /** Still typing: replace the current history entry instead of pushing one. */
  typing?: boolean;
}

export interface ListStateControls {
  state: ListState;
  /** The list's address codec: its filter names and `Sorting` allow-list. */
  params: ListParams;
  /** The list endpoint's query for the address's state. */
  query: Record<string, string | number>;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  setSort(sort: SortKey[]): void;
  /** Applies filter values (others kept) and returns to the first page. */
  applyFilters(filters: Record<string, string>, options?: ListStateOptions): void;
  /** The spec's "reset": every filter off, first page; page size and order stay. */
  resetFilters(): void;
}

/**
 * A list view's filters, order, page and page size, kept in the address and validated by the list's query schema,
 * so a view can be shared, bookmarked and reloaded. Every applied change pushes a history entry (Back restores the
 * previous view); typing replaces (see `useTypingFilter`).
 */
export function useListState(schema: ListQuerySchema): ListStateControls {
  const [searchParams, setSearchParams] = useSearchParams();
  const codec = useMemo(() => listParams(schema), [schema]);
  const state = codec.read(searchParams);
  const change = (what: ListChange) => {
    const { params, replace } = listNavigation(codec, searchParams, what);
    setSearchParams(params, { replace });
  };
  return {
    state,
    params: codec,
    query: codec.toQuery(state),
    setPage: (page) => change({ kind: 'page', page }),
    setPageSize: (pageSize) => change({ kind: 'pageSize', pageSize }),
    setSort: (sort) => change({ kind: 'sort', sort }),
    applyFilters: (filters, options) => change({ kind: 'filters', filters, typing: options?.typing }),
    resetFilters: () => change({ kind: 'reset' }),
  };
}

/**
 * The text filter `name` of a list, applied once typing pauses (`createTypingFilter`); a pending application is
 * dropped when the screen goes away.
 */
export function useTypingFilter(list: ListStateControls, name: string): TypingFilter {
  const latest = useRef(list);
  latest.current = list;
  const filter = useMemo(
    () =>
      createTypingFilter((value, options) =>
        latest.current.applyFilters({ [name]: value }, { typing: options.replace }),
      ),
    [name],
  );
  useEffect(() => () => filter.cancel(), [filter]);
  return filter;
}
