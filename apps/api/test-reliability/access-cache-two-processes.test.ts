import { identityUser } from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ErrorBody } from '../test/helpers/http.ts';
import { createScratchDatabase, type ScratchDatabase } from '../test/helpers/scratch-database.ts';
import { signIn } from '../test/helpers/sign-in.ts';
import { demoPassword } from '../test/helpers/tenants.ts';
import { freePort } from '../test/helpers/test-app.ts';
import { recordFigures } from './support/figures.ts';
import { startChildServer, type ChildServer } from './support/stock-child-server.ts';

// Issue 19 / ADR 039: each API process keeps its callers' authorization context in memory. Two real server
// processes over one PostgreSQL database: a change made through process A is honoured by process B at its very next
// request, although B had the caller's context cached (it had just answered the same call with it).

let database: ScratchDatabase;
let a: ChildServer;
let b: ChildServer;
let host: string;
let admin: string;

const warehouses = '/api/app/warehouse';
const users = '/api/identity/users';
const demo = (username: string, password = demoPassword) => ({ tenant: 'demo', username, password });

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!adminUrl)
    throw new Error('Two API processes share a PostgreSQL database: run under with-postgres.mjs');
  database = await createScratchDatabase(adminUrl, 'authctx');
  const [portA, portB] = [await freePort(), await freePort()];
  // One issuer for both, as behind one address: a token issued by A is a token for B.
  const env = { DATABASE_URL: database.url, ISSUER: `http://127.0.0.1:${portA}` };
  a = await startChildServer(portA, env);
  b = await startChildServer(portB, env);
  host = (await signIn(a.baseUrl, { username: 'admin', password: demoPassword })).accessToken;
  admin = (await signIn(a.baseUrl, demo('admin'))).accessToken;
});

afterAll(async () => {
  for (const server of [a, b]) {
    if (!server) continue;
    server.kill('SIGTERM');
    await server.exited;
  }
  await database?.drop();
});

/** A demo clerk signed in through A, whose context B has read and used (twice: the second from B's memory). */
async function clerkCachedInB(userName: string) {
  const created = await call(a.baseUrl, 'POST', users, {
    token: admin,
    body: { userName, email: `${userName}@demo.local`, password: 'Secret1!', roleNames: ['clerk'] },
  });
  expect(created.status).toBe(200);
  const user = identityUser.parse(created.body);
  const token = (await signIn(a.baseUrl, demo(userName, 'Secret1!'))).accessToken;
  for (let i = 0; i < 2; i++) expect((await call(b.baseUrl, 'GET', warehouses, { token })).status).toBe(200);
  return { user, token };
}

describe('the cached authorization context across two API processes (ADR 039)', () => {
  it('a permission revoked through A is refused by B at its next request (403)', async () => {
    const { token } = await clerkCachedInB('kim');
    const query = '/api/permission-management/permissions?providerName=R&providerKey=clerk';
    const revoke = await call(a.baseUrl, 'PUT', query, {
      token: admin,
      body: { permissions: [{ name: 'Inventory.Warehouses', isGranted: false }] },
    });
    expect(revoke.status).toBe(204);
    const refused = await call<ErrorBody>(b.baseUrl, 'GET', warehouses, { token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.data).toEqual({ permission: 'Inventory.Warehouses' });

    const grant = await call(a.baseUrl, 'PUT', query, {
      token: admin,
      body: { permissions: [{ name: 'Inventory.Warehouses', isGranted: true }] },
    });
    expect(grant.status).toBe(204);
    expect((await call(b.baseUrl, 'GET', warehouses, { token })).status).toBe(200);
  });

  it('a feature turned off through A is refused by B at its next request (Abp:FeatureDisabled)', async () => {
    const { token } = await clerkCachedInB('lee');
    const tenantId = (
      await call<{ currentTenant: { id: string } }>(b.baseUrl, 'GET', '/api/abp/application-configuration', {
        token,
      })
    ).body.currentTenant.id;
    const path = `/api/feature-management/features?providerName=T&providerKey=${tenantId}`;
    const off = await call(a.baseUrl, 'PUT', path, {
      token: host,
      body: { features: [{ name: 'Inventory.Warehouse', value: 'false' }] },
    });
    expect(off.status).toBe(204);
    const refused = await call<ErrorBody>(b.baseUrl, 'GET', warehouses, { token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('Abp:FeatureDisabled');

    const on = await call(a.baseUrl, 'PUT', path, {
      token: host,
      body: { features: [{ name: 'Inventory.Warehouse', value: 'True' }] },
    });
    expect(on.status).toBe(204);
    expect((await call(b.baseUrl, 'GET', warehouses, { token })).status).toBe(200);
  });

  it('a user deactivated through A is refused by B at its next request (401)', async () => {
    const { user, token } = await clerkCachedInB('max');
    const fresh = identityUser.parse(
      (await call(a.baseUrl, 'GET', `${users}/${user.id}`, { token: admin })).body,
    );
    const off = await call(a.baseUrl, 'PUT', `${users}/${user.id}`, {
      token: admin,
      body: {
        userName: 'max',
        email: 'max@demo.local',
        isActive: false,
        concurrencyStamp: fresh.concurrencyStamp,
      },
    });
    expect(off.status).toBe(200);
    expect((await call(b.baseUrl, 'GET', warehouses, { token })).status).toBe(401);
    await recordFigures('access cache across processes', {
      database: 'postgres',
      processes: 2,
      'changes through A honoured by B at its next request': 3,
    });
  });
});
