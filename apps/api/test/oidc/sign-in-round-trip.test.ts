import Fastify from 'fastify';
import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOidc, type OidcHandle } from '../../src/oidc/index.ts';
import { beginSignIn, discoverWebClient, finishSignIn, signIn, submitLogin } from '../helpers/sign-in.ts';
import { startTestApp } from '../helpers/test-app.ts';
import { DEMO, HOST_ADMIN, tenantIdOf } from './fixtures.ts';

let testApp: Awaited<ReturnType<typeof startTestApp>>;
const verifierApp = Fastify();
let oidc: OidcHandle;
let config: client.Configuration;
let demoTenantId: string;

beforeAll(async () => {
  testApp = await startTestApp();
  // The same check the API runs on every call, from a second registration over the same database.
  oidc = await registerOidc(verifierApp, {
    db: testApp.db,
    issuer: testApp.baseUrl,
    webOrigins: [testApp.baseUrl],
  });
  config = await discoverWebClient(testApp.baseUrl);
  demoTenantId = await tenantIdOf(testApp.db, 'demo');
});

afterAll(async () => {
  await verifierApp.close();
  await testApp?.close();
});

async function expectOAuthError(promise: Promise<unknown>, error: string) {
  await expect(promise).rejects.toMatchObject({ error });
}

describe('discovery', () => {
  it('describes a code + PKCE S256 provider at this origin', async () => {
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(testApp.baseUrl);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.grant_types_supported).toEqual(['authorization_code', 'refresh_token']);
    const endpoints = [
      metadata.token_endpoint,
      metadata.userinfo_endpoint,
      metadata.revocation_endpoint,
      metadata.end_session_endpoint,
      metadata.jwks_uri,
    ];
    for (const endpoint of endpoints) expect(endpoint?.startsWith(`${testApp.baseUrl}/`)).toBe(true);
    const jwks = (await (await fetch(metadata.jwks_uri!)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    for (const key of jwks.keys) expect(key).not.toHaveProperty('d');
  });
});

describe('sign-in round trip (tenant user)', () => {
  it('signs in, reads userinfo, refreshes with rotation and detects reuse', async () => {
    const pending = await beginSignIn(testApp.baseUrl);
    const { callbackUrl } = await submitLogin(pending, DEMO);
    expect(`${callbackUrl?.origin}${callbackUrl?.pathname}`).toBe(`${testApp.baseUrl}/oidc-callback`);
    const tokens = await finishSignIn(pending, callbackUrl!);

    const idClaims = tokens.claims();
    expect(idClaims?.iss).toBe(testApp.baseUrl);
    expect(idClaims?.aud).toBe('web');

    const access = decodeJwt(tokens.access_token);
    expect(access).toMatchObject({
      iss: testApp.baseUrl,
      aud: 'api',
      sub: idClaims?.sub,
      tenantid: demoTenantId,
      preferred_username: 'admin',
      email: 'admin@demo.local',
      client_id: 'web',
    });
    expect(access.role).toContain('admin');
    expect(access.exp! - access.iat!).toBeLessThanOrEqual(600);

    expect(await oidc.verifyAccessToken(tokens.access_token)).toEqual({
      sub: idClaims?.sub,
      tenantId: demoTenantId,
      userName: 'admin',
      email: 'admin@demo.local',
      roles: expect.arrayContaining(['admin']),
      clientId: 'web',
    });

    const userinfo = await client.fetchUserInfo(config, tokens.access_token, idClaims!.sub);
    expect(userinfo).toMatchObject({
      sub: idClaims?.sub,
      preferred_username: 'admin',
      email: 'admin@demo.local',
      tenantid: demoTenantId,
    });
    expect(typeof userinfo.name).toBe('string');
    expect(typeof userinfo.email_verified).toBe('boolean');
    expect(userinfo.role).toContain('admin');

    const first = tokens.refresh_token!;
    expect(first).toBeTruthy();
    const refreshed = await client.refreshTokenGrant(config, first);
    const second = refreshed.refresh_token!;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await oidc.verifyAccessToken(refreshed.access_token)).sub).toBe(idClaims?.sub);

    // Reusing the rotated-out token revokes the whole grant: the newest token dies with it.
    await expectOAuthError(client.refreshTokenGrant(config, first), 'invalid_grant');
    await expectOAuthError(client.refreshTokenGrant(config, second), 'invalid_grant');
  });

  it('grants an explicit prompt=consent without a consent screen', async () => {
    const pending = await beginSignIn(testApp.baseUrl, { prompt: 'consent' });
    const { callbackUrl, page } = await submitLogin(pending, DEMO);
    expect(page).toBeUndefined();
    const tokens = await finishSignIn(pending, callbackUrl!);
    expect(decodeJwt(tokens.access_token).scope).toBe('openid profile email api');
    expect(tokens.refresh_token).toBeTruthy();
  });

  it('revokes a refresh token', async () => {
    const tokens = await signIn(testApp.baseUrl, DEMO);
    await client.tokenRevocation(config, tokens.refreshToken!);
    await expectOAuthError(client.refreshTokenGrant(config, tokens.refreshToken!), 'invalid_grant');
  });

  it('signs out through end-session back to the web app', async () => {
    const pending = await beginSignIn(testApp.baseUrl);
    const { callbackUrl } = await submitLogin(pending, DEMO);
    const tokens = await finishSignIn(pending, callbackUrl!);
    const endSession = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: `${testApp.baseUrl}/`,
    });
    const confirm = await fetch(endSession, {
      headers: { cookie: pending.jar.header() },
      redirect: 'manual',
    });
    pending.jar.store(confirm);
    const page = await confirm.text();
    expect(confirm.status).toBe(200);
    expect(page).toContain('<html lang="en">');
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(page);
    expect(form).not.toBeNull();
    const fields = new URLSearchParams({ logout: 'yes' });
    for (const [, name, value] of form![2]!.matchAll(/name="([^"]+)" value="([^"]*)"/g))
      fields.set(name!, value!);
    const done = await fetch(new URL(form![1]!, testApp.baseUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: pending.jar.header() },
      body: fields,
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${testApp.baseUrl}/`);
  });
});

describe('host sign-in', () => {
  it('signs the host admin in without a tenant', async () => {
    const tokens = await signIn(testApp.baseUrl, HOST_ADMIN);
    expect(decodeJwt(tokens.accessToken)).not.toHaveProperty('tenantid');
    const claims = await oidc.verifyAccessToken(tokens.accessToken);
    expect(claims).toMatchObject({ tenantId: null, userName: 'admin', clientId: 'web' });
    const userinfo = await client.fetchUserInfo(config, tokens.accessToken, claims.sub);
    expect(userinfo).not.toHaveProperty('tenantid');
  });
});
