import { parseSorting, sortableFieldsOf, type Endpoint, type SortKey } from '@inventory/contracts';
import { pageSizeOptions } from '@inventory/ui';

/** Anything but the ui's page-size choices in the address falls back to the first of them. */
export const defaultPageSize: number = pageSizeOptions[0];
const allowedPageSizes: readonly number[] = pageSizeOptions;

/** A list endpoint's zod query schema (the contracts' zod, so the app needs no zod of its own). */
export type ListQuerySchema = Exclude<Endpoint['query'], undefined>;

/** The query fields that are not filters: paging and order have their own, shorter address parameters. */
const notFilters = new Set(['SkipCount', 'MaxResultCount', 'Sorting']);

/** What a list view shows: kept in the address as `?page=2&size=20&sort=name desc&Filter=depot`. */
export interface ListState {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Terms of the list's `Sorting` contract, fields from its allow-list only; empty = the list's default order. */
  sort: SortKey[];
  /** The list query's own filter fields (contract names), as the address holds them; empty ones are left out. */
  filters: Record<string, string>;
}

export interface ListParams {
  /** The query's filter fields, in schema order. */
  filterNames: readonly string[];
  sortableFields: readonly string[];
  /** The state in the address; a bad value (not a number, a field off the allow-list, …) falls back to its default. */
  read(params: URLSearchParams): ListState;
  /** The address for a state: defaults left out (the plain path is the default view), other parameters kept. */
  write(params: URLSearchParams, state: ListState): URLSearchParams;
  /** The list endpoint's query for a state. */
  toQuery(state: ListState): Record<string, string | number>;
}

function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && Number.isSafeInteger(value) ? value : null;
}

/** `[{ field: 'name', direction: 'desc' }]` → `'name desc'`: the contract's `Sorting` and the address's `sort`. */
export function sortingText(sort: readonly SortKey[]): string {
  return sort.map(({ field, direction }) => `${field} ${direction}`).join(',');
}

/**
 * The address codec of one list, validated by the list's own zod query schema: filters must pass their field's
 * schema, the sort its `Sorting` allow-list (`sortableFieldsOf`). A shared or bookmarked address therefore never
 * sends a request the server would refuse, and a mistyped one shows the default view instead of an error.
 * e.g. `listParams(warehouseListQuery).read(new URLSearchParams('page=2&sort=name desc'))`
 * → `{ page: 2, pageSize: 10, sort: [{ field: 'name', direction: 'desc' }], filters: {} }`
 */
export function listParams(schema: ListQuerySchema): ListParams {
  const shape: ListQuerySchema['shape'] = schema.shape;
  const filterNames = Object.keys(shape).filter((name) => !notFilters.has(name));
  const sortableFields = sortableFieldsOf(schema) ?? [];

  const validFilter = (name: string, value: string | null): value is string =>
    value !== null && value.trim() !== '' && shape[name]?.safeParse(value).success === true;

  const read = (params: URLSearchParams): ListState => {
    const size = positiveInteger(params.get('size'));
    const sort = parseSorting(params.get('sort') ?? '', sortableFields) ?? [];
    const filters: Record<string, string> = {};
    for (const name of filterNames) {
      const value = params.get(name);
      if (validFilter(name, value)) filters[name] = value;
    }
    return {
      page: positiveInteger(params.get('page')) ?? 1,
      pageSize: size !== null && allowedPageSizes.includes(size) ? size : defaultPageSize,
      sort: shape.Sorting?.safeParse(sortingText(sort)).success ? sort : [],
      filters,
    };
  };

  const write = (params: URLSearchParams, state: ListState): URLSearchParams => {
    const next = new URLSearchParams(params);
    const set = (name: string, value: string | undefined) =>
      value === undefined ? next.delete(name) : next.set(name, value);
    set('page', state.page > 1 ? String(state.page) : undefined);
    set('size', state.pageSize !== defaultPageSize ? String(state.pageSize) : undefined);
    set('sort', state.sort.length > 0 ? sortingText(state.sort) : undefined);
    for (const name of filterNames) {
      const value = state.filters[name];
      set(name, value !== undefined && value.trim() !== '' ? value : undefined);
    }
    return next;
  };

  const toQuery = (state: ListState): Record<string, string | number> => {
    const query: Record<string, string | number> = {
      SkipCount: (state.page - 1) * state.pageSize,
      MaxResultCount: state.pageSize,
    };
    if (state.sort.length > 0) query.Sorting = sortingText(state.sort);
    for (const name of filterNames) {
      const value = state.filters[name];
      if (validFilter(name, value ?? null)) query[name] = value as string;
    }
    return query;
  };

  return { filterNames, sortableFields, read, write, toQuery };
}
