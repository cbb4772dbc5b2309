import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadMaxBytes } from '../areas/upload.ts';
import { createApiClient } from '../client.ts';
import { ApiError } from '../errors.ts';
import { endpoints } from '../registry.ts';
import { createHandlers } from './create-handlers.ts';
import { createFixtureStore } from './store.ts';

const baseUrl = 'http://api.test';
const server = setupServer(...createHandlers(createFixtureStore(), { baseUrl }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
const client = createApiClient({ baseUrl });

const signed = (ContentType: string) =>
  client.call(endpoints.upload.uploadResult, { query: { FileName: 'apple.png', ContentType } });

describe('upload mocks (the signed-URL flow as the embedded store answers it)', () => {
  it('keeps what was PUT to the signed URL and serves it back at the download URL', async () => {
    const urls = await signed('image/png');
    expect(urls.signedUrl).toMatch(
      /^http:\/\/api\.test\/api\/app\/upload\/file\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png\?/,
    );
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const put = await fetch(urls.signedUrl, {
      method: 'PUT',
      body: bytes,
      headers: { 'Content-Type': 'image/png' },
    });
    expect(put.status).toBe(200);
    const got = await fetch(urls.downUrl);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(bytes);
  });

  it('refuses a type the contract does not take, in the ABP envelope', async () => {
    const error = await signed('image/gif').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).error?.validationErrors?.[0]?.members).toEqual(['contentType']);
  });

  it('refuses a PUT of another type or over the size limit, and a tampered signature', async () => {
    const urls = await signed('image/webp');
    const send = (url: string, body: Uint8Array<ArrayBuffer>, type: string) =>
      fetch(url, { method: 'PUT', body, headers: { 'Content-Type': type } });
    expect((await send(urls.signedUrl, new Uint8Array(4), 'image/png')).status).toBe(400);
    expect((await send(urls.signedUrl, new Uint8Array(uploadMaxBytes + 1), 'image/webp')).status).toBe(400);
    expect(
      (await send(urls.signedUrl.replace('signature=mock', 'signature=x'), new Uint8Array(4), 'image/webp'))
        .status,
    ).toBe(403);
    expect((await fetch(urls.downUrl)).status).toBe(404);
  });
});
