import { identityUser } from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/http.ts';
import { beginSignIn, signIn, submitLogin } from '../helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword, tenantId } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let server: TestApp;
let demoId: string;
let admin: string;
let clerk: string;
let acmeAdmin: string;

const base = '/api/identity/users';

beforeAll(async () => {
  server = await startTestApp();
  demoId = await tenantId(server.db, 'demo');
  await createTenantWithAdmin(server.db, 'acme');
  const as = (tenant: string, username: string) =>
    signIn(server.baseUrl, { tenant, username, password: demoPassword }).then((t) => t.accessToken);
  admin = await as('demo', 'admin');
  clerk = await as('demo', 'clerk');
  acmeAdmin = await as('acme', 'admin');
});
afterAll(async () => {
  await server?.close();
});

const api = <T = unknown>(method: string, path: string, token?: string, body?: unknown) =>
  call<T>(server.baseUrl, method, path, { token, body });

/** Five wrong passwords in a row: the sign-in page's lockout (oidc/account.ts). */
async function lockOut(userName: string): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    const { callbackUrl } = await submitLogin(await beginSignIn(server.baseUrl), {
      tenant: 'demo',
      username: userName,
      password: 'wrong',
    });
    expect(callbackUrl).toBeUndefined();
  }
}

async function userNamed(userName: string, token = admin) {
  const response = await api('GET', `${base}/by-username/${userName}`, token);
  expect(response.status).toBe(200);
  return identityUser.parse(response.body);
}

describe('unlocking a user', () => {
  it('ends a lockout made by wrong passwords: the user signs in at once, and the unlock is audited', async () => {
    const created = await api('POST', base, admin, {
      userName: 'locky',
      email: 'locky@demo.local',
      password: 'Secret1!',
      lockoutEnabled: true,
    });
    expect(created.status).toBe(200);
    await lockOut('locky');
    const locked = await userNamed('locky');
    expect(new Date(locked.lockoutEnd ?? 0).getTime()).toBeGreaterThan(Date.now());
    await expect(
      signIn(server.baseUrl, { tenant: 'demo', username: 'locky', password: 'Secret1!' }),
    ).rejects.toThrow(/sign-in refused/);

    const unlocked = await api('PUT', `${base}/${locked.id}/unlock`, admin);
    expect(unlocked.status).toBe(204);
    const after = await userNamed('locky');
    expect(after.lockoutEnd).toBeNull();
    expect(after.concurrencyStamp).not.toBe(locked.concurrencyStamp);
    await expect(
      signIn(server.baseUrl, { tenant: 'demo', username: 'locky', password: 'Secret1!' }),
    ).resolves.toHaveProperty('accessToken');

    const audit = await server.db.tenant(demoId, (trx) =>
      trx.selectFrom('audit_logs').selectAll().where('entity_id', '=', locked.id).orderBy('time').execute(),
    );
    expect(audit.map((entry) => entry.action)).toEqual(['Created', 'Updated']);
    expect(audit[1]?.changed_fields).toEqual({ lockoutEnd: { from: locked.lockoutEnd, to: null } });
    expect(audit[1]?.user_name).toBe('admin');
  });

  it('unlocking a user who is not locked changes nothing', async () => {
    const before = await userNamed('clerk');
    expect((await api('PUT', `${base}/${before.id}/unlock`, admin)).status).toBe(204);
    expect((await userNamed('clerk')).concurrencyStamp).toBe(before.concurrencyStamp);
  });

  it('refuses a caller without AbpIdentity.Users.Update (403) and an anonymous one (401)', async () => {
    const target = await userNamed('admin');
    expect((await api('PUT', `${base}/${target.id}/unlock`, clerk)).status).toBe(403);
    expect((await api('PUT', `${base}/${target.id}/unlock`)).status).toBe(401);
  });

  it('answers 404 for another tenant’s user and for an unknown id', async () => {
    const demoClerk = await userNamed('clerk');
    const foreign = await api<{ error: { code?: string } }>(
      'PUT',
      `${base}/${demoClerk.id}/unlock`,
      acmeAdmin,
    );
    expect(foreign.status).toBe(404);
    const unknown = await api('PUT', `${base}/00000000-0000-0000-0000-000000000000/unlock`, admin);
    expect(unknown.status).toBe(404);
  });
});
