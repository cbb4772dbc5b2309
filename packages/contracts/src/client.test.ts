import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { ApiError, ApiRequestError, ApiResponseError, fieldErrors, isApiError } from './errors.ts';
import { endpoints } from './registry.ts';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
}

/** A fetch stand-in passed to the client (dependency injection): records requests, answers with `reply`. */
function fakeFetch(reply: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request: Sent = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    sent.push(request);
    return reply(request);
  };
  return { fetch, sent };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const warehouse = {
  id: '0190a7e2-8c1d-7b3a-9c4e-1f2a3b4c5d6e',
  name: 'Main',
  address: null,
  telePhone: null,
  remarks: null,
  creationTime: '2026-01-02T03:04:05.000Z',
  concurrencyStamp: 'a',
};

describe('createApiClient', () => {
  it('sends language, bearer token and XHR marker, and parses the response', async () => {
    const { fetch, sent } = fakeFetch(() => json(200, { items: [warehouse], totalCount: 1 }));
    const client = createApiClient({
      baseUrl: 'https://api.example/',
      fetch,
      getAccessToken: () => 'tok',
      getLanguage: () => 'zh-Hans',
      getTenant: () => 'demo',
    });
    const page = await client.call(endpoints.warehouse.list, { query: { SkipCount: 10, MaxResultCount: 5 } });
    expect(page.totalCount).toBe(1);
    expect(page.items[0]?.name).toBe('Main');
    expect(sent[0]?.url).toBe('https://api.example/api/app/warehouse?SkipCount=10&MaxResultCount=5');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(sent[0]?.headers.get('Accept-Language')).toBe('zh-Hans');
    expect(sent[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(sent[0]?.headers.has('__tenant')).toBe(false);
  });

  it('sends __tenant only while no token is held', async () => {
    const { fetch, sent } = fakeFetch(() => json(200, { items: [], totalCount: 0 }));
    const client = createApiClient({ fetch, getAccessToken: () => null, getTenant: () => 'demo' });
    await client.call(endpoints.warehouse.list);
    expect(sent[0]?.url).toBe('/api/app/warehouse');
    expect(sent[0]?.headers.get('__tenant')).toBe('demo');
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });

  it('substitutes path params and sends JSON bodies', async () => {
    const { fetch, sent } = fakeFetch(() => json(200, warehouse));
    const client = createApiClient({ fetch });
    await client.call(endpoints.warehouse.update, {
      params: { id: warehouse.id },
      body: { name: 'Main', concurrencyStamp: 'a' },
    });
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.url).toBe(`/api/app/warehouse/${warehouse.id}`);
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ name: 'Main', concurrencyStamp: 'a' });
  });

  it('refuses a missing path parameter without sending', async () => {
    const { fetch, sent } = fakeFetch(() => json(200, warehouse));
    const client = createApiClient({ fetch });
    const call = client.call(endpoints.warehouse.get, { params: { id: '' } });
    await expect(call).rejects.toBeInstanceOf(ApiRequestError);
    await expect(call).rejects.toMatchObject({ reason: 'missingPathParameter', parameter: 'id' });
    expect(sent).toHaveLength(0);
  });

  it('refuses a null query parameter and leaves undefined ones out', async () => {
    const { fetch, sent } = fakeFetch(() => json(200, { items: [], totalCount: 0 }));
    const client = createApiClient({ fetch });
    const query = { Filter: null } as unknown as { Filter?: string };
    await expect(client.call(endpoints.warehouse.list, { query })).rejects.toMatchObject({
      reason: 'nullQueryParameter',
      parameter: 'Filter',
    });
    expect(sent).toHaveLength(0);
    await client.call(endpoints.warehouse.list, { query: { Filter: undefined, SkipCount: 0 } });
    expect(sent[0]?.url).toBe('/api/app/warehouse?SkipCount=0');
  });

  it('answers undefined for 204 calls', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({ fetch });
    await expect(
      client.call(endpoints.warehouse.delete, { params: { id: warehouse.id } }),
    ).resolves.toBeUndefined();
  });

  it('turns a non-2xx answer into an ApiError with the parsed ABP error', async () => {
    const envelope = {
      error: {
        code: null,
        message: 'Your request is not valid!',
        details: 'name is required',
        validationErrors: [{ message: 'The name field is required.', members: ['name'] }],
      },
    };
    const { fetch } = fakeFetch(() => json(400, envelope));
    const client = createApiClient({ fetch });
    const error: unknown = await client
      .call(endpoints.warehouse.create, { body: { name: '' } })
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.error?.message).toBe('Your request is not valid!');
    expect(apiError.body).toContain('validationErrors');
    expect(apiError.headers.get('Content-Type')).toBe('application/json');
    expect(fieldErrors(apiError)).toEqual({ name: ['The name field is required.'] });
  });

  it('keeps a non-envelope error body as text', async () => {
    const { fetch } = fakeFetch(() => new Response('Bad gateway', { status: 502 }));
    const client = createApiClient({ fetch });
    const error = (await client.call(endpoints.warehouse.list).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.error).toBeUndefined();
    expect(error.body).toBe('Bad gateway');
  });

  it('refuses a response that breaks the contract', async () => {
    const { fetch } = fakeFetch(() => json(200, { items: 'nope' }));
    const client = createApiClient({ fetch });
    await expect(client.call(endpoints.warehouse.list)).rejects.toBeInstanceOf(ApiResponseError);
  });

  it('signals request start and end, also on errors', async () => {
    const events: string[] = [];
    const { fetch } = fakeFetch(() => json(500, { error: { message: 'x' } }));
    const client = createApiClient({
      fetch,
      onRequestStart: (e) => events.push(`start ${e.name}`),
      onRequestEnd: (e) => events.push(`end ${e.name}`),
    });
    await client.call(endpoints.warehouse.list).catch(() => undefined);
    expect(events).toEqual(['start warehouse.list', 'end warehouse.list']);
  });

  it('builds URLs for cache keys', () => {
    const client = createApiClient({ baseUrl: '/base' });
    expect(client.url(endpoints.warehouse.get, { params: { id: 'x y' } })).toBe(
      '/base/api/app/warehouse/x%20y',
    );
  });
});
