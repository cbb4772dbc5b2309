import { describe, expect, it } from 'vitest';
import { endpoints, Permissions, type IdentityRole, type IdentityUser } from '@inventory/contracts';
import { RouteGuard } from './route-guard.tsx';
import { AdminRolesRoute } from './admin-roles-route.tsx';
import { AdminUsersRoute, userBodies } from './admin-users-route.tsx';
import { configurationWith, renderRoute } from '../test/render-route.tsx';

const configurationKey = [
  endpoints.abp.applicationConfiguration.name,
  { query: { IncludeLocalizationResources: false } },
  'en',
];
const query = { SkipCount: 10, MaxResultCount: 10, Sorting: 'name desc', Filter: 'cl' };
const clerkRole: IdentityRole = {
  id: 'r-2',
  name: 'Clerks of the shop',
  isDefault: true,
  isStatic: false,
  isPublic: false,
  concurrencyStamp: 'stamp-r',
};
const clerk: IdentityUser = {
  id: 'u-2',
  creationTime: '2026-01-02T03:04:05Z',
  isDeleted: false,
  userName: 'clerk-li',
  name: 'Ming',
  surname: 'Li',
  email: 'li@demo.example',
  emailConfirmed: true,
  phoneNumber: null,
  phoneNumberConfirmed: false,
  isActive: true,
  lockoutEnabled: true,
  lockoutEnd: '2999-01-01T00:00:00Z',
  concurrencyStamp: 'stamp-u',
  entityVersion: 1,
};

function renderRoles(policies: string[]) {
  return renderRoute({
    url: '/system/roles?page=2&sort=name%20desc&Filter=cl',
    path: '/system/roles',
    element: (
      <RouteGuard item="roles">
        <AdminRolesRoute />
      </RouteGuard>
    ),
    answers: [
      [configurationKey, configurationWith(policies, {})],
      [[endpoints.identityRoles.list.name, { query }], { items: [clerkRole], totalCount: 11 }],
    ],
  });
}

function renderUsers(policies: string[], timeZone?: string) {
  const configuration = configurationWith(policies, {});
  return renderRoute({
    url: '/system/users?page=2&sort=name%20desc&Filter=cl',
    path: '/system/users',
    element: (
      <RouteGuard item="users">
        <AdminUsersRoute />
      </RouteGuard>
    ),
    answers: [
      [
        configurationKey,
        timeZone
          ? { ...configuration, setting: { values: { 'Abp.Timing.TimeZone': timeZone } } }
          : configuration,
      ],
      [[endpoints.identityUsers.list.name, { query }], { items: [clerk], totalCount: 11 }],
    ],
  });
}

describe('the roles route', () => {
  it('asks for the view in the address and shows the roles with their flags', () => {
    const html = renderRoles([Permissions.Roles]);
    expect(html).toContain('>Roles</h1>');
    expect(html).toContain('Clerks of the shop');
    expect(html).toContain('>Default<');
    expect(html).toMatch(/<input[^>]*type="search"[^>]*value="cl"/);
  });

  it('shows no access without the roles permission, and never mounts the list', () => {
    const html = renderRoles([Permissions.Users]);
    expect(html).toContain('No access');
    expect(html).not.toContain('Clerks of the shop');
  });

  it('offers each write and the permission editor only with its permission', () => {
    const readOnly = renderRoles([Permissions.Roles]);
    for (const label of ['New role', '>Edit<', '>Delete<', '>Permissions<'])
      expect(readOnly).not.toContain(label);
    const manager = renderRoles([Permissions.Roles, 'AbpIdentity.Roles.ManagePermissions']);
    expect(manager).toContain('>Permissions<');
    expect(manager).not.toContain('>Edit<');
    const writer = renderRoles([
      Permissions.Roles,
      'AbpIdentity.Roles.Create',
      'AbpIdentity.Roles.Update',
      'AbpIdentity.Roles.Delete',
    ]);
    expect(writer).toContain('New role');
    expect(writer).toContain('>Edit<');
    expect(writer).toContain('>Delete<');
  });
});

describe('the users route', () => {
  it('asks for the view in the address and shows each user with the active and locked state', () => {
    const html = renderUsers([Permissions.Users]);
    expect(html).toContain('>Users</h1>');
    expect(html).toContain('clerk-li');
    expect(html).toContain('Ming Li');
    expect(html).toContain('>Active<');
    expect(html).toContain('Locked until');
  });

  it('shows no access without the users permission', () => {
    const html = renderUsers([Permissions.Roles]);
    expect(html).toContain('No access');
    expect(html).not.toContain('clerk-li');
  });

  it('offers set password with the update permission and the permission editor with its own', () => {
    const readOnly = renderUsers([Permissions.Users]);
    expect(readOnly).not.toContain('Set password');
    expect(readOnly).not.toContain('>Permissions<');
    const updater = renderUsers([Permissions.Users, 'AbpIdentity.Users.Update']);
    expect(updater).toContain('Set password');
    expect(updater).toContain('>Edit<');
    const manager = renderUsers([Permissions.Users, 'AbpIdentity.Users.ManagePermissions']);
    expect(manager).toContain('>Permissions<');
  });

  it('offers Unlock on a locked user with the update permission only', () => {
    expect(renderUsers([Permissions.Users])).not.toContain('>Unlock<');
    expect(renderUsers([Permissions.Users, 'AbpIdentity.Users.Update'])).toContain('>Unlock<');
  });

  it('tells "locked until" in the business’s time zone, not the browser’s', () => {
    // 2999-01-01 00:00 UTC is 08:00 in Shanghai and 19:00 the day before in New York.
    expect(renderUsers([Permissions.Users], 'Asia/Shanghai')).toContain('Locked until 2999-01-01 08:00');
    expect(renderUsers([Permissions.Users], 'America/New_York')).toContain('Locked until 2998-12-31 19:00');
  });
});

describe('what the user form sends', () => {
  const values = {
    userName: 'wang',
    name: '',
    surname: '',
    email: 'wang@demo.example',
    phoneNumber: '',
    password: '1q2w3E*x',
    isActive: true,
    lockoutEnabled: true,
    roleNames: ['clerk'],
  };

  it('creates with the password and the ticked roles, empty texts as none', () => {
    expect(userBodies.create(values)).toEqual({
      userName: 'wang',
      name: null,
      surname: null,
      email: 'wang@demo.example',
      phoneNumber: null,
      isActive: true,
      lockoutEnabled: true,
      roleNames: ['clerk'],
      password: '1q2w3E*x',
    });
  });

  it('updates without a password, with the stamp the form was read with (a reload renews it)', () => {
    const body = userBodies.update(clerk, { ...values, concurrencyStamp: 'stamp-reloaded' });
    expect(body).not.toHaveProperty('password');
    expect(body.concurrencyStamp).toBe('stamp-reloaded');
    expect(userBodies.update(clerk, values).concurrencyStamp).toBe('stamp-u');
    expect(body.roleNames).toEqual(['clerk']);
  });
});
