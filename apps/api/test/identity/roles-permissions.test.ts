import {
  applicationConfiguration,
  identityRole,
  identityUser,
  listResult,
  pagedResult,
  permissionList,
  type PermissionList,
} from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoPassword, setFeature, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let server: TestApp;
let demoId: string;
let admin: string;
let clerk: string;
let host: string;

const roles = '/api/identity/roles';
const permissions = '/api/permission-management/permissions';

beforeAll(async () => {
  server = await startTestApp();
  demoId = await tenantId(server.db, 'demo');
  admin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
  clerk = (await signIn(server.baseUrl, { tenant: 'demo', username: 'clerk', password: demoPassword }))
    .accessToken;
  host = (await signIn(server.baseUrl, { username: 'admin', password: demoPassword })).accessToken;
});
afterAll(async () => {
  await server?.close();
});

const api = <T = unknown>(method: string, path: string, token?: string, body?: unknown) =>
  call<T>(server.baseUrl, method, path, { token, body });

async function grantedPolicies(token: string): Promise<string[]> {
  const config = applicationConfiguration.parse(
    (await api('GET', '/api/abp/application-configuration', token)).body,
  );
  return Object.keys(config.auth.grantedPolicies);
}

function granted(list: PermissionList): Record<string, string[]> {
  return Object.fromEntries(
    list.groups.flatMap((group) =>
      group.permissions
        .filter((p) => p.isGranted)
        .map((p) => [p.name, p.grantedProviders.map((g) => `${g.providerName}:${g.providerKey}`).sort()]),
    ),
  );
}

