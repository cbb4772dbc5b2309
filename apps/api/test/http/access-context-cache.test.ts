import { applicationConfiguration, identityUser } from '@inventory/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_TENANT_ID } from '../../src/db/database.ts';
import { accessCacheOf } from '../../src/http/request-state.ts';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// ADR 039: a signed-in caller's roles, grants and features are kept in the process's memory under the tenant's
// access stamp. Each case below first proves that the caller's context IS cached, then changes one thing the
// context is made of and proves that the very next request sees the change.

let server: TestApp;
let demoId: string;
let host: string;
let admin: string;

const users = '/api/identity/users';
const permissions = '/api/permission-management/permissions';
const features = '/api/feature-management/features';
const warehouses = '/api/app/warehouse';

beforeAll(async () => {
  server = await startTestApp();
  demoId = await tenantId(server.db, 'demo');
  host = (await signIn(server.baseUrl, { username: 'admin', password: demoPassword })).accessToken;
  admin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
});
afterAll(async () => {
  await server?.close();
});

const api = <T = unknown>(method: string, path: string, token?: string, body?: unknown) =>
  call<T>(server.baseUrl, method, path, { token, body });

async function stampOf(tenant: string): Promise<string> {
  const { rows } = await server.db.tenant(tenant, (trx) =>
    sql<{ stamp: string }>`select coalesce(max(stamp), 0)::text as stamp from access_stamps`.execute(trx),
  );
  return rows[0]?.stamp ?? '0';
}

/** Whether this process holds the user's context under the tenant's current stamp (the next request is a hit). */
async function isCached(tenant: string, userId: string): Promise<boolean> {
  return accessCacheOf(server.db).get(tenant, userId, String(await stampOf(tenant))) !== undefined;
}

/** A demo user with the given roles, signed in, whose context has been read and cached by one allowed call. */
async function cachedUser(userName: string, roleNames: string[]) {
  const created = await api('POST', users, admin, {
    userName,
    email: `${userName}@demo.local`,
    name: userName,
    password: 'Secret1!',
    roleNames,
  });
  expect(created.status).toBe(200);
  const user = identityUser.parse(created.body);
  const token = (await signIn(server.baseUrl, { tenant: 'demo', username: userName, password: 'Secret1!' }))
    .accessToken;
  const profile = '/api/account/my-profile';
  expect((await api('GET', profile, token)).status).toBe(200);
  expect(await isCached(demoId, user.id)).toBe(true);
  // A second call answers from the cache (the stamp did not move).
  const stamp = await stampOf(demoId);
  expect((await api('GET', profile, token)).status).toBe(200);
  expect(await stampOf(demoId)).toBe(stamp);
  return { user, token };
}

