import { describe, expect, it } from 'vitest';
import { endpoints } from '@inventory/contracts';
import { listNavigation, type ListChange } from './list-change.ts';
import { listParams } from './list-params.ts';

const codec = listParams(endpoints.warehouse.list.query);
const from = (query: string, change: ListChange) => {
  const { params, replace } = listNavigation(codec, new URLSearchParams(query), change);
  // Parameter order is immaterial to the view; sorted, the expectations read plainly.
  params.sort();
  return { address: decodeURIComponent(params.toString()).replaceAll('+', ' '), replace };
};

describe('listNavigation', () => {
  it('pushes a page change and keeps the rest of the view', () => {
    expect(from('size=20&Filter=north&sort=name desc', { kind: 'page', page: 3 })).toEqual({
      address: 'Filter=north&page=3&size=20&sort=name desc',
      replace: false,
    });
  });

  it('returns to the first page on a new size, order or filter, and pushes each', () => {
    expect(from('page=4', { kind: 'pageSize', pageSize: 50 })).toEqual({
      address: 'size=50',
      replace: false,
    });
    expect(from('page=4', { kind: 'sort', sort: [{ field: 'address', direction: 'asc' }] })).toEqual({
      address: 'sort=address asc',
      replace: false,
    });
    expect(from('page=4&Filter=a', { kind: 'filters', filters: { Filter: 'north' } })).toEqual({
      address: 'Filter=north',
      replace: false,
    });
  });

  it('replaces while the user is still typing', () => {
    expect(from('Filter=nor', { kind: 'filters', filters: { Filter: 'north' }, typing: true })).toEqual({
      address: 'Filter=north',
      replace: true,
    });
  });

  it('resets the filters only, keeping size and order', () => {
    expect(from('page=2&size=20&sort=name asc&Filter=north', { kind: 'reset' })).toEqual({
      address: 'size=20&sort=name asc',
      replace: false,
    });
  });

  it('starts from the valid part of a bad address', () => {
    expect(from('page=x&size=7&sort=password&Filter=north', { kind: 'page', page: 2 })).toEqual({
      address: 'Filter=north&page=2',
      replace: false,
    });
  });
});
