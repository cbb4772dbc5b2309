import { createApiClient, endpoints, isApiError, type ApiError } from '@inventory/contracts';
import { createFixtureStore, createHandlers } from '@inventory/contracts/mocks';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUploadFile, type UploadRequest } from './upload-file.ts';

const baseUrl = 'http://api.test';
const server = setupServer(...createHandlers(createFixtureStore(), { baseUrl }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
}

/**
 * An XMLHttpRequest over fetch (node has none, and the mocks answer fetch): reports the body as sent in two
 * progress steps, then the answer; `hold` keeps the answer back until the test aborts.
 */
function fakeRequests(options: { hold?: boolean; fail?: boolean } = {}) {
  const sent: Sent[] = [];
  const progress: number[] = [];
  const create = (): UploadRequest => {
    const entry: Sent = { method: '', url: '', headers: {} };
    const request = {
      status: 0,
      responseText: '',
      responseHeaders: '',
      upload: { onprogress: null },
      onload: null,
      onerror: null,
      onabort: null,
      open(method: string, url: string) {
        Object.assign(entry, { method, url });
      },
      setRequestHeader(name: string, value: string) {
        entry.headers[name.toLowerCase()] = value;
      },
      getAllResponseHeaders() {
        return request.responseHeaders;
      },
      abort() {
        request.onabort?.call(request as never, { type: 'abort' } as ProgressEvent);
      },
      async send(body: File) {
        sent.push(entry);
        const step = (loaded: number) =>
          request.upload.onprogress?.call(
            request as never,
            {
              lengthComputable: true,
              loaded,
              total: body.size,
            } as ProgressEvent,
          );
        step(body.size / 2);
        step(body.size);
        if (options.hold) return;
        if (options.fail) return request.onerror?.call(request as never, { type: 'error' } as ProgressEvent);
        const answer = await fetch(entry.url, { method: entry.method, headers: entry.headers, body });
        request.status = answer.status;
        request.responseText = await answer.text();
        request.responseHeaders = [...answer.headers].map(([k, v]) => `${k}: ${v}`).join('\r\n');
        request.onload?.call(request as never, { type: 'load' } as ProgressEvent);
      },
    } as UploadRequest & { responseHeaders: string; status: number; responseText: string };
    return request;
  };
  return { create, sent, progress };
}

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'apple.png', { type: 'image/png' });
const authorizedCalls: string[] = [];
const client = createApiClient({
  baseUrl,
  getAccessToken: () => 'token-1',
  fetch: (input, init) => {
    authorizedCalls.push(new Headers(init?.headers).get('Authorization') ?? '');
    return fetch(input, init);
  },
});

describe('createUploadFile', () => {
  it('asks for a signed URL with the token, PUTs the file there anonymously with progress, answers the download URL', async () => {
    const requests = fakeRequests();
    const progress: number[] = [];
    const url = await createUploadFile(client, requests.create)(
      png(),
      (f) => progress.push(f),
      new AbortController().signal,
    );
    expect(authorizedCalls.at(-1)).toBe('Bearer token-1');
    expect(requests.sent).toHaveLength(1);
    expect(requests.sent[0]).toMatchObject({ method: 'PUT', headers: { 'content-type': 'image/png' } });
    expect(requests.sent[0]!.headers['authorization']).toBeUndefined();
    expect(progress).toEqual([0.5, 1, 1]);
    const stored = await fetch(url);
    expect(stored.status).toBe(200);
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(
      new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
    );
  });

  it('rejects with the ApiError of the refusal when the store refuses the PUT', async () => {
    server.use(
      http.put(`${baseUrl}/api/app/upload/file/:tenantId/:fileName`, () =>
        HttpResponse.json(
          { error: { code: 'Abp:ValidationFailed', message: 'The file is larger than the limit.' } },
          { status: 400 },
        ),
      ),
    );
    const error = await createUploadFile(client, fakeRequests().create)(
      png(),
      () => {},
      new AbortController().signal,
    ).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).error?.message).toBe('The file is larger than the limit.');
  });

  it('rejects with the ApiError of upload-result when the API refuses the type, sending nothing', async () => {
    const requests = fakeRequests();
    const gif = new File([new Uint8Array(3)], 'a.gif', { type: 'image/gif' });
    const error = await createUploadFile(client, requests.create)(
      gif,
      () => {},
      new AbortController().signal,
    ).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).endpoint).toBe(endpoints.upload.uploadResult.name);
    expect(requests.sent).toEqual([]);
  });

  it('rejects with a TypeError (a network failure) when the store cannot be reached', async () => {
    const error = await createUploadFile(client, fakeRequests({ fail: true }).create)(
      png(),
      () => {},
      new AbortController().signal,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
  });

  it('aborts the PUT when the signal aborts', async () => {
    const controller = new AbortController();
    const requests = fakeRequests({ hold: true });
    const progress: number[] = [];
    const pending = createUploadFile(client, requests.create)(
      png(),
      (f) => {
        progress.push(f);
        if (f === 1) controller.abort();
      },
      controller.signal,
    );
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
