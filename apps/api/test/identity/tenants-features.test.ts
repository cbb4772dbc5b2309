import {
  applicationConfiguration,
  featureList,
  identityRole,
  identityUser,
  listResult,
  pagedResult,
  tenant,
  warehouse,
} from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_TENANT_ID } from '../../src/db/database.ts';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoPassword, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let server: TestApp;
let demoId: string;
let host: string;
let demoAdmin: string;
let clerk: string;

const tenants = '/api/multi-tenancy/tenants';
const features = '/api/feature-management/features';
const tenantPage = pagedResult(tenant);
const adminPassword = 'Globex1!';

beforeAll(async () => {
  server = await startTestApp();
  demoId = await tenantId(server.db, 'demo');
  host = (await signIn(server.baseUrl, { username: 'admin', password: demoPassword })).accessToken;
  demoAdmin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
  clerk = (await signIn(server.baseUrl, { tenant: 'demo', username: 'clerk', password: demoPassword }))
    .accessToken;
});
afterAll(async () => {
  await server?.close();
});

const api = <T = unknown>(method: string, path: string, token?: string, body?: unknown) =>
  call<T>(server.baseUrl, method, path, { token, body });

async function configOf(token: string) {
  return applicationConfiguration.parse((await api('GET', '/api/abp/application-configuration', token)).body);
}

async function createTenant(name: string) {
  const response = await api('POST', tenants, host, {
    name,
    adminEmailAddress: `boss@${name}.local`,
    adminPassword,
  });
  expect(response.status).toBe(200);
  return tenant.parse(response.body);
}

