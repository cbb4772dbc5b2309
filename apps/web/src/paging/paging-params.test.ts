import { describe, expect, it } from 'vitest';
import { readPageState, writePageState } from './paging-params.ts';

describe('readPageState', () => {
  it('reads page and size', () => {
    expect(readPageState(new URLSearchParams('page=3&size=20'))).toEqual({ page: 3, pageSize: 20 });
  });

  it.each(['', 'page=0', 'page=-2', 'page=abc', 'page=1.5'])(
    'falls back to the first page for "%s"',
    (query) => {
      expect(readPageState(new URLSearchParams(query)).page).toBe(1);
    },
  );

  it('only accepts the offered page sizes', () => {
    expect(readPageState(new URLSearchParams('size=7')).pageSize).toBe(10);
    expect(readPageState(new URLSearchParams('size=5000')).pageSize).toBe(10);
    expect(readPageState(new URLSearchParams('size=50')).pageSize).toBe(50);
  });
});

describe('writePageState', () => {
  it('leaves defaults out and keeps other parameters', () => {
    expect(writePageState(new URLSearchParams('q=x&page=4'), { page: 1, pageSize: 10 }).toString()).toBe(
      'q=x',
    );
    expect(writePageState(new URLSearchParams(), { page: 2, pageSize: 50 }).toString()).toBe(
      'page=2&size=50',
    );
  });

  it('round-trips through readPageState', () => {
    const state = { page: 7, pageSize: 20 };
    expect(readPageState(writePageState(new URLSearchParams(), state))).toEqual(state);
  });
});
