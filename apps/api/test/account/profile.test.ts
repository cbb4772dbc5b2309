import { profile } from '@inventory/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ErrorBody } from '../helpers/http.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoPassword } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

let server: TestApp;
let token: string;

const path = '/api/account/my-profile';

beforeAll(async () => {
  server = await startTestApp();
  token = (await signIn(server.baseUrl, { tenant: 'demo', username: 'clerk', password: demoPassword }))
    .accessToken;
});
afterAll(async () => {
  await server?.close();
});

describe('my profile', () => {
  it('needs a signed-in user', async () => {
    expect((await call(server.baseUrl, 'GET', path)).status).toBe(401);
  });

  it('reads and updates the profile, and refuses a stale concurrencyStamp with 409', async () => {
    const read = profile.parse((await call(server.baseUrl, 'GET', path, { token })).body);
    expect(read).toMatchObject({
      userName: 'clerk',
      email: 'clerk@demo.local',
      isExternal: false,
      hasPassword: true,
    });

    const changes = {
      userName: 'clerk',
      email: 'clerk@demo.local',
      name: 'Chen',
      surname: 'Li',
      phoneNumber: '13800000000',
    };
    const updated = await call(server.baseUrl, 'PUT', path, {
      token,
      body: { ...changes, concurrencyStamp: read.concurrencyStamp },
    });
    expect(updated.status).toBe(200);
    const after = profile.parse(updated.body);
    expect(after).toMatchObject(changes);
    expect(after.concurrencyStamp).not.toBe(read.concurrencyStamp);

    const stale = await call<ErrorBody>(server.baseUrl, 'PUT', path, {
      token,
      body: { ...changes, name: 'Late', concurrencyStamp: read.concurrencyStamp },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('Abp:ConcurrencyConflict');
    expect(profile.parse((await call(server.baseUrl, 'GET', path, { token })).body).name).toBe('Chen');
  });

  it("refuses another user's user name", async () => {
    const response = await call<ErrorBody>(server.baseUrl, 'PUT', path, {
      token,
      body: { userName: 'ADMIN', email: 'clerk@demo.local', name: 'Chen' },
    });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('Identity:DuplicateUserName');
  });

  it('requires name, userName and a valid email', async () => {
    const response = await call<ErrorBody>(server.baseUrl, 'PUT', path, {
      token,
      body: { userName: '', email: 'nope', name: '' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.validationErrors?.flatMap((v) => v.members).sort()).toEqual([
      'email',
      'name',
      'userName',
    ]);
  });
});

describe('change password', () => {
  const changePath = `${path}/change-password`;

  it('refuses a wrong current password with 403 "Incorrect password." (localized)', async () => {
    const en = await call<ErrorBody>(server.baseUrl, 'POST', changePath, {
      token,
      body: { currentPassword: 'wrong-One1!', newPassword: 'N3w-pass!' },
    });
    expect(en.status).toBe(403);
    expect(en.body.error).toMatchObject({ code: 'Abp:IncorrectPassword', message: 'Incorrect password.' });
    const zh = await call<ErrorBody>(server.baseUrl, 'POST', changePath, {
      token,
      body: { currentPassword: 'wrong-One1!', newPassword: 'N3w-pass!' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.error.message).toBe('密码错误。');
  });

  it('refuses a new password below the policy with 400', async () => {
    const response = await call<ErrorBody>(server.baseUrl, 'POST', changePath, {
      token,
      body: { currentPassword: demoPassword, newPassword: 'simple' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.validationErrors?.[0]?.members).toEqual(['newPassword']);
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const response = await call(server.baseUrl, 'POST', changePath, {
      token,
      body: { currentPassword: demoPassword, newPassword: 'N3w-pass!' },
    });
    expect(response.status).toBe(204);
    await expect(
      signIn(server.baseUrl, { tenant: 'demo', username: 'clerk', password: 'N3w-pass!' }),
    ).resolves.toHaveProperty('accessToken');
    await expect(
      signIn(server.baseUrl, { tenant: 'demo', username: 'clerk', password: demoPassword }),
    ).rejects.toThrow();
  });
});
