import { request } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlinedMetadataId } from '../../src/http/web-app.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// The page carries the provider's metadata so the web app signs in without a discovery round trip (issue 19).
let server: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>spa</title></head><body></body></html>',
  );
  server = await startTestApp({ webDist });
});
afterAll(async () => {
  await server?.close();
  await rm(webDist, { recursive: true, force: true });
});

function inlined(html: string): Record<string, string> {
  const match = new RegExp(
    `<script type="application/json" id="${inlinedMetadataId}">(.*?)</script></head>`,
  ).exec(html);
  expect(match, html).not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, string>;
}

/** GET with an explicit Host header (fetch does not let one set it): the page as another address sees it. */
function getWithHost(path: string, host: string): Promise<string> {
  const url = new URL(path, server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname: url.hostname, port: url.port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('index.html with the provider metadata', () => {
  it('inlines the discovery fields the web client reads, as discovery answers them', async () => {
    const discovery = (await (
      await fetch(`${server.baseUrl}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    for (const path of ['/', '/sys/store', '/oidc-callback?code=x&state=y']) {
      const metadata = inlined(await (await fetch(`${server.baseUrl}${path}`)).text());
      expect(metadata).toMatchObject({
        issuer: discovery.issuer,
        authorization_endpoint: discovery.authorization_endpoint,
        token_endpoint: discovery.token_endpoint,
        userinfo_endpoint: discovery.userinfo_endpoint,
        end_session_endpoint: discovery.end_session_endpoint,
        jwks_uri: discovery.jwks_uri,
      });
      expect(Object.keys(metadata).every((key) => metadata[key] === discovery[key])).toBe(true);
    }
  });

  it('writes the endpoints at the address the page was opened at (ADR 028)', async () => {
    const port = new URL(server.baseUrl).port;
    const other = `localhost:${port}`;
    const metadata = inlined(await getWithHost('/sys/store', other));
    expect(metadata.authorization_endpoint).toBe(`http://${other}/connect/authorize`);
    expect(metadata.token_endpoint).toBe(`http://${other}/connect/token`);
    // The first origin's page is unchanged by the second's (the metadata is remembered per origin).
    const first = inlined(await (await fetch(`${server.baseUrl}/`)).text());
    expect(first.authorization_endpoint).toBe(`${server.baseUrl}/connect/authorize`);
  });

  it('lets the browser revalidate the page: same content, same ETag, 304', async () => {
    const first = await fetch(`${server.baseUrl}/sys/store`);
    const etag = first.headers.get('etag');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${server.baseUrl}/sys/store`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });
});
