import Fastify from 'fastify';
import { validatorCompiler, serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_TENANT_ID } from '../../src/db/database.ts';
import { registerErrorHandler } from '../../src/errors/error-handler.ts';
import { registerNotImplemented } from '../../src/http/not-implemented.ts';
import { enforceDeclaredRoutes } from '../../src/http/route.ts';

describe('contract calls no module serves yet', () => {
  const app = Fastify({ logger: false });

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    enforceDeclaredRoutes(app);
    app.decorateRequest('culture', null);
    app.decorateRequest('scope', null);
    // An anonymous caller in the host; no database is ever reached on these paths.
    app.decorate('resolveScope', async () => ({
      culture: 'en' as const,
      tenant: { id: null, name: null },
      user: null,
      db: { tenantId: HOST_TENANT_ID, run: () => Promise.reject(new Error('no database here')) },
      access: () => Promise.reject(new Error('no database here')),
    }));
    registerNotImplemented(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answer 501 in the ABP envelope once the guard lets the caller through', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/abp/multi-tenancy/tenants/by-name/demo' });
    expect(response.statusCode).toBe(501);
    expect(response.headers['_abperrorformat']).toBe('true');
    expect(response.json()).toMatchObject({ error: { code: 'Abp:NotImplemented' } });
  });

  it('still guard as declared: a protected call answers 401 first', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/app/s-kU' });
    expect(response.statusCode).toBe(401);
  });
});
