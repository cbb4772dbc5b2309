import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Endpoint } from '../endpoint.ts';
import { type AbpErrorInfo, ErrorCodes } from '../errors.ts';
import { endpoints } from '../registry.ts';
import { type MockOptions, mockPath } from './mock-endpoint.ts';
import { abpErrorResponse, inRequestLanguage } from './respond.ts';

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

const defaultErrors: Record<number, AbpErrorInfo> = {
  400: { code: ErrorCodes.ValidationFailed, message: 'Your request is not valid!' },
  401: { code: ErrorCodes.Unauthorized, message: 'Unauthorized' },
  403: { code: ErrorCodes.Forbidden, message: 'Forbidden' },
  404: { code: ErrorCodes.EntityNotFound, message: 'There is no such an entity!' },
  409: {
    code: ErrorCodes.ConcurrencyConflict,
    message: 'The data you have submitted has already changed by another user/client.',
  },
  500: { code: ErrorCodes.InternalError, message: 'An internal error occurred during your request!' },
};

/**
 * Story/test overrides. Each returns handlers to put BEFORE the default ones (MSW uses the first match):
 * `parameters.msw.handlers = [...createScenarios().failing(endpoints.warehouse.list, 500), ...createHandlers(store)]`
 * or `server.use(...scenario)` in Vitest.
 */
export function createScenarios(options: MockOptions = {}) {
  const on = (
    endpoint: Endpoint,
    resolver: (info: { request: Request }) => Response | Promise<Response>,
    once = false,
  ): HttpHandler => methods[endpoint.method](mockPath(endpoint, options.baseUrl), resolver, { once });
  return {
    /**
     * Any status with an ABP envelope (default texts per status, or the `error` given). An `error` whose message
     * is '' speaks the server's own words for its code and data, in the request's language.
     */
    failing(endpoint: Endpoint, status: number, error?: AbpErrorInfo): HttpHandler[] {
      return [
        on(endpoint, ({ request }) =>
          abpErrorResponse(
            status,
            error?.message === ''
              ? inRequestLanguage(request, error)
              : (error ?? defaultErrors[status] ?? { message: `HTTP ${status}` }),
          ),
        ),
      ];
    },
    /** A 5xx without an ABP body (a proxy's "Bad gateway"). */
    unavailable(endpoint: Endpoint, status = 502): HttpHandler[] {
      return [on(endpoint, () => new HttpResponse('Bad Gateway', { status }))];
    },
    /** The next request only fails that way; the ones after it are answered as usual (the server came back). */
    unavailableOnce(endpoint: Endpoint, status = 502): HttpHandler[] {
      return [on(endpoint, () => new HttpResponse('Bad Gateway', { status }), true)];
    },
    /** 400 naming fields: `validation(endpoints.warehouse.create, { name: ['validation:required'] })`. */
    validation(endpoint: Endpoint, errors: Record<string, string[]>): HttpHandler[] {
      const validationErrors = Object.entries(errors).flatMap(([member, messages]) =>
        messages.map((message) => ({ message, members: [member] })),
      );
      return this.failing(endpoint, 400, {
        code: ErrorCodes.ValidationFailed,
        message: 'Your request is not valid!',
        validationErrors,
      });
    },
    /**
     * A business-rule refusal (403 with a code), e.g. `business(endpoints.warehouse.delete,
     * ErrorCodes.WarehouseHasStock, '', { name })`: message '' = the server's words for the code and data.
     */
    business(
      endpoint: Endpoint,
      code: string,
      message: string,
      data: Record<string, unknown> = {},
    ): HttpHandler[] {
      return this.failing(endpoint, 403, { code, message, data });
    },
    /** Answers the given body (must match the response schema; not checked here, so also for broken-contract tests). */
    answer(endpoint: Endpoint, body: unknown, status = 200): HttpHandler[] {
      return [on(endpoint, () => HttpResponse.json(body as never, { status }))];
    },
    /** An empty page for a paged list. */
    emptyList(endpoint: Endpoint): HttpHandler[] {
      return this.answer(endpoint, { items: [], totalCount: 0 });
    },
    /** Never answers: the loading state, without sleeps or timers. */
    loading(endpoint: Endpoint): HttpHandler[] {
      return [on(endpoint, () => new Promise<Response>(() => undefined))];
    },
    emptyWarehouses(): HttpHandler[] {
      return this.emptyList(endpoints.warehouse.list);
    },
  };
}
export type Scenarios = ReturnType<typeof createScenarios>;