describe('identity roles', () => {
  it('lists all, pages, gets; refuses a clerk (403)', async () => {
    const all = listResult(identityRole).parse((await api('GET', `${roles}/all`, admin)).body);
    expect(all.items.map((r) => [r.name, r.isStatic, r.isDefault])).toEqual([
      ['admin', true, false],
      ['clerk', false, true],
    ]);
    const paged = pagedResult(identityRole).parse(
      (await api('GET', `${roles}?Filter=cle&MaxResultCount=5`, admin)).body,
    );
    expect(paged).toMatchObject({ totalCount: 1, items: [{ name: 'clerk' }] });
    const one = identityRole.parse((await api('GET', `${roles}/${all.items[0]?.id}`, admin)).body);
    expect(one.name).toBe('admin');
    expect((await api('GET', `${roles}/all`, clerk)).status).toBe(403);
    expect((await api('GET', `${roles}/0190f5e2-0000-7000-8000-000000000000`, admin)).status).toBe(404);
  });

  it('creates, renames (grants follow), refuses duplicates and stale stamps, deletes', async () => {
    const created = await api('POST', roles, admin, { name: 'buyer', isPublic: true });
    expect(created.status).toBe(200);
    const buyer = identityRole.parse(created.body);
    expect(buyer).toMatchObject({ name: 'buyer', isStatic: false, isDefault: false, isPublic: true });

    const duplicate = await api<ErrorBody>('POST', roles, admin, { name: 'BUYER' });
    expect(duplicate.status).toBe(403);
    expect(duplicate.body.error).toMatchObject({
      code: 'Identity:DuplicateRoleName',
      data: { name: 'BUYER' },
    });

    const grant = await api('PUT', `${permissions}?providerName=R&providerKey=buyer`, admin, {
      permissions: [{ name: 'Inventory.PurchaseInvoices', isGranted: true }],
    });
    expect(grant.status).toBe(204);

    const renamed = await api('PUT', `${roles}/${buyer.id}`, admin, {
      name: 'purchaser',
      isDefault: false,
      isPublic: true,
      concurrencyStamp: buyer.concurrencyStamp,
    });
    expect(renamed.status).toBe(200);
    const purchaser = identityRole.parse(renamed.body);
    const list = permissionList.parse(
      (await api('GET', `${permissions}?providerName=R&providerKey=purchaser`, admin)).body,
    );
    expect(granted(list)).toEqual({ 'Inventory.PurchaseInvoices': ['R:purchaser'] });

    const stale = await api('PUT', `${roles}/${buyer.id}`, admin, {
      name: 'x',
      concurrencyStamp: buyer.concurrencyStamp,
    });
    expect(stale.status).toBe(409);

    expect((await api('DELETE', `${roles}/${purchaser.id}`, admin)).status).toBe(204);
    expect((await api('GET', `${roles}/${purchaser.id}`, admin)).status).toBe(404);
    const orphan = await server.db.tenant(demoId, (trx) =>
      trx.selectFrom('permission_grants').select('name').where('provider_key', '=', 'purchaser').execute(),
    );
    expect(orphan).toEqual([]);
  });

  it('refuses renaming or deleting a static role, allows its flags to change', async () => {
    const adminRole = listResult(identityRole)
      .parse((await api('GET', `${roles}/all`, admin)).body)
      .items.find((r) => r.name === 'admin');
    if (!adminRole) throw new Error('no admin role');
    const rename = await api<ErrorBody>('PUT', `${roles}/${adminRole.id}`, admin, { name: 'boss' });
    expect(rename.status).toBe(403);
    expect(rename.body.error).toMatchObject({
      code: 'Identity:StaticRoleCannotBeChanged',
      data: { name: 'admin' },
    });
    const remove = await api<ErrorBody>('DELETE', `${roles}/${adminRole.id}`, admin);
    expect(remove.body.error.code).toBe('Identity:StaticRoleCannotBeChanged');
    const flags = await api('PUT', `${roles}/${adminRole.id}`, admin, { name: 'admin', isPublic: false });
    expect(identityRole.parse(flags.body)).toMatchObject({ name: 'admin', isStatic: true, isPublic: false });
  });

  it('gives new users the default role', async () => {
    const created = await api('POST', roles, admin, { name: 'starter', isDefault: true });
    expect(identityRole.parse(created.body).isDefault).toBe(true);
    const user = identityUser.parse(
      (
        await api('POST', '/api/identity/users', admin, {
          userName: 'newbie',
          email: 'newbie@demo.local',
          password: 'Secret1!',
        })
      ).body,
    );
    const userRoles = listResult(identityRole).parse(
      (await api('GET', `/api/identity/users/${user.id}/roles`, admin)).body,
    );
    expect(userRoles.items.map((r) => r.name)).toEqual(['clerk', 'starter']);
  });
});

