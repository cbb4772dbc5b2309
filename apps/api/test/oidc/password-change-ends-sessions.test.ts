import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import type * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/http.ts';
import { discoverWebClient, signIn } from '../helpers/sign-in.ts';
import { demoPassword } from '../helpers/tenants.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { DEMO, providerSigningKey, signAccessToken } from './fixtures.ts';
import {
  browserSignIn,
  browserStillSignedIn,
  createUser,
  expectInvalidGrant,
  profileStatus,
  type BrowserSignIn,
} from './session-fixtures.ts';

// Issue 11 point 1 (ADR 010): a new password ends every sign-in made before it.

let server: TestApp;
let config: client.Configuration;
let adminToken: string;
const oldPassword = 'Old-pass1!';
const newPassword = 'New-pass2!';

beforeAll(async () => {
  server = await startTestApp();
  config = await discoverWebClient(server.baseUrl);
  adminToken = (await signIn(server.baseUrl, DEMO)).accessToken;
});
afterAll(async () => {
  await server?.close();
});

/** A fresh user signed in twice: this browser, and a second device (or whoever stole its refresh token). */
async function userWithTwoSessions() {
  const user = await createUser(server.baseUrl, adminToken, oldPassword);
  const creds = { tenant: 'demo', username: user.userName, password: oldPassword };
  const sessions = [await browserSignIn(server.baseUrl, creds), await browserSignIn(server.baseUrl, creds)];
  for (const session of sessions) expect(await profileStatus(server.baseUrl, session.accessToken)).toBe(200);
  return { user, sessions };
}

async function expectEnded(sessions: BrowserSignIn[]) {
  for (const session of sessions) {
    expect(await profileStatus(server.baseUrl, session.accessToken)).toBe(401);
    const userinfo = await fetch(`${server.baseUrl}/connect/userinfo`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(userinfo.status).toBe(401);
    await expectInvalidGrant(config, session.refreshToken);
    // The browser is sent to sign in again instead of being handed fresh tokens silently.
    expect(await browserStillSignedIn(server.baseUrl, session.pending)).toBe(false);
  }
}

async function expectNewPasswordWorks(userName: string) {
  const fresh = await signIn(server.baseUrl, { tenant: 'demo', username: userName, password: newPassword });
  expect(await profileStatus(server.baseUrl, fresh.accessToken)).toBe(200);
}

describe('a password change ends the sessions that existed before it', () => {
  it('after the user changes their own password', async () => {
    const { user, sessions } = await userWithTwoSessions();
    const changed = await call(server.baseUrl, 'POST', '/api/account/my-profile/change-password', {
      token: sessions[0]!.accessToken,
      body: { currentPassword: oldPassword, newPassword },
    });
    expect(changed.status).toBe(204);
    await expectEnded(sessions);
    await expectNewPasswordWorks(user.userName);
  });

  it('after an administrator sets the password', async () => {
    const { user, sessions } = await userWithTwoSessions();
    const set = await call(server.baseUrl, 'POST', '/api/app/account-user/set-password', {
      token: adminToken,
      body: { userId: user.id, password: newPassword },
    });
    expect(set.status).toBe(204);
    await expectEnded(sessions);
    await expectNewPasswordWorks(user.userName);
    // Only that user's sign-ins end.
    expect(await profileStatus(server.baseUrl, adminToken)).toBe(200);
  });

  it('after the identity user update with a new password, and not after one without', async () => {
    const { user, sessions } = await userWithTwoSessions();
    const path = `/api/identity/users/${user.id}`;
    const read = async () =>
      (await call<Record<string, unknown>>(server.baseUrl, 'GET', path, { token: adminToken })).body;
    const base = (row: Record<string, unknown>) => ({
      userName: row.userName,
      email: row.email,
      isActive: true,
      lockoutEnabled: true,
      concurrencyStamp: row.concurrencyStamp,
    });

    const renamed = await call(server.baseUrl, 'PUT', path, {
      token: adminToken,
      body: { ...base(await read()), name: 'Renamed', password: '' },
    });
    expect(renamed.status).toBe(200);
    for (const session of sessions)
      expect(await profileStatus(server.baseUrl, session.accessToken)).toBe(200);

    const reset = await call(server.baseUrl, 'PUT', path, {
      token: adminToken,
      body: { ...base(await read()), password: newPassword },
    });
    expect(reset.status).toBe(200);
    await expectEnded(sessions);
    await expectNewPasswordWorks(user.userName);
  });

  it('refuses a token from a grant made before the change that escaped its revocation', async () => {
    const { user, sessions } = await userWithTwoSessions();
    const template = decodeJwt(sessions[0]!.accessToken);
    const set = await call(server.baseUrl, 'POST', '/api/app/account-user/set-password', {
      token: adminToken,
      body: { userId: user.id, password: newPassword },
    });
    expect(set.status).toBe(204);
    // A sign-in that checked the old password just before the change, and stored its grant just after it.
    const now = Math.floor(Date.now() / 1000);
    const key = await providerSigningKey(server.db);
    const tokenOfGrantMadeAt = async (iat: number) => {
      const grantId = `racing-${iat}`;
      const payload = JSON.stringify({
        jti: grantId,
        accountId: user.id,
        clientId: 'web',
        iat,
        kind: 'Grant',
      });
      await server.db.system((trx) =>
        sql`INSERT INTO oidc_payloads (model, id, payload, expires_at)
            VALUES ('Grant', ${grantId}, ${payload}::jsonb, now() + interval '1 hour')`.execute(trx),
      );
      return signAccessToken(key, { ...template, grant_id: grantId, iat, exp: now + 300 });
    };
    expect(await profileStatus(server.baseUrl, await tokenOfGrantMadeAt(now - 5))).toBe(401);
    // The same made after the change is a sign-in with the new password.
    expect(await profileStatus(server.baseUrl, await tokenOfGrantMadeAt(now + 1))).toBe(200);
  });

  it('leaves the demo users alone', async () => {
    const clerk = await signIn(server.baseUrl, { tenant: 'demo', username: 'clerk', password: demoPassword });
    expect(await profileStatus(server.baseUrl, clerk.accessToken)).toBe(200);
  });
});
