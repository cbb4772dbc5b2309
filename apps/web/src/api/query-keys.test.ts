import { describe, expect, it } from 'vitest';
import { unstable_serialize } from 'swr';
import { endpoints } from '@inventory/contracts';
import { areaOf, endpointKey, matchesArea } from './query-keys.ts';

describe('endpointKey', () => {
  it('heads every key with its endpoint name, then the input', () => {
    expect(endpointKey(endpoints.warehouse.list, { query: { SkipCount: 0, MaxResultCount: 10 } })).toEqual([
      'warehouse.list',
      { query: { SkipCount: 0, MaxResultCount: 10 } },
    ]);
    expect(endpointKey(endpoints.warehouse.get, { params: { id: '42' } })).toEqual([
      'warehouse.get',
      { params: { id: '42' } },
    ]);
    expect(endpointKey(endpoints.abp.applicationConfiguration, {}, 'zh-Hans')).toEqual([
      'abp.applicationConfiguration',
      {},
      'zh-Hans',
    ]);
  });

  it('gives inputs that send the same request the same cache entry', () => {
    const plain = endpointKey(endpoints.warehouse.list, { query: { SkipCount: 0 } });
    const withUndefined = endpointKey(endpoints.warehouse.list, {
      query: { Filter: undefined, SkipCount: 0 },
    });
    expect(unstable_serialize(withUndefined)).toBe(unstable_serialize(plain));
    const other = endpointKey(endpoints.warehouse.list, { query: { SkipCount: 10 } });
    expect(unstable_serialize(other)).not.toBe(unstable_serialize(plain));
  });
});

describe('areaOf', () => {
  it('is the head of the endpoint name', () => {
    expect(areaOf(endpoints.warehouse.update)).toBe('warehouse');
    expect(areaOf(endpoints.account.updateProfile)).toBe('account');
  });
});

describe('matchesArea', () => {
  it('matches the keys of one area only', () => {
    const warehouse = matchesArea('warehouse');
    expect(warehouse(endpointKey(endpoints.warehouse.list))).toBe(true);
    expect(warehouse(endpointKey(endpoints.warehouse.get, { params: { id: '1' } }))).toBe(true);
    expect(warehouse(endpointKey(endpoints.warehouseInvoice.list))).toBe(false);
    expect(warehouse(endpointKey(endpoints.account.getProfile))).toBe(false);
    expect(warehouse('warehouse.list')).toBe(false);
  });
});
