import { sortableFieldsOf, supplierListQuery } from '@inventory/contracts';
import { describe, expect, it } from 'vitest';
import { nextSorting, sortOf } from './sorting-state.ts';

const fields = ['name', 'creationTime'];

describe('sortOf', () => {
  it('reads the first term of a Sorting text, case-insensitively', () => {
    expect(sortOf('Name desc, creationTime', 'name', fields)).toBe('descending');
    expect(sortOf('name', 'name', fields)).toBe('ascending');
    expect(sortOf('creationTime, name desc', 'name', fields)).toBe('none');
  });

  it('treats a text naming an unknown field as unsorted', () => {
    expect(sortOf('price desc', 'name', fields)).toBe('none');
    expect(sortOf('', 'name', fields)).toBe('none');
  });
});

describe('nextSorting', () => {
  it('cycles ascending → descending → default order', () => {
    expect(nextSorting('', 'name', fields)).toBe('name asc');
    expect(nextSorting('name asc', 'name', fields)).toBe('name desc');
    expect(nextSorting('name desc', 'name', fields)).toBe('');
  });

  it('starts a new field ascending, replacing the old order', () => {
    expect(nextSorting('name desc', 'creationTime', fields)).toBe('creationTime asc');
  });

  it('emits only texts the list contract accepts', () => {
    const sortable = sortableFieldsOf(supplierListQuery) ?? [];
    expect(sortable.length).toBeGreaterThan(0);
    for (const field of sortable) {
      const asc = nextSorting('', field, sortable);
      expect(supplierListQuery.shape.Sorting.safeParse(asc).success).toBe(true);
      expect(supplierListQuery.shape.Sorting.safeParse(nextSorting(asc, field, sortable)).success).toBe(true);
    }
  });
});
