import { describe, expect, it } from 'vitest';
import { endpoints } from '@inventory/contracts';
import { listParams } from './list-params.ts';

const warehouses = listParams(endpoints.warehouse.list.query);
const read = (query: string) => warehouses.read(new URLSearchParams(query));

describe('listParams over the warehouse list query', () => {
  it('knows the list filters and its sortable fields from the contract', () => {
    expect(warehouses.filterNames).toEqual(['Filter']);
    expect(warehouses.sortableFields).toEqual(['name', 'address', 'telePhone', 'creationTime']);
  });

  it('reads page, size, order and filters', () => {
    expect(read('page=3&size=20&sort=name desc,creationTime&Filter=depot')).toEqual({
      page: 3,
      pageSize: 20,
      sort: [
        { field: 'name', direction: 'desc' },
        { field: 'creationTime', direction: 'asc' },
      ],
      filters: { Filter: 'depot' },
    });
  });

  it.each(['', 'page=0', 'page=-2', 'page=abc', 'page=1.5', 'page=99999999999999999999'])(
    'falls back to the first page for "%s"',
    (query) => expect(read(query).page).toBe(1),
  );

  it('only accepts the offered page sizes', () => {
    expect(read('size=7').pageSize).toBe(10);
    expect(read('size=5000').pageSize).toBe(10);
    expect(read('size=50').pageSize).toBe(50);
  });

  it('drops an order outside the allow-list, or not of the Sorting form, instead of failing', () => {
    expect(read('sort=password desc').sort).toEqual([]);
    expect(read('sort=name sideways').sort).toEqual([]);
    expect(read('sort=name; drop table').sort).toEqual([]);
    expect(read(`sort=${'name,'.repeat(40)}name`).sort).toEqual([]);
    expect(read('sort=NAME DESC').sort).toEqual([{ field: 'name', direction: 'desc' }]);
  });

  it('drops a filter its schema refuses, and blank ones', () => {
    expect(read(`Filter=${'x'.repeat(129)}`).filters).toEqual({});
    expect(read('Filter=%20%20').filters).toEqual({});
    expect(read('Unknown=1').filters).toEqual({});
  });

  it('turns a state into the list query the endpoint takes', () => {
    const query = warehouses.toQuery(read('page=3&size=20&sort=name desc&Filter=depot'));
    expect(query).toEqual({ SkipCount: 40, MaxResultCount: 20, Sorting: 'name desc', Filter: 'depot' });
    expect(endpoints.warehouse.list.query.safeParse(query).success).toBe(true);
    expect(warehouses.toQuery(read('page=junk&sort=junk'))).toEqual({ SkipCount: 0, MaxResultCount: 10 });
  });

  it('writes defaults out and keeps parameters that are not its own', () => {
    const state = { page: 1, pageSize: 10, sort: [], filters: { Filter: '' } };
    expect(warehouses.write(new URLSearchParams('tab=x&page=4&Filter=a&sort=name'), state).toString()).toBe(
      'tab=x',
    );
  });

  it('round-trips through the address', () => {
    const state = read('page=7&size=20&sort=address desc&Filter=north');
    expect(warehouses.read(warehouses.write(new URLSearchParams(), state))).toEqual(state);
  });
});
