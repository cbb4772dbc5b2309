import { getResponse } from 'msw';
import { createHandlers } from './create-handlers.ts';
import type { MockOptions } from './mock-endpoint.ts';
import type { FixtureStore } from './store.ts';

/**
 * A `fetch` answered by the mock handlers over `store`, without a service worker or a patched global: for the
 * typed client in Node tests (e.g. the parity test that runs one story against the mocks and the real server).
 */
export function createMockFetch(store: FixtureStore, options: MockOptions = {}): typeof globalThis.fetch {
  const handlers = createHandlers(store, options);
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await getResponse(handlers, request);
    if (!response) throw new TypeError(`No mock handles ${request.method} ${request.url}`);
    return response;
  };
}
