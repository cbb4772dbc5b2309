import type { LoaderFunction } from 'react-router-dom';
import type { ApiClient } from '@inventory/contracts';

export interface RoutePrefetchContext {
  client: ApiClient;
  /** The address the route is being opened at (a list's view lives in it). */
  searchParams: URLSearchParams;
  /** The language the app asks the server in (the configuration's answer varies by it). */
  language: string;
}

/** A route's first read: started, not awaited (the screen's hook takes the request over, see preloadEndpoint). */
export type RoutePrefetch = (context: RoutePrefetchContext) => void;

/** What a first read needs from the app: its client, once a session holds a token. */
export interface PrefetchSource {
  client: ApiClient;
  language(): string;
}

let source: PrefetchSource | null = null;
let waiting: ((source: PrefetchSource) => void)[] = [];
let firstScreenShown = false;

/**
 * The data layer gives its client while a session is signed in (null otherwise). First reads asked for before then
 * (a reload opens its route before the stored session is read) start now.
 */
export function providePrefetchSource(next: PrefetchSource | null): void {
  source = next;
  if (!next) return;
  const ready = waiting;
  waiting = [];
  for (const start of ready) start(next);
}

/**
 * The layout has shown its first screen: from now on a screen's hook reads for itself. A read started after that
 * would be left behind unused, for the hook's next revalidation to pick up stale.
 */
export function markFirstScreenShown(): void {
  firstScreenShown = true;
  waiting = [];
}

/**
 * A route's loader that starts the data its screen reads first, beside its code: React Router runs a route's own
 * loader in parallel with its `lazy()`, so the request never waits for the screen's chunk (issue 19: at most three
 * calls in a row before the first list). `load` brings the read's code (endpoint and address codec, not the screen).
 * Only for the first screen of the page, once per route; it never delays the navigation (it returns at once).
 */
export function firstReadLoader(load: () => Promise<RoutePrefetch>): LoaderFunction {
  let started = false;
  return ({ request }) => {
    if (started || firstScreenShown) return null;
    started = true;
    const searchParams = new URL(request.url).searchParams;
    const code = load();
    const start = (from: PrefetchSource) =>
      void code.then(
        (prefetch) => {
          if (!firstScreenShown) prefetch({ client: from.client, searchParams, language: from.language() });
        },
        // Without its code the screen cannot show either; its route's error boundary explains that.
        () => undefined,
      );
    if (source) start(source);
    else waiting.push(start);
    return null;
  };
}

/** For tests: forget the page's state. */
export function resetRoutePrefetch(): void {
  source = null;
  waiting = [];
  firstScreenShown = false;
}
