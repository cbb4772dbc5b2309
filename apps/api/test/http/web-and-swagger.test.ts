import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allEndpoints, toRoutePath } from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let server: TestApp;
let webDist: string;
const devOrigin = 'http://localhost:5173';

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>spa-shell</title>');
  await writeFile(join(webDist, 'assets', 'app.js'), 'console.log("app")');
  server = await startTestApp({ webDist, extraWebOrigins: [devOrigin] });
});
afterAll(async () => {
  await server?.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves built files, and index.html for client routes', async () => {
    const asset = await fetch(`${server.baseUrl}/assets/app.js`);
    expect(await asset.text()).toBe('console.log("app")');
    for (const path of ['/', '/sys/store', '/oidc-callback?code=x&state=y']) {
      const page = await fetch(`${server.baseUrl}${path}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('spa-shell');
    }
  });

  it('never answers an API path with the page', async () => {
    const response = await fetch(`${server.baseUrl}/api/app/missing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('leaves the sign-in paths to the provider', async () => {
    const response = await fetch(`${server.baseUrl}/.well-known/openid-configuration`);
    expect(((await response.json()) as { issuer: string }).issuer).toBe(server.baseUrl);
  });
});

describe('OpenAPI', () => {
  it('documents every registered API route from the contract schemas, with a Swagger UI', async () => {
    const spec = (await (await fetch(`${server.baseUrl}/swagger/json`)).json()) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const documented = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.values(methods).map((operation) => `${operation.operationId} ${path}`),
    );
    expect(documented).toEqual(
      expect.arrayContaining([
        'warehouse.create /api/app/warehouse',
        'warehouse.get /api/app/warehouse/{id}',
      ]),
    );
    // Every contract call is served by a module; nothing registers a placeholder for a missing one.
    expect(documented).toEqual(expect.arrayContaining(allEndpoints().map((e) => `${e.name} ${e.path}`)));
    for (const endpoint of allEndpoints()) {
      expect(server.app.hasRoute({ method: endpoint.method, url: toRoutePath(endpoint.path) })).toBe(true);
    }
    const ui = await fetch(`${server.baseUrl}/swagger`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });
});

describe('CORS for the API', () => {
  it('answers a preflight from a configured web origin', async () => {
    const response = await fetch(`${server.baseUrl}/api/app/warehouse`, {
      method: 'OPTIONS',
      headers: {
        origin: devOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, __tenant',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(devOrigin);
    expect(response.headers.get('access-control-allow-headers')).toContain('__tenant');
  });

  it('lets the error headers through, and ignores other origins', async () => {
    const allowed = await fetch(`${server.baseUrl}/api/app/warehouse`, { headers: { origin: devOrigin } });
    expect(allowed.status).toBe(401);
    expect(allowed.headers.get('access-control-expose-headers')).toContain('_AbpErrorFormat');
    const other = await fetch(`${server.baseUrl}/api/app/warehouse`, {
      headers: { origin: 'http://evil.test' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