describe('permission management', () => {
  it('answers the tenant group tree for a role, with parents and display names', async () => {
    const response = await api('GET', `${permissions}?providerName=R&providerKey=clerk`, admin);
    expect(response.status).toBe(200);
    const list = permissionList.parse(response.body);
    expect(list.entityDisplayName).toBe('clerk');
    expect(list.groups.map((g) => g.name)).toEqual(['Inventory', 'AbpIdentity']);
    const inventory = list.groups[0]?.permissions ?? [];
    expect(inventory.find((p) => p.name === 'Inventory.PurchaseInvoices.Create')).toMatchObject({
      parentName: 'Inventory.PurchaseInvoices',
      displayName: 'Create',
      isGranted: true,
      grantedProviders: [{ providerName: 'R', providerKey: 'clerk' }],
    });
    expect(inventory.find((p) => p.name === 'Inventory.Skus.Delete')?.isGranted).toBe(false);
    const zh = permissionList.parse(
      (
        await call(server.baseUrl, 'GET', `${permissions}?providerName=R&providerKey=clerk`, {
          token: admin,
          headers: { 'accept-language': 'zh-Hans' },
        })
      ).body,
    );
    expect(zh.groups[0]?.permissions[0]?.displayName).toBe('库存');
  });

  it('effective user permissions are role grants ∪ user grants', async () => {
    const clerkUser = identityUser.parse(
      (await api('GET', '/api/identity/users/by-username/clerk', admin)).body,
    );
    const query = `${permissions}?providerName=U&providerKey=${clerkUser.id}`;
    expect(await grantedPolicies(clerk)).not.toContain('Inventory.Settings');

    const put = await api('PUT', query, admin, {
      permissions: [
        { name: 'Inventory.Settings', isGranted: true },
        // A role grant is not the user's own: revoking it here changes nothing.
        { name: 'Inventory.Stock', isGranted: false },
      ],
    });
    expect(put.status).toBe(204);
    const list = granted(permissionList.parse((await api('GET', query, admin)).body));
    expect(list['Inventory.Settings']).toEqual([`U:${clerkUser.id}`]);
    expect(list['Inventory.Stock']).toEqual(['R:clerk']);
    const policies = await grantedPolicies(clerk);
    expect(policies).toEqual(expect.arrayContaining(['Inventory.Settings', 'Inventory.Stock']));
    expect((await api('GET', '/api/app/settings', clerk)).status).toBe(200);

    await api('PUT', query, admin, { permissions: [{ name: 'Inventory.Settings', isGranted: false }] });
    expect(await grantedPolicies(clerk)).not.toContain('Inventory.Settings');
    expect((await api('GET', '/api/app/settings', clerk)).status).toBe(403);
  });

  it('leaves out and never grants the permissions of a disabled feature', async () => {
    await setFeature(server.db, demoId, 'Inventory.Warehouse', 'False');
    try {
      const list = permissionList.parse(
        (await api('GET', `${permissions}?providerName=R&providerKey=admin`, admin)).body,
      );
      const names = list.groups.flatMap((g) => g.permissions.map((p) => p.name));
      expect(names).not.toContain('Inventory.Warehouses');
      expect(names).toContain('Inventory.Stock');
      expect(await grantedPolicies(admin)).not.toContain('Inventory.Warehouses');
    } finally {
      await setFeature(server.db, demoId, 'Inventory.Warehouse', 'True');
    }
    expect(await grantedPolicies(admin)).toContain('Inventory.Warehouses');
  });

  it('refuses unknown names and host-only permissions in a tenant (400), and callers lacking ManagePermissions (403)', async () => {
    const hostOnly = await api<ErrorBody>('PUT', `${permissions}?providerName=R&providerKey=admin`, admin, {
      permissions: [{ name: 'AbpTenantManagement.Tenants', isGranted: true }],
    });
    expect(hostOnly.status).toBe(400);
    expect(hostOnly.body.error.validationErrors?.[0]?.members).toEqual(['permissions']);
    expect(await grantedPolicies(admin)).not.toContain('AbpTenantManagement.Tenants');

    const clerkRead = await api<ErrorBody>('GET', `${permissions}?providerName=R&providerKey=clerk`, clerk);
    expect(clerkRead.status).toBe(403);
    expect(clerkRead.body.error.data).toEqual({ permission: 'AbpIdentity.Roles.ManagePermissions' });
    expect((await api('GET', `${permissions}?providerName=X&providerKey=clerk`, admin)).status).toBe(400);
    expect((await api('GET', `${permissions}?providerName=R&providerKey=nobody`, admin)).status).toBe(404);
    expect((await api('GET', `${permissions}?providerName=U&providerKey=not-an-id`, admin)).status).toBe(404);
    expect((await api('GET', `${permissions}?providerName=R&providerKey=clerk`)).status).toBe(401);
  });

  it('shows the host its own groups (tenants, features, identity)', async () => {
    const list = permissionList.parse(
      (await api('GET', `${permissions}?providerName=R&providerKey=admin`, host)).body,
    );
    expect(list.groups.map((g) => g.name)).toEqual([
      'AbpTenantManagement',
      'FeatureManagement',
      'AbpIdentity',
    ]);
    expect(list.groups.every((g) => g.permissions.every((p) => p.isGranted))).toBe(true);
    // The demo tenant's clerk role does not exist on the host side.
    expect((await api('GET', `${permissions}?providerName=R&providerKey=clerk`, host)).status).toBe(404);
  });
});
