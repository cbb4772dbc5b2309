import { allEndpoints, type Endpoint } from '@inventory/contracts';
import { createScenarios, mockPath } from '@inventory/contracts/mocks';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/** The mock server's states of the "Server" toolbar (ADR 014): any screen story in any state, without a story. */
export const serverStates = ['ok', 'empty', 'slow', '403', '500', '502', 'offline'] as const;
export type ServerState = (typeof serverStates)[number];

/** How long every answer takes in the `slow` state: long enough to see each loading indicator. */
export const slowAnswerMs = 3000;

export function isServerState(value: unknown): value is ServerState {
  return (serverStates as readonly unknown[]).includes(value);
}

/** A GET whose answer is a page (`{ items, totalCount }`), the calls an "empty" server answers with nothing. */
function isPagedList(endpoint: Endpoint): boolean {
  const shape = (endpoint.response as { shape?: Record<string, unknown> } | null)?.shape;
  return endpoint.method === 'GET' && !!shape && 'items' in shape && 'totalCount' in shape;
}

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/**
 * Handlers to put before the fixture handlers so that every call of the contract answers as `state` says;
 * `ok` adds none. The application configuration keeps answering in every state except `offline`, as a real
 * server's does while a feature's calls fail; `offline` is a network error (the browser's "Failed to fetch").
 */
export function serverStateHandlers(state: ServerState): HttpHandler[] {
  const scenarios = createScenarios();
  const calls = allEndpoints().filter((e) => state === 'offline' || !e.name.startsWith('abp.'));
  switch (state) {
    case 'ok':
      return [];
    case 'empty':
      return calls.filter(isPagedList).flatMap((e) => scenarios.emptyList(e));
    case 'slow':
      // No answer of its own: after the delay MSW goes on to the next matching handler (the fixtures).
      return calls.map((e) =>
        methods[e.method](mockPath(e), async () => {
          await delay(slowAnswerMs);
        }),
      );
    case '403':
    case '500':
      return calls.flatMap((e) => scenarios.failing(e, Number(state)));
    case '502':
      return calls.flatMap((e) => scenarios.unavailable(e, 502));
    case 'offline':
      return calls.map((e) => methods[e.method](mockPath(e), () => HttpResponse.error()));
  }
}
