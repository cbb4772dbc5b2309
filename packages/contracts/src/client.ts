import type { Endpoint, BodyOf, ParamsOf, QueryOf, ResponseOf } from './endpoint.ts';
import { ApiError, ApiRequestError, ApiResponseError } from './errors.ts';

export interface ApiClientOptions {
  /** Prefix for every path; '' = same origin. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  getAccessToken?: () => string | null | undefined;
  getLanguage?: () => string | null | undefined;
  /** Tenant id or name, sent as `__tenant` only while no token is held (the token's tenant wins after sign-in). */
  getTenant?: () => string | null | undefined;
  /** Loading indicator hooks (product-spec §4): start before each request, end after its answer or error. */
  onRequestStart?: (endpoint: Endpoint) => void;
  onRequestEnd?: (endpoint: Endpoint) => void;
}

type IsEmptyInput<T> = T extends undefined ? true : Record<never, never> extends T ? true : false;
type Slot<K extends string, T, Optional extends boolean> = T extends undefined
  ? { [P in K]?: undefined }
  : Optional extends true
    ? { [P in K]?: T }
    : { [P in K]: T };

export type CallOptions<E extends Endpoint> = Slot<'params', ParamsOf<E>, false> &
  Slot<'query', QueryOf<E>, IsEmptyInput<QueryOf<E>>> &
  Slot<'body', BodyOf<E>, false> & {
    /** Extra headers (e.g. `Idempotency-Key`); undefined values are left out. */
    headers?: Record<string, string | undefined>;
    signal?: AbortSignal;
  };

type CallArgs<E extends Endpoint> =
  IsEmptyInput<ParamsOf<E>> extends true
    ? IsEmptyInput<QueryOf<E>> extends true
      ? E['body'] extends undefined
        ? [options?: CallOptions<E>]
        : [options: CallOptions<E>]
      : [options: CallOptions<E>]
    : [options: CallOptions<E>];

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>;
  /** The URL a call would use (params substituted, query serialized): for SWR keys and links. */
  url<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): string;
}

/** Substitutes `{name}` placeholders; a missing one is refused before any request (product-spec §5). */
export function buildPath(endpoint: Endpoint, params: Record<string, unknown> | undefined): string {
  return endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new ApiRequestError('missingPathParameter', name, endpoint.name);
    }
    return encodeURIComponent(String(value));
  });
}

/** Query string: undefined values left out, null refused, arrays repeated, dates as ISO strings. */
export function buildQuery(endpoint: Endpoint, query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    if (value === null) throw new ApiRequestError('nullQueryParameter', key, endpoint.name);
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      if (item === null) throw new ApiRequestError('nullQueryParameter', key, endpoint.name);
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function parseResponse<E extends Endpoint>(endpoint: E, response: Response): Promise<ResponseOf<E>> {
  const text = response.status === 204 ? '' : await response.text();
  if (endpoint.response === null) return undefined as ResponseOf<E>;
  // ABP answers 204 when a method returns null (e.g. by-username with no match): nullable schemas accept it.
  const value: unknown = text === '' ? null : JSON.parse(text);
  const parsed = endpoint.response.safeParse(value);
  if (!parsed.success) throw new ApiResponseError(endpoint.name, parsed.error.issues, text);
  return parsed.data as ResponseOf<E>;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/$/, '');
  const doFetch =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  function url(endpoint: Endpoint, opts: { params?: unknown; query?: unknown } | undefined): string {
    const path = buildPath(endpoint, opts?.params as Record<string, unknown> | undefined);
    return `${baseUrl}${path}${buildQuery(endpoint, opts?.query as Record<string, unknown> | undefined)}`;
  }

  function headersFor(
    opts: { body?: unknown; headers?: Record<string, string | undefined> } | undefined,
  ): Headers {
    const headers = new Headers({
      Accept: 'application/json, text/plain',
      'X-Requested-With': 'XMLHttpRequest',
    });
    const language = options.getLanguage?.();
    if (language) headers.set('Accept-Language', language);
    const token = options.getAccessToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    else {
      const tenant = options.getTenant?.();
      if (tenant) headers.set('__tenant', tenant);
    }
    if (opts?.body !== undefined) headers.set('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(opts?.headers ?? {}))
      if (value !== undefined) headers.set(name, value);
    return headers;
  }

  async function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
    const opts = args[0] as
      (CallOptions<E> & { params?: unknown; query?: unknown; body?: unknown }) | undefined;
    const target = url(endpoint, opts);
    const init: RequestInit = { method: endpoint.method, headers: headersFor(opts) };
    if (opts?.body !== undefined) init.body = JSON.stringify(opts.body);
    if (opts?.signal) init.signal = opts.signal;
    options.onRequestStart?.(endpoint);
    try {
      const response = await doFetch(target, init);
      if (!response.ok) {
        throw new ApiError({
          status: response.status,
          body: await response.text(),
          headers: response.headers,
          endpoint: endpoint.name,
        });
      }
      return await parseResponse(endpoint, response);
    } finally {
      options.onRequestEnd?.(endpoint);
    }
  }

  return {
    call,
    url: (endpoint, ...args) => url(endpoint, args[0] as { params?: unknown; query?: unknown } | undefined),
  };
}