describe('the cached authorization context (ADR 039)', () => {
  it('a permission revoked from a role refuses the next request (403), granted again allows it', async () => {
    const { token } = await cachedUser('ann', ['clerk']);
    expect((await api('GET', warehouses, token)).status).toBe(200);
    const query = `${permissions}?providerName=R&providerKey=clerk`;
    const revoke = await api('PUT', query, admin, {
      permissions: [{ name: 'Inventory.Warehouses', isGranted: false }],
    });
    expect(revoke.status).toBe(204);
    const refused = await api<ErrorBody>('GET', warehouses, token);
    expect(refused.status).toBe(403);
    expect(refused.body.error.data).toEqual({ permission: 'Inventory.Warehouses' });

    await api('PUT', query, admin, { permissions: [{ name: 'Inventory.Warehouses', isGranted: true }] });
    expect((await api('GET', warehouses, token)).status).toBe(200);
  });

  it('a role taken from the user refuses the next request (403)', async () => {
    const { user, token } = await cachedUser('bob', ['clerk']);
    const fresh = identityUser.parse((await api('GET', `${users}/${user.id}`, admin)).body);
    const update = await api('PUT', `${users}/${user.id}`, admin, {
      userName: 'bob',
      email: 'bob@demo.local',
      roleNames: [],
      concurrencyStamp: fresh.concurrencyStamp,
    });
    expect(update.status).toBe(200);
    expect((await api('GET', warehouses, token)).status).toBe(403);
  });

  it('a deactivated user is refused at the next request (401), as before the cache', async () => {
    const { user, token } = await cachedUser('cid', ['clerk']);
    const fresh = identityUser.parse((await api('GET', `${users}/${user.id}`, admin)).body);
    const off = await api('PUT', `${users}/${user.id}`, admin, {
      userName: 'cid',
      email: 'cid@demo.local',
      isActive: false,
      concurrencyStamp: fresh.concurrencyStamp,
    });
    expect(off.status).toBe(200);
    expect((await api('GET', warehouses, token)).status).toBe(401);
    expect((await api('GET', '/api/account/my-profile', token)).status).toBe(401);
  });

  it('a feature turned off refuses the next request (Abp:FeatureDisabled)', async () => {
    const { token } = await cachedUser('dee', ['clerk']);
    const path = `${features}?providerName=T&providerKey=${demoId}`;
    expect(
      (await api('PUT', path, host, { features: [{ name: 'Inventory.Warehouse', value: 'false' }] })).status,
    ).toBe(204);
    const refused = await api<ErrorBody>('GET', warehouses, token);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('Abp:FeatureDisabled');
    await api('PUT', path, host, { features: [{ name: 'Inventory.Warehouse', value: 'True' }] });
    expect((await api('GET', warehouses, token)).status).toBe(200);
  });

  it('a deactivated tenant refuses the next request of its cached users, renamed it answers its new name', async () => {
    const other = await createTenantWithAdmin(server.db, 'umbrella');
    const token = (
      await signIn(server.baseUrl, { tenant: 'umbrella', username: 'admin', password: demoPassword })
    ).accessToken;
    expect((await api('GET', warehouses, token)).status).toBe(200);
    const [adminRow] = await server.db.tenant(other, (trx) =>
      trx.selectFrom('users').select('id').where('normalized_user_name', '=', 'ADMIN').execute(),
    );
    expect(await isCached(other, adminRow?.id ?? '')).toBe(true);

    await server.db.system((trx) =>
      trx.updateTable('tenants').set({ name: 'umbrella-corp' }).where('id', '=', other).execute(),
    );
    const config = applicationConfiguration.parse(
      (await api('GET', '/api/abp/application-configuration', token)).body,
    );
    expect(config.currentTenant.name).toBe('umbrella-corp');

    await server.db.system((trx) =>
      trx.updateTable('tenants').set({ is_active: false }).where('id', '=', other).execute(),
    );
    const refused = await api<ErrorBody>('GET', warehouses, token);
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('Abp:TenantNotFound');
  });

  it('a setting read per request answers its new value at the next request', async () => {
    const { token } = await cachedUser('eli', ['clerk']);
    const settingOf = async () =>
      applicationConfiguration
        .parse((await api('GET', '/api/abp/application-configuration', token)).body)
        .setting.values['Abp.Identity.User.IsUserNameUpdateEnabled']?.toLowerCase();
    expect(await settingOf()).toBe('true');
    const off = await api('PUT', '/api/app/settings', admin, {
      nearExpiryThresholdDays: 30,
      timeZone: 'UTC',
      defaultLanguage: 'en',
      isUserNameUpdateEnabled: false,
      isEmailUpdateEnabled: true,
    });
    expect(off.status).toBe(200);
    expect(await settingOf()).toBe('false');
  });

  it('a change written by any path, not only the services (SQL by hand), moves the stamp and is honoured', async () => {
    const { user, token } = await cachedUser('fay', []);
    expect((await api('GET', warehouses, token)).status).toBe(403);
    const before = await stampOf(demoId);
    await server.db.tenant(demoId, (trx) =>
      trx
        .insertInto('permission_grants')
        .values({
          tenant_id: demoId,
          name: 'Inventory.Warehouses',
          provider_name: 'U',
          provider_key: user.id,
        })
        .execute(),
    );
    expect(BigInt(await stampOf(demoId))).toBeGreaterThan(BigInt(before));
    expect((await api('GET', warehouses, token)).status).toBe(200);
  });

  it('a write of many rows moves the stamp once, and only its own tenant’s', async () => {
    const hostBefore = await stampOf(HOST_TENANT_ID);
    const before = BigInt(await stampOf(demoId));
    await server.db.tenant(demoId, (trx) =>
      trx
        .insertInto('settings')
        .values(['A', 'B', 'C'].map((name) => ({ tenant_id: demoId, name: `Test.Bulk${name}`, value: '1' })))
        .execute(),
    );
    expect(BigInt(await stampOf(demoId))).toBe(before + 1n);
    expect(await stampOf(HOST_TENANT_ID)).toBe(hostBefore);
  });
});