describe('tenant management (host only)', () => {
  it('lists and gets tenants for the host; refuses tenant users (403) and anonymous callers (401)', async () => {
    const list = tenantPage.parse((await api('GET', `${tenants}?Filter=dem`, host)).body);
    expect(list.items.map((t) => t.name)).toEqual(['demo']);
    expect(tenant.parse((await api('GET', `${tenants}/${demoId}`, host)).body).name).toBe('demo');
    expect((await api('GET', tenants)).status).toBe(401);
    for (const token of [demoAdmin, clerk]) {
      const refused = await api<ErrorBody>('GET', `${tenants}/${demoId}`, token);
      expect(refused.status).toBe(403);
      expect(refused.body.error.data).toEqual({ permission: 'AbpTenantManagement.Tenants' });
    }
    expect(
      (await api('POST', tenants, demoAdmin, { name: 'x', adminEmailAddress: 'a@b.io', adminPassword }))
        .status,
    ).toBe(403);
  });

  it('creates a tenant whose admin signs in through OIDC and sees only that tenant', async () => {
    const globex = await createTenant('globex');
    const token = (
      await signIn(server.baseUrl, { tenant: 'globex', username: 'admin', password: adminPassword })
    ).accessToken;
    const config = await configOf(token);
    expect(config.currentTenant).toMatchObject({ id: globex.id, name: 'globex', isAvailable: true });
    expect(config.currentUser).toMatchObject({
      userName: 'admin',
      email: 'boss@globex.local',
      roles: ['admin'],
    });
    expect(Object.values(config.features.values)).toEqual(Array(7).fill('True'));
    expect(config.auth.grantedPolicies).toMatchObject({
      'AbpIdentity.Users': true,
      'Inventory.Warehouses.Create': true,
    });
    expect(config.auth.grantedPolicies['AbpTenantManagement.Tenants']).toBeUndefined();

    const users = pagedResult(identityUser).parse((await api('GET', '/api/identity/users', token)).body);
    expect(users.items.map((u) => [u.userName, u.tenantId])).toEqual([['admin', globex.id]]);
    const roles = listResult(identityRole).parse((await api('GET', '/api/identity/roles/all', token)).body);
    expect(roles.items.map((r) => [r.name, r.isStatic, r.isDefault])).toEqual([
      ['admin', true, false],
      ['clerk', false, true],
    ]);
    const warehouses = pagedResult(warehouse).parse((await api('GET', '/api/app/warehouse', token)).body);
    expect(warehouses.totalCount).toBe(0);
    const demoWarehouse = pagedResult(warehouse).parse(
      (await api('GET', '/api/app/warehouse', demoAdmin)).body,
    ).items[0];
    expect((await api('GET', `/api/app/warehouse/${demoWarehouse?.id}`, token)).status).toBe(404);
    expect((await api('GET', tenants, token)).status).toBe(403);

    const audit = await server.db.tenant(HOST_TENANT_ID, (trx) =>
      trx.selectFrom('audit_logs').selectAll().where('entity_id', '=', globex.id).execute(),
    );
    expect(audit.map((a) => [a.entity_name, a.action, a.user_name])).toEqual([
      ['Tenant', 'Created', 'admin'],
    ]);
  });

  it('refuses a taken name (403), a weak password and a bad name (400)', async () => {
    const taken = await api<ErrorBody>('POST', tenants, host, {
      name: 'DEMO',
      adminEmailAddress: 'a@demo.io',
      adminPassword,
    });
    expect(taken.status).toBe(403);
    expect(taken.body.error).toMatchObject({ code: 'Tenant:DuplicateName', data: { name: 'DEMO' } });
    const weak = await api<ErrorBody>('POST', tenants, host, {
      name: 'weak',
      adminEmailAddress: 'a@b.io',
      adminPassword: 'x',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.validationErrors?.[0]?.members).toEqual(['adminPassword']);
    const badName = await api('POST', tenants, host, {
      name: 'a b',
      adminEmailAddress: 'a@b.io',
      adminPassword,
    });
    expect(badName.status).toBe(400);
    expect(tenantPage.parse((await api('GET', `${tenants}?Filter=weak`, host)).body).totalCount).toBe(0);
  });

  it('renames with a concurrency stamp (409 when stale) and deletes', async () => {
    const initech = await createTenant('initech');
    const token = (
      await signIn(server.baseUrl, { tenant: 'initech', username: 'admin', password: adminPassword })
    ).accessToken;
    const renamed = await api('PUT', `${tenants}/${initech.id}`, host, {
      name: 'initrode',
      concurrencyStamp: initech.concurrencyStamp,
    });
    expect(tenant.parse(renamed.body).name).toBe('initrode');
    const stale = await api('PUT', `${tenants}/${initech.id}`, host, {
      name: 'initech',
      concurrencyStamp: initech.concurrencyStamp,
    });
    expect(stale.status).toBe(409);
    expect((await configOf(token)).currentTenant.name).toBe('initrode');

    expect((await api('DELETE', `${tenants}/${initech.id}`, host)).status).toBe(204);
    expect((await api('GET', `${tenants}/${initech.id}`, host)).status).toBe(404);
    expect((await api('DELETE', `${tenants}/${initech.id}`, host)).status).toBe(404);
    expect((await api('GET', '/api/identity/users', token)).status).toBe(404);
    await expect(
      signIn(server.baseUrl, { tenant: 'initrode', username: 'admin', password: adminPassword }),
    ).rejects.toThrow();
  });

  it('the host admin cannot read tenant business data', async () => {
    for (const path of ['/api/app/warehouse', '/api/app/settings', '/api/app/audit-log']) {
      expect((await api('GET', path, host)).status).toBe(403);
    }
    const users = pagedResult(identityUser).parse((await api('GET', '/api/identity/users', host)).body);
    expect(users.items.map((u) => [u.userName, u.tenantId])).toEqual([['admin', null]]);
    const config = await configOf(host);
    expect(config.features.values).toEqual({});
    expect(Object.keys(config.auth.grantedPolicies).filter((p) => p.startsWith('Inventory.'))).toEqual([]);
  });
});

describe('feature management', () => {
  it('answers a tenant’s features to the host, localized', async () => {
    const response = await call(server.baseUrl, 'GET', `${features}?providerName=T&providerKey=${demoId}`, {
      token: host,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(response.status).toBe(200);
    const list = featureList.parse(response.body);
    expect(list.groups[0]?.features.map((f) => [f.name, f.value])).toContainEqual([
      'Inventory.Warehouse',
      'True',
    ]);
    expect(list.groups[0]?.features.find((f) => f.name === 'Inventory.Stock')?.displayName).toBe('库存管理');
  });

  it('turning a feature off hides it and refuses its calls at once; on again restores them', async () => {
    const path = `${features}?providerName=T&providerKey=${demoId}`;
    expect((await api('GET', '/api/app/warehouse', clerk)).status).toBe(200);
    const off = await api('PUT', path, host, { features: [{ name: 'Inventory.Warehouse', value: 'false' }] });
    expect(off.status).toBe(204);

    const config = await configOf(clerk);
    expect(config.features.values['Inventory.Warehouse']).toBe('False');
    expect(config.auth.grantedPolicies['Inventory.Warehouses']).toBeUndefined();
    const refused = await api<ErrorBody>('GET', '/api/app/warehouse', clerk);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'Abp:FeatureDisabled',
      data: { feature: 'Inventory.Warehouse' },
    });
    const list = featureList.parse((await api('GET', path, host)).body);
    expect(list.groups[0]?.features.find((f) => f.name === 'Inventory.Warehouse')?.value).toBe('False');

    await api('PUT', path, host, { features: [{ name: 'Inventory.Warehouse', value: 'True' }] });
    expect((await api('GET', '/api/app/warehouse', clerk)).status).toBe(200);
    expect((await configOf(clerk)).features.values['Inventory.Warehouse']).toBe('True');

    const audit = await server.db.tenant(HOST_TENANT_ID, (trx) =>
      trx
        .selectFrom('audit_logs')
        .selectAll()
        .where('entity_name', '=', 'TenantFeature')
        .orderBy('time')
        .execute(),
    );
    expect(audit.map((a) => a.changed_fields)).toEqual([
      { 'Inventory.Warehouse': { from: 'True', to: 'False' } },
      { 'Inventory.Warehouse': { from: 'False', to: 'True' } },
    ]);
  });

  it('refuses tenant users (403), unknown features or values and other providers (400), unknown tenants (404)', async () => {
    const path = `${features}?providerName=T&providerKey=${demoId}`;
    const tenantAdmin = await api<ErrorBody>('GET', path, demoAdmin);
    expect(tenantAdmin.status).toBe(403);
    expect(
      (await api('PUT', path, demoAdmin, { features: [{ name: 'Inventory.Stock', value: 'False' }] })).status,
    ).toBe(403);
    const unknown = await api<ErrorBody>('PUT', path, host, {
      features: [
        { name: 'Inventory.Teleport', value: 'True' },
        { name: 'Inventory.Stock', value: 'maybe' },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.validationErrors?.map((v) => v.members)).toEqual([
      ['features.0.name'],
      ['features.1.value'],
    ]);
    expect((await configOf(clerk)).features.values['Inventory.Stock']).toBe('True');
    expect((await api('GET', `${features}?providerName=E&providerKey=x`, host)).status).toBe(400);
    expect(
      (await api('GET', `${features}?providerName=T&providerKey=0190f5e2-0000-7000-8000-000000000000`, host))
        .status,
    ).toBe(404);
  });
});
