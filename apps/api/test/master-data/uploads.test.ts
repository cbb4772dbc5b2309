import { uploadMaxBytes, uploadResult } from '@inventory/contracts';
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../helpers/http.ts';
import { setUpMasterDataSuite } from './fixtures.ts';

const s = setUpMasterDataSuite();
const base = '/api/app/upload/upload-result';

async function presign(fileName: string, contentType: string, token = s.admin) {
  const response = await s.api(
    'GET',
    `${base}?FileName=${encodeURIComponent(fileName)}&ContentType=${encodeURIComponent(contentType)}`,
    token,
  );
  expect(response.status).toBe(200);
  const urls = uploadResult.parse(response.body);
  // Root-relative, as the browser resolves them: against the origin it reached the server at.
  expect(urls.signedUrl.startsWith('/api/app/upload/file/')).toBe(true);
  expect(urls.downUrl.startsWith('/api/app/upload/file/')).toBe(true);
  return {
    signedUrl: new URL(urls.signedUrl, s.server.baseUrl).toString(),
    downUrl: new URL(urls.downUrl, s.server.baseUrl).toString(),
  };
}

async function put(url: string, body: Uint8Array<ArrayBuffer>, contentType: string) {
  const response = await fetch(url, { method: 'PUT', body, headers: { 'content-type': contentType } });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as ErrorBody | null };
}

/** GETs a URL and reads the whole body (an unread body would hold its connection open). */
async function download(url: string | URL) {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** The same URL with one character of its signature changed. */
function tampered(url: string): string {
  const parsed = new URL(url);
  const signature = parsed.searchParams.get('signature') ?? '';
  parsed.searchParams.set('signature', `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`);
  return parsed.toString();
}

const png = new Uint8Array([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...Array.from({ length: 300 }, (_, i) => i % 256),
]);

describe('upload round trip', () => {
  it('PUTs to the signed URL and reads the same bytes back from the download URL', async () => {
    const urls = await presign('商品图.png', 'image/png');
    expect(urls.signedUrl.startsWith(s.server.baseUrl)).toBe(true);
    const tenantPath = `/api/app/upload/file/${s.demoId}/`;
    expect(new URL(urls.signedUrl).pathname.startsWith(tenantPath)).toBe(true);
    expect(new URL(urls.downUrl).pathname).toBe(new URL(urls.signedUrl).pathname);

    expect((await put(urls.signedUrl, png, 'image/png')).status).toBe(200);
    const read = await download(urls.downUrl);
    expect(read).toMatchObject({ status: 200, type: 'image/png' });
    expect(read.bytes).toEqual(png);

    const pdf = await presign('manual.pdf', 'application/pdf; charset=binary');
    expect(new URL(pdf.signedUrl).pathname.endsWith('.pdf')).toBe(true);
  });

  it('refuses tampered, wrong-method and expired links with 403', async () => {
    const urls = await presign('a.jpg', 'image/jpeg');
    const refused = await put(tampered(urls.signedUrl), png, 'image/jpeg');
    expect(refused.status).toBe(403);
    expect(refused.body?.error.message).toBe('This file link is invalid or has expired.');
    expect((await put(urls.downUrl, png, 'image/jpeg')).status).toBe(403);
    expect((await put(urls.signedUrl, png, 'image/jpeg')).status).toBe(200);
    expect((await download(tampered(urls.downUrl))).status).toBe(403);
    expect((await download(urls.signedUrl)).status).toBe(403);
    const expired = new URL(urls.downUrl);
    expired.searchParams.set('expires', '1');
    expect((await download(expired)).status).toBe(403);
    const otherTenant = urls.downUrl.replace(s.demoId, '0193a000-0000-7000-8000-000000000001');
    expect((await download(otherTenant)).status).toBe(403);
  });

  it('refuses a wrong content type or a file over 10 MB with 400, and keeps nothing', async () => {
    const urls = await presign('b.webp', 'image/webp');
    const mismatch = await put(urls.signedUrl, png, 'image/png');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body?.error.validationErrors?.[0]?.members).toEqual(['contentType']);
    const tooLarge = await put(urls.signedUrl, new Uint8Array(uploadMaxBytes + 1), 'image/webp');
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body?.error.validationErrors?.[0]?.members).toEqual(['file']);
    expect((await download(urls.downUrl)).status).toBe(404);
    expect((await put(urls.signedUrl, new Uint8Array(uploadMaxBytes), 'image/webp')).status).toBe(200);
    expect((await download(urls.downUrl)).status).toBe(200);
  });

  it('offers links only to signed-in users, and only for allowed content types', async () => {
    expect((await s.api('GET', `${base}?FileName=a.png&ContentType=image/png`, undefined)).status).toBe(401);
    expect((await presign('c.png', 'image/png', s.clerk)).signedUrl).toContain(s.demoId);
    expect(new URL((await presign('c.png', 'image/png', s.otherAdmin)).signedUrl).pathname).not.toContain(
      s.demoId,
    );
    const html = await s.api<ErrorBody>('GET', `${base}?FileName=x.html&ContentType=text/html`, s.admin);
    expect(html.status).toBe(400);
    expect(html.body.error.validationErrors?.[0]).toEqual({
      message:
        'Files of type text/html cannot be uploaded (allowed: image/png, image/jpeg, image/webp, application/pdf).',
      members: ['contentType'],
    });
    expect((await s.api('GET', `${base}?FileName=x.png`, s.admin)).status).toBe(400);
  });
});
