import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Endpoint, ParsedBodyOf, ParsedParamsOf, ParsedQueryOf, ResponseOf } from '../endpoint.ts';
import { toRoutePath } from '../endpoint.ts';
import { ErrorCodes } from '../errors.ts';
import { MockAbpError, abpErrorResponse, inRequestLanguage, validationFailed } from './respond.ts';
import type { FixtureStore } from './store.ts';

export interface MockContext<E extends Endpoint> {
  params: ParsedParamsOf<E>;
  query: ParsedQueryOf<E>;
  body: ParsedBodyOf<E>;
  /** Tenant of the request: `__tenant` header (id or name), else the store's default tenant. */
  tenantId: string;
  store: FixtureStore;
  request: Request;
}

export type MockResolver<E extends Endpoint> = (
  ctx: MockContext<E>,
) => ResponseOf<E> | Promise<ResponseOf<E>>;

export interface MockOptions {
  /** Same as the client's baseUrl; '' matches the path on any origin. */
  baseUrl?: string;
}

/** The MSW path of an endpoint: `{id}` → `:id`, on `baseUrl` or on any origin. */
export function mockPath(endpoint: Endpoint, baseUrl = ''): string {
  const path = toRoutePath(endpoint.path);
  return baseUrl ? `${baseUrl.replace(/\/$/, '')}${path}` : `*${path}`;
}

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

export function resolveTenant(store: FixtureStore, request: Request): string | undefined {
  const key = request.headers.get('__tenant');
  if (!key) return store.defaultTenantId;
  return store.tenants.find((t) => t.isActive && (t.id === key || t.name.toLowerCase() === key.toLowerCase()))
    ?.id;
}

function queryObject(url: URL): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    result[key] = all.length === 1 ? (all[0] as string) : all;
  }
  return result;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new MockAbpError(400, { message: 'Your request is not valid!', details: 'Malformed JSON body.' });
  }
}

/**
 * An MSW handler for one endpoint: validates params, query and body with the endpoint's own schemas (400 ABP
 * envelope on failure), resolves the tenant, runs the resolver, and checks the answer against the response
 * schema (a resolver bug fails loudly rather than feeding the UI a shape the server would never send).
 */
export function mockEndpoint<E extends Endpoint>(
  endpoint: E,
  store: FixtureStore,
  resolver: MockResolver<E>,
  options: MockOptions = {},
): HttpHandler {
  return methods[endpoint.method](mockPath(endpoint, options.baseUrl), async ({ request, params }) => {
    try {
      const tenantId = resolveTenant(store, request);
      if (tenantId === undefined) {
        const response = abpErrorResponse(404, {
          code: ErrorCodes.TenantNotFound,
          message: 'Tenant not found!',
        });
        response.headers.set('Abp-Tenant-Resolve-Error', 'Tenant not found!');
        return response;
      }
      const parsedParams = endpoint.params
        ? endpoint.params.safeParse(params)
        : { success: true as const, data: undefined };
      if (!parsedParams.success) throw validationFailed(parsedParams.error.issues);
      const url = new URL(request.url);
      const parsedQuery = endpoint.query
        ? endpoint.query.safeParse(queryObject(url))
        : { success: true as const, data: undefined };
      if (!parsedQuery.success) throw validationFailed(parsedQuery.error.issues);
      let body: unknown = undefined;
      if (endpoint.body) {
        const parsedBody = endpoint.body.safeParse(await readBody(request));
        if (!parsedBody.success) throw validationFailed(parsedBody.error.issues);
        body = parsedBody.data;
      }
      const result = await resolver({
        params: parsedParams.data as ParsedParamsOf<E>,
        query: parsedQuery.data as ParsedQueryOf<E>,
        body: body as ParsedBodyOf<E>,
        tenantId,
        store,
        request,
      });
      if (endpoint.response === null) return new HttpResponse(null, { status: 204 });
      if (result === null) return new HttpResponse(null, { status: 204 });
      return HttpResponse.json(endpoint.response.parse(result) as never);
    } catch (error) {
      if (error instanceof MockAbpError)
        return abpErrorResponse(error.status, inRequestLanguage(request, error.error));
      throw error;
    }
  });
}
