import { fn } from 'storybook/test';

/**
 * Story-only: the props of a record list screen (warehouses, suppliers) at rest, every callback a spy: page 1 of
 * `items`, no filters, no sorting, and writes that succeed. A story overrides what it is about.
 */
export function recordListArgs<T>(items: readonly T[]) {
  return {
    data: { items: [...items], totalCount: items.length },
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onRetry: fn(),
    onCreate: fn(async () => undefined),
    onUpdate: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    filters: {},
    onFiltersChange: fn(),
    onFiltersReset: fn(),
    sorting: '',
    onSortingChange: fn(),
  };
}
