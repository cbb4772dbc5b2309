import { identityRole, identityUser, listResult, pagedResult } from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let server: TestApp;
let demoId: string;
let admin: string;
let clerk: string;
let acmeAdmin: string;

const base = '/api/identity/users';
const page = pagedResult(identityUser);
const roleList = listResult(identityRole);

beforeAll(async () => {
  server = await startTestApp();
  demoId = await tenantId(server.db, 'demo');
  await createTenantWithAdmin(server.db, 'acme');
  admin = (await signIn(server.baseUrl, { tenant: 'demo', username: 'admin', password: demoPassword }))
    .accessToken;
  clerk = (await signIn(server.baseUrl, { tenant: 'demo', username: 'clerk', password: demoPassword }))
    .accessToken;
  acmeAdmin = (await signIn(server.baseUrl, { tenant: 'acme', username: 'admin', password: demoPassword }))
    .accessToken;
});
afterAll(async () => {
  await server?.close();
});

const api = <T = unknown>(method: string, path: string, token?: string, body?: unknown) =>
  call<T>(server.baseUrl, method, path, { token, body });

async function createUser(userName: string, extra: Record<string, unknown> = {}) {
  const created = await api('POST', base, admin, {
    userName,
    email: `${userName}@demo.local`,
    name: userName,
    password: 'Secret1!',
    ...extra,
  });
  expect(created.status).toBe(200);
  return identityUser.parse(created.body);
}

async function rolesOf(id: string, token = admin): Promise<string[]> {
  const response = await api('GET', `${base}/${id}/roles`, token);
  expect(response.status).toBe(200);
  return roleList.parse(response.body).items.map((role) => role.name);
}

