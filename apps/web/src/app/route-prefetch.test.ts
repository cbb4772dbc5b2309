import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@inventory/contracts';
import {
  firstReadLoader,
  markFirstScreenShown,
  providePrefetchSource,
  resetRoutePrefetch,
  type RoutePrefetchContext,
} from './route-prefetch.ts';

const client = createApiClient();
const source = { client, language: () => 'zh-Hans' };
const open = (loader: ReturnType<typeof firstReadLoader>, url: string) =>
  loader({ request: new Request(url), params: {}, context: undefined } as never);
/** The read code's promise has settled and what waited on it has run (callbacks run in the order attached). */
let lastCode: Promise<unknown> = Promise.resolve();
const settled = async () => {
  await lastCode;
  await lastCode;
};

function recorder() {
  const calls: Omit<RoutePrefetchContext, 'client'>[] = [];
  let loads = 0;
  const loader = firstReadLoader(() => {
    loads += 1;
    const code = Promise.resolve(({ searchParams, language }: RoutePrefetchContext) => {
      calls.push({ searchParams, language });
    });
    lastCode = code;
    return code;
  });
  return { loader, calls, loads: () => loads };
}

afterEach(resetRoutePrefetch);

describe('firstReadLoader', () => {
  it("starts the read with the route's address and the session's client, and returns at once", async () => {
    providePrefetchSource(source);
    const { loader, calls } = recorder();
    expect(open(loader, 'http://app/sys/store?page=2')).toBeNull();
    await settled();
    expect(calls.map((c) => [c.searchParams.toString(), c.language])).toEqual([['page=2', 'zh-Hans']]);
  });

  it('loads the read code at once but waits for a signed-in session to start it (a reload)', async () => {
    const { loader, calls, loads } = recorder();
    open(loader, 'http://app/sys/store');
    expect(loads()).toBe(1);
    await settled();
    expect(calls).toHaveLength(0);
    providePrefetchSource(null);
    await settled();
    expect(calls).toHaveLength(0);
    providePrefetchSource(source);
    await settled();
    expect(calls).toHaveLength(1);
  });

  it('reads once per route, and not after the first screen has shown (screens then read for themselves)', async () => {
    providePrefetchSource(source);
    const first = recorder();
    open(first.loader, 'http://app/sys/store');
    open(first.loader, 'http://app/sys/store?page=3');
    await settled();
    expect(first.calls).toHaveLength(1);

    const late = recorder();
    open(late.loader, 'http://app/sys/unit');
    // The screen showed before the read's code arrived: the read would be left behind unused.
    markFirstScreenShown();
    await settled();
    expect(late.calls).toHaveLength(0);

    const after = recorder();
    open(after.loader, 'http://app/sys/supplier');
    await settled();
    expect(after.loads()).toBe(0);
    expect(after.calls).toHaveLength(0);
  });
});
