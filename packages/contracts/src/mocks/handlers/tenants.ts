import type { HttpHandler } from 'msw';
import { ErrorCodes } from '../../errors.ts';
import { allFeatures, tenantPermissionGroups } from '../../permissions.ts';
import { endpoints } from '../../registry.ts';
import { demoPassword } from '../fixtures.ts';
import { type MockOptions, mockEndpoint } from '../mock-endpoint.ts';
import { business, notFound } from '../respond.ts';
import type { FixtureStore, MockTenant } from '../store.ts';
import { checkStamp, contains, page, sortRows } from '../table.ts';

const tenantDto = (t: MockTenant) => ({
  id: t.id,
  name: t.name,
  concurrencyStamp: t.concurrencyStamp,
  extraProperties: {},
});

/** Host tenant management; a new tenant gets an admin user and role, all features on, default settings. */
export function tenantHandlers(store: FixtureStore, options: MockOptions): HttpHandler[] {
  const t = endpoints.tenants;
  const findTenant = (id: string) => {
    const tenant = store.tenants.find((x) => x.id === id);
    if (!tenant) throw notFound('Tenant', id);
    return tenant;
  };
  const assertUniqueTenant = (name: string, exceptId?: string) => {
    if (store.tenants.some((x) => x.id !== exceptId && x.name.toLowerCase() === name.toLowerCase()))
      throw business(ErrorCodes.DuplicateTenantName, `Tenant name '${name}' is already taken.`, { name }, [
        'name',
      ]);
  };

  return [
    mockEndpoint(
      t.list,
      store,
      ({ query }) => {
        const rows = store.tenants.filter((x) => contains(x.name, query.Filter));
        return page(sortRows(rows, query.Sorting, 'name').map(tenantDto), query);
      },
      options,
    ),
    mockEndpoint(t.get, store, ({ params }) => tenantDto(findTenant(params.id)), options),
    mockEndpoint(
      t.create,
      store,
      ({ body }) => {
        assertUniqueTenant(body.name);
        const tenant = {
          id: store.nextId(),
          name: body.name,
          isActive: true,
          concurrencyStamp: store.nextStamp(),
        };
        store.tenants.push(tenant);
        store.features[tenant.id] = Object.fromEntries(allFeatures.map((x) => [x, 'True']));
        store.settings[tenant.id] = {
          nearExpiryThresholdDays: 30,
          timeZone: 'UTC',
          defaultLanguage: 'en',
          productDisplayName: null,
        };
        store.roles.push({
          id: store.nextId(),
          tenantId: tenant.id,
          name: 'admin',
          isDefault: false,
          isStatic: true,
          isPublic: true,
          concurrencyStamp: store.nextStamp(),
          extraProperties: {},
        });
        store.grants[`${tenant.id}|R|admin`] = tenantPermissionGroups.flatMap((g) => g.permissions);
        store.users.push({
          id: store.nextId(),
          tenantId: tenant.id,
          creationTime: store.now(),
          isDeleted: false,
          userName: 'admin',
          name: 'admin',
          surname: null,
          email: body.adminEmailAddress,
          emailConfirmed: false,
          phoneNumber: null,
          phoneNumberConfirmed: false,
          isActive: true,
          lockoutEnabled: true,
          lockoutEnd: null,
          concurrencyStamp: store.nextStamp(),
          entityVersion: 1,
          extraProperties: {},
          password: body.adminPassword || demoPassword,
          roleNames: ['admin'],
        });
        return tenantDto(tenant);
      },
      options,
    ),
    mockEndpoint(
      t.update,
      store,
      ({ params, body }) => {
        const tenant = findTenant(params.id);
        checkStamp(tenant, body.concurrencyStamp);
        assertUniqueTenant(body.name, tenant.id);
        Object.assign(tenant, { name: body.name, concurrencyStamp: store.nextStamp() });
        return tenantDto(tenant);
      },
      options,
    ),
    mockEndpoint(
      t.delete,
      store,
      ({ params }) => {
        store.tenants.splice(store.tenants.indexOf(findTenant(params.id)), 1);
        return undefined;
      },
      options,
    ),
  ];
}
