import { applicationConfiguration, applicationLocalization, findTenantResult } from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type CallOptions, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword, setFeature, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let server: TestApp;
let demoId: string;
let adminToken: string;
let clerkToken: string;
let hostToken: string;

const configPath = '/api/abp/application-configuration';

beforeAll(async () => {
  server = await startTestApp();
  demoId = await tenantId(server.db, 'demo');
  adminToken = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
  clerkToken = (await signIn(server.baseUrl, { tenant: 'demo', username: 'clerk', password: demoPassword }))
    .accessToken;
  hostToken = (await signIn(server.baseUrl, { username: 'admin', password: demoPassword })).accessToken;
});
afterAll(async () => {
  await server?.close();
});

async function configuration(options: Parameters<typeof call>[3] = {}, query = '') {
  const response = await call(server.baseUrl, 'GET', `${configPath}${query}`, options);
  expect(response.status).toBe(200);
  return applicationConfiguration.parse(response.body);
}

describe('anonymous', () => {
  it('has no user and no policies, in the host when no tenant is named', async () => {
    const config = await configuration();
    expect(config.currentUser).toMatchObject({ isAuthenticated: false, id: null, userName: null, roles: [] });
    expect(config.auth.grantedPolicies).toEqual({});
    expect(config.currentTenant).toEqual({ id: null, name: null, isAvailable: false });
    expect(config.multiTenancy.isEnabled).toBe(true);
    expect(config.localization.languages.map((l) => l.cultureName)).toEqual(['en', 'zh-Hans']);
    expect(config.clock.kind).toBe('Utc');
  });

  it('resolves __tenant by name or id from the header, the query or a cookie, with its features', async () => {
    const variants: CallOptions[] = [
      { headers: { __tenant: 'demo' } },
      { headers: { __tenant: demoId } },
      { headers: { cookie: 'other=1; __tenant=DEMO' } },
    ];
    for (const options of variants) {
      const config = await configuration(options);
      expect(config.currentTenant).toEqual({ id: demoId, name: 'demo', isAvailable: true });
      expect(config.features.values['Inventory.Warehouse']).toBe('True');
      expect(config.currentUser.isAuthenticated).toBe(false);
    }
    expect((await configuration({}, '?__tenant=demo')).currentTenant.id).toBe(demoId);
  });

  it('answers an unknown or inactive tenant with Abp-Tenant-Resolve-Error', async () => {
    await createTenantWithAdmin(server.db, 'sleeping', { isActive: false });
    for (const name of ['nope', 'sleeping']) {
      const response = await call<ErrorBody>(server.baseUrl, 'GET', configPath, {
        headers: { __tenant: name },
      });
      expect(response.status).toBe(404);
      expect(response.headers.get('Abp-Tenant-Resolve-Error')).toContain(name);
      expect(response.headers.get('_AbpErrorFormat')).toBe('true');
      expect(response.body.error.code).toBe('Abp:TenantNotFound');
    }
  });

  it('sends texts as resources only when IncludeLocalizationResources=true, in the Accept-Language', async () => {
    expect((await configuration({ headers: { __tenant: 'demo' } })).localization.resources).toEqual({});
    const zh = await configuration(
      { headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' } },
      '?IncludeLocalizationResources=true',
    );
    expect(zh.localization.currentCulture.cultureName).toBe('zh-Hans');
    expect(zh.localization.resources.Inventory?.texts['errors:IncorrectPassword']).toBe('密码错误。');
    const en = await configuration(
      { headers: { 'accept-language': 'en-US' } },
      '?IncludeLocalizationResources=true',
    );
    expect(en.localization.resources.Inventory?.texts['errors:IncorrectPassword']).toBe(
      'Incorrect password.',
    );
  });
});

describe('signed in', () => {
  it("describes the tenant admin: user, roles, every granted policy, the tenant's features", async () => {
    const config = await configuration({ token: adminToken });
    expect(config.currentUser).toMatchObject({
      isAuthenticated: true,
      tenantId: demoId,
      userName: 'admin',
      email: 'admin@demo.local',
      roles: ['admin'],
    });
    expect(config.currentTenant).toEqual({ id: demoId, name: 'demo', isAvailable: true });
    expect(config.auth.grantedPolicies['Inventory.Warehouses.Delete']).toBe(true);
    expect(Object.values(config.auth.grantedPolicies).every((granted) => granted === true)).toBe(true);
    expect(config.features.values).toMatchObject({
      'Inventory.Stock': 'True',
      'Inventory.Warehouse': 'True',
    });
    expect(config.setting.values['Abp.Timing.TimeZone']).toBe('UTC');
  });

  it("lets the token's tenant win over __tenant", async () => {
    await createTenantWithAdmin(server.db, 'elsewhere');
    const config = await configuration({ token: adminToken, headers: { __tenant: 'elsewhere' } });
    expect(config.currentTenant.name).toBe('demo');
  });

  it('grants the clerk its subset only', async () => {
    const policies = (await configuration({ token: clerkToken })).auth.grantedPolicies;
    expect(policies['Inventory.Warehouses']).toBe(true);
    expect(policies['Inventory.Warehouses.Delete']).toBeUndefined();
    expect(policies['AbpIdentity.Users']).toBeUndefined();
  });

  it('gives the host admin host permissions and no tenant', async () => {
    const config = await configuration({ token: hostToken });
    expect(config.currentTenant).toEqual({ id: null, name: null, isAvailable: false });
    expect(config.currentUser).toMatchObject({ isAuthenticated: true, tenantId: null, userName: 'admin' });
    expect(config.auth.grantedPolicies['AbpTenantManagement.Tenants.Create']).toBe(true);
    expect(config.auth.grantedPolicies['Inventory.Warehouses']).toBeUndefined();
  });

  it('drops a disabled feature and the permissions it gates', async () => {
    await setFeature(server.db, demoId, 'Inventory.Stock', 'False');
    try {
      const config = await configuration({ token: adminToken });
      expect(config.features.values['Inventory.Stock']).toBe('False');
      expect(config.auth.grantedPolicies['Inventory.Stock']).toBeUndefined();
      expect(config.auth.grantedPolicies['Inventory.Warehouses']).toBe(true);
    } finally {
      await setFeature(server.db, demoId, 'Inventory.Stock', 'True');
    }
  });

  it('refuses a tampered token with 401', async () => {
    const [header, payload, signature = ''] = adminToken.split('.');
    const tampered = `${header}.${payload}.${signature.slice(0, -4)}AAAA`;
    const response = await call<ErrorBody>(server.baseUrl, 'GET', configPath, { token: tampered });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('Abp:Unauthorized');
  });
});

describe('application-localization', () => {
  it('answers the texts of the asked culture', async () => {
    const response = await call(server.baseUrl, 'GET', '/api/abp/application-localization?cultureName=zh');
    expect(response.status).toBe(200);
    const body = applicationLocalization.parse(response.body);
    expect(body.resources.Inventory?.texts['errors:ValidationFailed']).toBe('提交的数据有误，请检查后重试。');
  });
});

describe('tenant lookup', () => {
  it('finds a tenant by name (any case) and by id', async () => {
    const byName = await call(server.baseUrl, 'GET', '/api/abp/multi-tenancy/tenants/by-name/DEMO');
    expect(findTenantResult.parse(byName.body)).toEqual({
      success: true,
      tenantId: demoId,
      name: 'demo',
      isActive: true,
    });
    const byId = await call(server.baseUrl, 'GET', `/api/abp/multi-tenancy/tenants/by-id/${demoId}`);
    expect(findTenantResult.parse(byId.body)).toEqual({
      success: true,
      tenantId: demoId,
      name: 'demo',
      isActive: true,
    });
  });

  it('says success: false for an unknown tenant', async () => {
    const response = await call(server.baseUrl, 'GET', '/api/abp/multi-tenancy/tenants/by-name/missing');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: false, tenantId: null, name: null, isActive: false });
  });
});
