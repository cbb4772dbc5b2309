import type { SortKey } from '@inventory/contracts';
import type { ListParams, ListState } from './list-params.ts';

/** One thing a user does to a list view. */
export type ListChange =
  | { kind: 'page'; page: number }
  | { kind: 'pageSize'; pageSize: number }
  | { kind: 'sort'; sort: SortKey[] }
  /** `typing`: applied while the user still types (replaces the history entry instead of pushing one). */
  | { kind: 'filters'; filters: Record<string, string>; typing?: boolean }
  | { kind: 'reset' };

export interface ListNavigation {
  params: URLSearchParams;
  /** Replace the current history entry; otherwise push one, so Back returns to the view before. */
  replace: boolean;
}

function nextState(current: ListState, change: ListChange): ListState {
  switch (change.kind) {
    case 'page':
      return { ...current, page: change.page };
    // A new size, order or filter shows another set of rows: its first page, not the old page number.
    case 'pageSize':
      return { ...current, page: 1, pageSize: change.pageSize };
    case 'sort':
      return { ...current, page: 1, sort: change.sort };
    case 'filters':
      return { ...current, page: 1, filters: { ...current.filters, ...change.filters } };
    case 'reset':
      return { ...current, page: 1, filters: {} };
  }
}

/**
 * The address after a change and how to get there: every applied change pushes a history entry (Back restores the
 * previous view), filter text applied while typing replaces it (Back does not step through each prefix).
 * e.g. `listNavigation(codec, new URLSearchParams('page=3'), { kind: 'filters', filters: { Filter: 'x' } })`
 * → `{ params: 'Filter=x', replace: false }`
 */
export function listNavigation(
  codec: ListParams,
  current: URLSearchParams,
  change: ListChange,
): ListNavigation {
  return {
    params: codec.write(current, nextState(codec.read(current), change)),
    replace: change.kind === 'filters' && change.typing === true,
  };
}
