import { describe, expect, it } from 'vitest';
import { endpoints, Permissions, type Tenant } from '@inventory/contracts';
import { RouteGuard } from './route-guard.tsx';
import { AdminTenantsRoute, tenantBodies } from './admin-tenants-route.tsx';
import { configurationWith, renderRoute } from '../test/render-route.tsx';

const configurationKey = [
  endpoints.abp.applicationConfiguration.name,
  { query: { IncludeLocalizationResources: false } },
  'en',
];
const query = { SkipCount: 10, MaxResultCount: 10, Sorting: 'name desc', Filter: 'no' };
const north: Tenant = { id: 't-2', name: 'north-shop', concurrencyStamp: 'stamp-t' };

function renderTenants(policies: string[]) {
  return renderRoute({
    url: '/system/tenants?page=2&sort=name%20desc&Filter=no',
    path: '/system/tenants',
    element: (
      <RouteGuard item="tenants">
        <AdminTenantsRoute />
      </RouteGuard>
    ),
    answers: [
      [configurationKey, configurationWith(policies, {})],
      [[endpoints.tenants.list.name, { query }], { items: [north], totalCount: 11 }],
    ],
  });
}

describe('the tenants route', () => {
  it('asks for the view in the address and shows the tenants', () => {
    const html = renderTenants([Permissions.Tenants]);
    expect(html).toContain('>Tenants</h1>');
    expect(html).toContain('north-shop');
    expect(html).toMatch(/<input[^>]*type="search"[^>]*value="no"/);
  });

  it('shows no access without the tenants permission (a tenant user), and never mounts the list', () => {
    const html = renderTenants([Permissions.Users, Permissions.Roles]);
    expect(html).toContain('No access');
    expect(html).not.toContain('north-shop');
  });

  it('offers each write and the features only with their permissions', () => {
    const readOnly = renderTenants([Permissions.Tenants]);
    for (const label of ['New tenant', '>Edit<', '>Delete<', '>Features<'])
      expect(readOnly).not.toContain(label);
    const features = renderTenants([Permissions.Tenants, 'AbpTenantManagement.Tenants.ManageFeatures']);
    expect(features).toContain('>Features<');
    expect(features).not.toContain('>Edit<');
    const writer = renderTenants([
      Permissions.Tenants,
      'AbpTenantManagement.Tenants.Create',
      'AbpTenantManagement.Tenants.Update',
      'AbpTenantManagement.Tenants.Delete',
    ]);
    expect(writer).toContain('New tenant');
    expect(writer).toContain('>Edit<');
    expect(writer).toContain('>Delete<');
  });
});

describe('what the tenant form sends', () => {
  const values = { name: 'north-shop', adminEmailAddress: 'owner@north.example', adminPassword: '1q2w3E*x' };

  it('creates with the first administrator', () => {
    expect(tenantBodies.create(values)).toEqual(values);
  });

  it('renames with the stamp the form was read with (a reload renews it), never the administrator', () => {
    expect(tenantBodies.update(north, { ...values, concurrencyStamp: 'stamp-reloaded' })).toEqual({
      name: 'north-shop',
      concurrencyStamp: 'stamp-reloaded',
    });
    expect(tenantBodies.update(north, values).concurrencyStamp).toBe('stamp-t');
  });
});
