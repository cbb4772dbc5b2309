import { parseSorting } from '@inventory/contracts';

export type AriaSort = 'ascending' | 'descending' | 'none';

/**
 * How a list's `Sorting` text sorts by one field, for a header's `aria-sort`. Only the first term counts: the
 * header shows the primary order, the rest are tie-breakers. e.g. `sortOf('name desc', 'name', ['name'])` → 'descending'
 */
export function sortOf(sorting: string, field: string, sortable: readonly string[]): AriaSort {
  const first = parseSorting(sorting, sortable)?.[0];
  if (!first || first.field.toLowerCase() !== field.toLowerCase()) return 'none';
  return first.direction === 'desc' ? 'descending' : 'ascending';
}

/**
 * The `Sorting` after a click on a field's header: ascending first, then descending, then the list's default
 * order (''). e.g. `nextSorting('', 'name')` → 'name asc'; `nextSorting('name asc', 'name')` → 'name desc'
 */
export function nextSorting(sorting: string, field: string, sortable: readonly string[]): string {
  switch (sortOf(sorting, field, sortable)) {
    case 'none':
      return `${field} asc`;
    case 'ascending':
      return `${field} desc`;
    case 'descending':
      return '';
  }
}
