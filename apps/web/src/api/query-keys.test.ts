import { describe, expect, it } from 'vitest';
import { matchesArea, queryKeys } from './query-keys.ts';

describe('queryKeys', () => {
  it('heads every key with its endpoint name', () => {
    expect(queryKeys.warehouseList({ SkipCount: 0, MaxResultCount: 10 })).toEqual([
      'warehouse.list',
      { SkipCount: 0, MaxResultCount: 10 },
    ]);
    expect(queryKeys.warehouse('42')).toEqual(['warehouse.get', '42']);
    expect(queryKeys.applicationConfiguration('zh-Hans')).toEqual([
      'abp.applicationConfiguration',
      'zh-Hans',
    ]);
  });
});

describe('matchesArea', () => {
  it('matches the keys of one area only', () => {
    const warehouse = matchesArea('warehouse');
    expect(warehouse(queryKeys.warehouseList({}))).toBe(true);
    expect(warehouse(queryKeys.warehouse('1'))).toBe(true);
    expect(warehouse(queryKeys.myProfile())).toBe(false);
    expect(warehouse('warehouse.list')).toBe(false);
  });
});
