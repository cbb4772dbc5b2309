import type { PagedResult } from '@inventory/contracts';
import type { FilterValues } from './filter-types.ts';

/** A list screen's page as its route gives it: the answer so far, loading and failure, and a retry. */
export interface ListPageProps<T> {
  /** The current page of the list call; undefined until it answers. */
  data: PagedResult<T> | undefined;
  loading?: boolean;
  /** The list request failed; a 403 shows "no access" instead of the table. */
  error?: unknown;
  onRetry?: () => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
}

/** The filters in the address, by the list query's names (`useListView` in the app keeps them there). */
export interface ListFilterProps {
  filters: FilterValues;
  onFiltersChange: (values: FilterValues) => void;
  onFiltersReset: () => void;
}

/** The list's `Sorting` in the address; '' = the list's own order (newest first). */
export interface ListSortingProps {
  sorting: string;
  onSortingChange: (sorting: string) => void;
}

/** Everything a filtered, sorted, paged list screen is given by its route. */
export type ListViewProps<T> = ListPageProps<T> & ListFilterProps & ListSortingProps;
