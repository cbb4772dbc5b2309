import { randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import { expect } from 'vitest';
import { call } from '../helpers/http.ts';
import {
  beginSignIn,
  finishSignIn,
  follow,
  SIGN_IN_SCOPE,
  submitLogin,
  type PendingSignIn,
} from '../helpers/sign-in.ts';

export const profilePath = '/api/account/my-profile';

export interface BrowserSignIn {
  pending: PendingSignIn;
  accessToken: string;
  refreshToken: string;
  idToken: string;
}

/** A sign-in that keeps its browser (the provider's session cookie), as the web app's tab would. */
export async function browserSignIn(
  baseUrl: string,
  creds: { tenant: string; username: string; password: string },
): Promise<BrowserSignIn> {
  const pending = await beginSignIn(baseUrl);
  const { callbackUrl } = await submitLogin(pending, creds);
  if (!callbackUrl) throw new Error('sign-in refused');
  const tokens = await finishSignIn(pending, callbackUrl);
  return {
    pending,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? '',
    idToken: tokens.id_token ?? '',
  };
}

export async function profileStatus(baseUrl: string, token: string): Promise<number> {
  return (await call(baseUrl, 'GET', profilePath, { token })).status;
}

export async function expectInvalidGrant(config: client.Configuration, refreshToken: string) {
  await expect(client.refreshTokenGrant(config, refreshToken)).rejects.toMatchObject({
    error: 'invalid_grant',
  });
}

/** A new authorization in the same browser (say, a second tab): the provider's session cookie signs it in. */
async function authorizeAgain(baseUrl: string, pending: PendingSignIn) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(pending.config, {
    redirect_uri: pending.redirectUri,
    scope: SIGN_IN_SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const last = await follow(
    pending.jar,
    await fetch(url, { redirect: 'manual', headers: { cookie: pending.jar.header() } }),
    baseUrl,
  );
  const location = last.headers.get('location');
  const callbackUrl = location ? new URL(location) : undefined;
  return callbackUrl?.pathname === '/oidc-callback'
    ? { callbackUrl, verifier, state }
    : { page: await last.text() };
}

/** True when the provider still knows the browser's session, false when it asks for the password again. */
export async function browserStillSignedIn(baseUrl: string, pending: PendingSignIn): Promise<boolean> {
  const outcome = await authorizeAgain(baseUrl, pending);
  if (outcome.callbackUrl) return true;
  expect(outcome.page).toContain('name="password"');
  return false;
}

/** The tokens of a second sign-in in the same browser, which asks for no password. */
export async function signInAgainInSameBrowser(baseUrl: string, session: BrowserSignIn) {
  const outcome = await authorizeAgain(baseUrl, session.pending);
  if (!outcome.callbackUrl) throw new Error('the browser was asked to sign in again');
  return client.authorizationCodeGrant(session.pending.config, outcome.callbackUrl, {
    pkceCodeVerifier: outcome.verifier,
    expectedState: outcome.state,
    idTokenExpected: true,
  });
}

/** A new tenant user with no roles (enough to read its own profile), made by the tenant's administrator. */
export async function createUser(
  baseUrl: string,
  adminToken: string,
  password: string,
): Promise<{ id: string; userName: string }> {
  const userName = `u${randomBytes(4).toString('hex')}`;
  const created = await call<{ id: string }>(baseUrl, 'POST', '/api/identity/users', {
    token: adminToken,
    body: { userName, email: `${userName}@demo.local`, password, roleNames: [] },
  });
  expect(created.status).toBe(200);
  return { id: created.body.id, userName };
}

/** Signs the end-session confirmation form as the browser's user would ("yes, sign me out"). */
export async function signOut(baseUrl: string, config: client.Configuration, session: BrowserSignIn) {
  const endSession = client.buildEndSessionUrl(config, {
    id_token_hint: session.idToken,
    post_logout_redirect_uri: `${baseUrl}/`,
  });
  const { jar } = session.pending;
  const confirm = await fetch(endSession, { headers: { cookie: jar.header() }, redirect: 'manual' });
  jar.store(confirm);
  const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(await confirm.text());
  if (!form) throw new Error('no logout form');
  const fields = new URLSearchParams({ logout: 'yes' });
  for (const [, name, value] of form[2]!.matchAll(/name="([^"]+)" value="([^"]*)"/g))
    fields.set(name!, value!);
  const done = await fetch(new URL(form[1]!, baseUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: fields,
  });
  expect(done.status).toBe(303);
}
