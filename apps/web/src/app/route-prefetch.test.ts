import { describe, expect, it } from 'vitest';
import { createApiClient } from '@inventory/contracts';
import { prefetchOf, type RouteHandle } from './route-prefetch.ts';

describe('prefetchOf', () => {
  it('returns the prefetch a route handle declares', () => {
    const calls: string[] = [];
    const handle: RouteHandle = { prefetch: ({ searchParams }) => calls.push(searchParams.toString()) };
    const prefetch = prefetchOf(handle);
    expect(prefetch).toBeTypeOf('function');
    prefetch?.({ client: createApiClient(), searchParams: new URLSearchParams('page=2') });
    expect(calls).toEqual(['page=2']);
  });

  it('ignores handles without one, or with something else under that name', () => {
    expect(prefetchOf(undefined)).toBeUndefined();
    expect(prefetchOf(null)).toBeUndefined();
    expect(prefetchOf({ title: 'x' })).toBeUndefined();
    expect(prefetchOf({ prefetch: 'soon' })).toBeUndefined();
  });
});
