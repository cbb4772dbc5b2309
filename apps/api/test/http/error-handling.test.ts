import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../src/errors/error-handler.ts';
import { enforceDeclaredRoutes } from '../../src/http/route.ts';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoPassword } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let server: TestApp;
let clerkToken: string;

beforeAll(async () => {
  server = await startTestApp();
  clerkToken = (await signIn(server.baseUrl, { tenant: 'demo', username: 'clerk', password: demoPassword }))
    .accessToken;
});
afterAll(async () => {
  await server?.close();
});

function expectEnvelope(response: { headers: Headers; body: unknown }) {
  expect(response.headers.get('_AbpErrorFormat')).toBe('true');
  expect(response.body).toMatchObject({ error: { message: expect.any(String) } });
}

describe('the ABP error envelope', () => {
  it('403 before 400: the guard answers before the input is looked at', async () => {
    const response = await call<ErrorBody>(server.baseUrl, 'POST', '/api/app/warehouse', {
      token: clerkToken,
      body: { name: '', remarks: 'x'.repeat(600) },
    });
    expect(response.status).toBe(403);
  });

  it('400: lists each invalid member (camelCase) with a localized message', async () => {
    const invalid = await call<ErrorBody>(
      server.baseUrl,
      'GET',
      '/api/app/warehouse?MaxResultCount=0&SkipCount=-1',
      {
        token: clerkToken,
        headers: { 'accept-language': 'zh-Hans' },
      },
    );
    expect(invalid.status).toBe(400);
    expectEnvelope(invalid);
    expect(invalid.body.error.message).toBe('提交的数据有误，请检查后重试。');
    expect(invalid.body.error.validationErrors?.flatMap((v) => v.members).sort()).toEqual([
      'maxResultCount',
      'skipCount',
    ]);
    expect(invalid.body.error.details).toContain('值不能小于 1');
  });

  it('400: malformed JSON', async () => {
    const response = await fetch(`${server.baseUrl}/api/account/my-profile`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${clerkToken}`, 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('_AbpErrorFormat')).toBe('true');
  });

  it('401: no token on a protected call', async () => {
    const response = await call<ErrorBody>(server.baseUrl, 'GET', '/api/app/warehouse');
    expect(response.status).toBe(401);
    expectEnvelope(response);
    expect(response.body.error.code).toBe('Abp:Unauthorized');
  });

  it('403: a missing permission', async () => {
    const response = await call<ErrorBody>(
      server.baseUrl,
      'DELETE',
      '/api/app/warehouse/01900000-0000-7000-8000-000000000009',
      {
        token: clerkToken,
      },
    );
    expect(response.status).toBe(403);
    expectEnvelope(response);
    expect(response.body.error).toMatchObject({
      code: 'Abp:Forbidden',
      data: { permission: 'Inventory.Warehouses.Delete' },
    });
  });

  it('404: a missing entity, in the request language', async () => {
    const id = '01900000-0000-7000-8000-00000000abcd';
    const response = await call<ErrorBody>(server.baseUrl, 'GET', `/api/app/warehouse/${id}`, {
      token: clerkToken,
    });
    expect(response.status).toBe(404);
    expectEnvelope(response);
    expect(response.body.error.message).toBe(`There is no entity Warehouse with id = ${id}!`);
    expect(response.body.error.data).toEqual({ entity: 'Warehouse', id });
  });

  it('404: an unknown API path', async () => {
    const response = await call<ErrorBody>(server.baseUrl, 'GET', '/api/app/no-such-thing');
    expect(response.status).toBe(404);
    expectEnvelope(response);
  });
});

describe('a 500', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('connection to db-internal-7.local:5432 failed for user secret_owner');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('says only that something went wrong', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['_abperrorformat']).toBe('true');
    expect(response.body).not.toMatch(/db-internal|secret_owner|5432|stack|at /);
    expect(response.json()).toEqual({
      error: {
        code: 'Abp:InternalError',
        message: 'An internal error occurred during your request!',
        details: null,
        data: {},
        validationErrors: null,
      },
    });
  });
});

describe('the start-up check', () => {
  it('refuses to start with an /api route that declares no permission or public flag', async () => {
    const app = Fastify({ logger: false });
    enforceDeclaredRoutes(app);
    app.get('/api/app/undeclared', async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow(/GET \/api\/app\/undeclared/);
    await app.close().catch(() => undefined);
  });

  it('lets routes outside /api through', async () => {
    const app = Fastify({ logger: false });
    enforceDeclaredRoutes(app);
    app.get('/health', async () => ({ ok: true }));
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
