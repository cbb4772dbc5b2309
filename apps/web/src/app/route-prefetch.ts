import type { ApiClient } from '@inventory/contracts';

export interface RoutePrefetchContext {
  client: ApiClient;
  searchParams: URLSearchParams;
}

/**
 * What a route may declare in its `handle`: a request for the data its screen reads first, started while the
 * layout still waits for the application configuration, so the two load side by side instead of one after the
 * other.
 */
export interface RouteHandle {
  prefetch?: (context: RoutePrefetchContext) => void;
}

/** The prefetch a matched route declares, if any. */
export function prefetchOf(handle: unknown): RouteHandle['prefetch'] {
  if (typeof handle !== 'object' || handle === null || !('prefetch' in handle)) return undefined;
  const { prefetch } = handle as RouteHandle;
  return typeof prefetch === 'function' ? prefetch : undefined;
}
