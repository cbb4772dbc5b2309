import { allEndpoints, pathParamNames, permissionsOf, type Endpoint } from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoPassword } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// Generated from the contract's route table: a call added to the registry is covered without touching this file.
let server: TestApp;
let hostAdmin: string;
let demoAdmin: string;

const someId = '0190b4a0-0000-7000-8000-000000000001';
const guarded = allEndpoints().filter((endpoint) => !endpoint.public);
const tenantOnly = guarded.filter((endpoint) =>
  permissionsOf(endpoint).some((p) => p.startsWith('Inventory.')),
);

/** The endpoint's path with every parameter filled, so the request reaches its route. */
function pathOf(endpoint: Endpoint): string {
  return pathParamNames(endpoint.path).reduce(
    (path, name) => path.replace(`{${name}}`, someId),
    endpoint.path,
  );
}

const request = (endpoint: Endpoint, token?: string) =>
  call<ErrorBody>(server.baseUrl, endpoint.method, pathOf(endpoint), {
    token,
    body: endpoint.body ? {} : undefined,
  });

/** A token whose signature no longer matches its header and claims. */
function tampered(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
  return [header, payload, flipped].join('.');
}

beforeAll(async () => {
  server = await startTestApp();
  hostAdmin = (await signIn(server.baseUrl, { username: 'admin', password: demoPassword })).accessToken;
  demoAdmin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
});
afterAll(async () => {
  await server?.close();
});

describe('authorization matrix over every guarded route', () => {
  it('covers a meaningful route table', () => {
    expect(guarded.length).toBeGreaterThan(80);
    expect(tenantOnly.length).toBeGreaterThan(50);
  });

  it('refuses every guarded route without a token (401, ABP envelope)', async () => {
    const leaks: string[] = [];
    for (const endpoint of guarded) {
      const response = await request(endpoint);
      if (response.status !== 401 || !response.body?.error)
        leaks.push(`${endpoint.name} → ${response.status}`);
    }
    expect(leaks).toEqual([]);
  });

  it('refuses every guarded route with a tampered token (401)', async () => {
    const token = tampered(demoAdmin);
    const leaks: string[] = [];
    for (const endpoint of guarded) {
      const response = await request(endpoint, token);
      if (response.status !== 401) leaks.push(`${endpoint.name} → ${response.status}`);
    }
    expect(leaks).toEqual([]);
  });

  it('refuses the host admin every tenant business route (403): the host manages tenants only', async () => {
    const leaks: string[] = [];
    for (const endpoint of tenantOnly) {
      const response = await request(endpoint, hostAdmin);
      if (response.status !== 403) leaks.push(`${endpoint.name} → ${response.status}`);
    }
    expect(leaks).toEqual([]);
  });
});