describe('identity users', () => {
  it('lists with Filter, Sorting and paging, refusing oversized pages', async () => {
    const all = await api('GET', `${base}?Sorting=userName%20desc&MaxResultCount=100`, admin);
    expect(all.status).toBe(200);
    const parsed = page.parse(all.body);
    const names = parsed.items.map((user) => user.userName);
    expect(names).toEqual([...names].sort().reverse());
    expect(names).toEqual(expect.arrayContaining(['admin', 'clerk']));
    expect(parsed.items.every((user) => user.tenantId === demoId)).toBe(true);

    const filtered = page.parse((await api('GET', `${base}?Filter=CLERK`, admin)).body);
    expect(filtered.items.map((user) => user.userName)).toEqual(['clerk']);
    expect(filtered.totalCount).toBe(1);

    const second = page.parse(
      (await api('GET', `${base}?Sorting=userName&SkipCount=1&MaxResultCount=1`, admin)).body,
    );
    expect(second.items).toHaveLength(1);
    expect(second.totalCount).toBe(parsed.totalCount);

    const tooMany = await api<ErrorBody>('GET', `${base}?MaxResultCount=1001`, admin);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.validationErrors?.[0]?.members).toEqual(['maxResultCount']);
  });

  it('refuses anonymous callers (401) and a clerk without AbpIdentity.Users (403)', async () => {
    expect((await api('GET', base)).status).toBe(401);
    const refused = await api<ErrorBody>('GET', base, clerk);
    expect(refused.status).toBe(403);
    expect(refused.body.error.data).toEqual({ permission: 'AbpIdentity.Users' });
    expect(
      (await api('POST', base, clerk, { userName: 'x', email: 'x@x.io', password: 'Secret1!' })).status,
    ).toBe(403);
  });

  it('creates a user with the default role, who can then sign in', async () => {
    const user = await createUser('dora', { surname: 'Explorer', phoneNumber: '' });
    expect(user).toMatchObject({
      userName: 'dora',
      email: 'dora@demo.local',
      surname: 'Explorer',
      phoneNumber: null,
      isActive: true,
      lockoutEnabled: true,
      isDeleted: false,
      tenantId: demoId,
    });
    expect(await rolesOf(user.id)).toEqual(['clerk']);
    await expect(
      signIn(server.baseUrl, { tenant: 'demo', username: 'dora', password: 'Secret1!' }),
    ).resolves.toHaveProperty('accessToken');
    const audit = await server.db.tenant(demoId, (trx) =>
      trx.selectFrom('audit_logs').selectAll().where('entity_id', '=', user.id).execute(),
    );
    expect(audit.map((entry) => entry.action)).toEqual(['Created']);
    expect(audit[0]?.changed_fields).toMatchObject({
      userName: { from: null, to: 'dora' },
      roles: { to: 'clerk' },
    });
  });

  it('refuses a weak password (400), an unknown role (400) and a taken user name or e-mail (403)', async () => {
    const weak = await api<ErrorBody>('POST', base, admin, {
      userName: 'weak',
      email: 'weak@demo.local',
      password: 'abc',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.validationErrors?.map((v) => v.members)).toEqual([['password']]);

    const unknownRole = await api<ErrorBody>('POST', base, admin, {
      userName: 'ghost',
      email: 'ghost@demo.local',
      password: 'Secret1!',
      roleNames: ['nobody'],
    });
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body.error.validationErrors?.[0]?.members).toEqual(['roleNames']);

    const takenName = await api<ErrorBody>('POST', base, admin, {
      userName: 'CLERK',
      email: 'new@demo.local',
      password: 'Secret1!',
    });
    expect(takenName.status).toBe(403);
    expect(takenName.body.error).toMatchObject({
      code: 'Identity:DuplicateUserName',
      data: { name: 'CLERK' },
    });

    const takenEmail = await api<ErrorBody>('POST', base, admin, {
      userName: 'someone',
      email: 'clerk@demo.local',
      password: 'Secret1!',
    });
    expect(takenEmail.body.error.code).toBe('Identity:DuplicateEmail');
    const none = page.parse((await api('GET', `${base}?Filter=ghost`, admin)).body);
    expect(none.totalCount).toBe(0);
  });

  it('updates: stale stamp 409, roleNames null leaves roles, a password resets it', async () => {
    const user = await createUser('eve', { roleNames: ['clerk', 'admin'] });
    expect(await rolesOf(user.id)).toEqual(['admin', 'clerk']);
    const updated = await api('PUT', `${base}/${user.id}`, admin, {
      userName: 'eve',
      email: 'eve@demo.local',
      name: 'Eve',
      roleNames: null,
      concurrencyStamp: user.concurrencyStamp,
    });
    expect(updated.status).toBe(200);
    const eve = identityUser.parse(updated.body);
    expect(eve.name).toBe('Eve');
    expect(eve.concurrencyStamp).not.toBe(user.concurrencyStamp);
    expect(await rolesOf(user.id)).toEqual(['admin', 'clerk']);

    const stale = await api<ErrorBody>('PUT', `${base}/${user.id}`, admin, {
      userName: 'eve',
      email: 'eve@demo.local',
      concurrencyStamp: user.concurrencyStamp,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('Abp:ConcurrencyConflict');

    const reset = await api('PUT', `${base}/${user.id}`, admin, {
      userName: 'eve',
      email: 'eve@demo.local',
      name: 'Eve',
      roleNames: ['clerk'],
      password: 'Changed2@',
      concurrencyStamp: eve.concurrencyStamp,
    });
    expect(reset.status).toBe(200);
    expect(await rolesOf(user.id)).toEqual(['clerk']);
    await expect(
      signIn(server.baseUrl, { tenant: 'demo', username: 'eve', password: 'Secret1!' }),
    ).rejects.toThrow(/sign-in refused/);
    await expect(
      signIn(server.baseUrl, { tenant: 'demo', username: 'eve', password: 'Changed2@' }),
    ).resolves.toHaveProperty('accessToken');
  });

  it('a deactivated user can no longer sign in, and their unexpired token stops working at once', async () => {
    const user = await createUser('frank');
    const token = (await signIn(server.baseUrl, { tenant: 'demo', username: 'frank', password: 'Secret1!' }))
      .accessToken;
    expect((await api('GET', '/api/account/my-profile', token)).status).toBe(200);
    const off = await api('PUT', `${base}/${user.id}`, admin, {
      userName: 'frank',
      email: 'frank@demo.local',
      isActive: false,
      lockoutEnabled: false,
      concurrencyStamp: user.concurrencyStamp,
    });
    expect(identityUser.parse(off.body)).toMatchObject({ isActive: false, lockoutEnabled: false });
    await expect(
      signIn(server.baseUrl, { tenant: 'demo', username: 'frank', password: 'Secret1!' }),
    ).rejects.toThrow(/sign-in refused/);
    expect((await api('GET', '/api/account/my-profile', token)).status).toBe(401);
    expect((await api('GET', '/api/app/warehouse', token)).status).toBe(401);
  });

  it('gets and sets a user’s roles, lists assignable roles', async () => {
    const user = await createUser('gina');
    const set = await api('PUT', `${base}/${user.id}/roles`, admin, { roleNames: ['admin'] });
    expect(set.status).toBe(204);
    expect(await rolesOf(user.id)).toEqual(['admin']);
    const assignable = roleList.parse((await api('GET', `${base}/assignable-roles`, admin)).body);
    expect(assignable.items.map((role) => role.name)).toEqual(['admin', 'clerk']);
    const stale = await api('PUT', `${base}/${user.id}`, admin, {
      userName: 'gina',
      email: 'gina@demo.local',
      concurrencyStamp: user.concurrencyStamp,
    });
    expect(stale.status).toBe(409);
  });

  it('finds by user name and e-mail (null when none)', async () => {
    const byName = await api('GET', `${base}/by-username/CLERK`, admin);
    expect(identityUser.parse(byName.body).userName).toBe('clerk');
    const byEmail = await api('GET', `${base}/by-email/${encodeURIComponent('clerk@demo.local')}`, admin);
    expect(identityUser.parse(byEmail.body).email).toBe('clerk@demo.local');
    const missing = await api('GET', `${base}/by-username/nobody`, admin);
    expect(missing.status).toBe(204);
    expect(missing.body).toBeNull();
    expect((await api('GET', `${base}/by-email/nobody%40demo.local`, admin)).status).toBe(204);
  });

  it('refuses deleting yourself (403) and soft-deletes others', async () => {
    const me = identityUser.parse((await api('GET', `${base}/by-username/admin`, admin)).body);
    const self = await api<ErrorBody>('DELETE', `${base}/${me.id}`, admin);
    expect(self.status).toBe(403);
    expect(self.body.error.code).toBe('Identity:CannotDeleteSelf');
    expect(self.body.error.message).toBe('You cannot delete your own account!');
    const zh = await call<ErrorBody>(server.baseUrl, 'DELETE', `${base}/${me.id}`, {
      token: admin,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.error.message).toBe('不能删除自己的账户。');

    const user = await createUser('hank');
    const hank = (await signIn(server.baseUrl, { tenant: 'demo', username: 'hank', password: 'Secret1!' }))
      .accessToken;
    expect((await api('GET', '/api/app/warehouse', hank)).status).toBe(200);
    expect((await api('DELETE', `${base}/${user.id}`, admin)).status).toBe(204);
    // A deleted user's unexpired token is refused as if signed out.
    expect((await api('GET', '/api/app/warehouse', hank)).status).toBe(401);
    const gone = await api<ErrorBody>('GET', `${base}/${user.id}`, admin);
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe('Abp:EntityNotFound');
    expect((await api('DELETE', `${base}/${user.id}`, admin)).status).toBe(404);
    await expect(
      signIn(server.baseUrl, { tenant: 'demo', username: 'hank', password: 'Secret1!' }),
    ).rejects.toThrow(/sign-in refused/);
    // The name is free again.
    await createUser('hank');
  });

  it('never reaches another tenant’s users (404), nor lists them', async () => {
    const clerkUser = identityUser.parse((await api('GET', `${base}/by-username/clerk`, admin)).body);
    expect((await api('GET', `${base}/${clerkUser.id}`, acmeAdmin)).status).toBe(404);
    expect(
      (await api('PUT', `${base}/${clerkUser.id}`, acmeAdmin, { userName: 'x', email: 'x@acme.local' }))
        .status,
    ).toBe(404);
    expect((await api('DELETE', `${base}/${clerkUser.id}`, acmeAdmin)).status).toBe(404);
    expect((await api('GET', `${base}/${clerkUser.id}/roles`, acmeAdmin)).status).toBe(404);
    const acmeUsers = page.parse((await api('GET', base, acmeAdmin)).body);
    expect(acmeUsers.items.map((user) => user.userName)).toEqual(['admin']);
    expect((await api('GET', `${base}/by-username/clerk`, acmeAdmin)).status).toBe(204);
    const demoRole = listResult(identityRole)
      .parse((await api('GET', '/api/identity/roles/all', admin)).body)
      .items.find((role) => role.name === 'clerk');
    expect((await api('GET', `/api/identity/roles/${demoRole?.id}`, acmeAdmin)).status).toBe(404);
    expect((await api('DELETE', `/api/identity/roles/${demoRole?.id}`, acmeAdmin)).status).toBe(404);
    const permissions = `/api/permission-management/permissions?providerName=U&providerKey=${clerkUser.id}`;
    expect((await api('GET', permissions, acmeAdmin)).status).toBe(404);
    expect(
      (
        await api('PUT', permissions, acmeAdmin, {
          permissions: [{ name: 'Inventory.Stock', isGranted: true }],
        })
      ).status,
    ).toBe(404);
    expect((await api('GET', '/api/multi-tenancy/tenants', acmeAdmin)).status).toBe(403);
  });
});
