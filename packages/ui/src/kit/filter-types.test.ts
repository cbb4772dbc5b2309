import { describe, expect, it } from 'vitest';
import { activeFilters, withoutFilter, type FilterDefinition } from './filter-types.ts';

const filters: FilterDefinition[] = [
  { id: 'Filter', labelKey: 'kit:columns.name', kind: 'text' },
  {
    id: 'Kind',
    labelKey: 'kit:columns.category',
    kind: 'select',
    options: [
      { value: 'Single', label: 'Single' },
      { value: 'Group', label: 'Kit' },
    ],
  },
];

describe('activeFilters', () => {
  it('lists non-empty filters in the bar order, selects by their option label', () => {
    expect(activeFilters(filters, { Kind: 'Group', Filter: ' apple ', Other: 'x' })).toEqual([
      { id: 'Filter', labelKey: 'kit:columns.name', display: 'apple' },
      { id: 'Kind', labelKey: 'kit:columns.category', display: 'Kit' },
    ]);
  });

  it('ignores blanks', () => {
    expect(activeFilters(filters, { Filter: '  ', Kind: '' })).toEqual([]);
  });
});

describe('withoutFilter', () => {
  it('drops only the named filter', () => {
    expect(withoutFilter({ Filter: 'a', Kind: 'Group' }, 'Kind')).toEqual({ Filter: 'a' });
  });
});
