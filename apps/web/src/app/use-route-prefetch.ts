import { useLayoutEffect } from 'react';
import { useMatches, useSearchParams } from 'react-router-dom';
import { useApiClient } from '../api/api-context.tsx';
import { prefetchOf } from './route-prefetch.ts';

/**
 * Starts the matched routes' prefetches while `waiting` (the layout has not rendered its outlet yet). Only then:
 * SWR keeps a preloaded request until a hook with the same key consumes it, and a screen that is already shown
 * would leave one behind for its next revalidation to pick up, stale.
 */
export function useRoutePrefetch(waiting: boolean): void {
  const matches = useMatches();
  const [searchParams] = useSearchParams();
  const client = useApiClient();
  // A layout effect, as SWR starts its own requests: a plain effect would wait for the loading indicator to paint.
  useLayoutEffect(() => {
    if (!waiting) return;
    for (const match of matches) prefetchOf(match.handle)?.({ client, searchParams });
  }, [waiting, matches, searchParams, client]);
}
