import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { CookieJar, follow, submitLogin, SIGN_IN_SCOPE, type PendingSignIn } from '../helpers/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { freePort } from '../helpers/test-app.ts';
import { DEMO } from './fixtures.ts';

// `npm start` with no ISSUER: the issuer is http://localhost:<port>, and the app opened at another address of the
// machine (its IP from another device; here 127.0.0.1, the loopback stand-in) must still sign in there.
let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>['app'];
let port: number;
let byAddress: string;

beforeAll(async () => {
  database = await createTestDatabase();
  port = await freePort();
  byAddress = `http://127.0.0.1:${port}`;
  const config = {
    ...loadConfig({ PORT: String(port) }),
    host: '127.0.0.1',
    webDist: '/nonexistent-web-dist',
  };
  ({ app } = await buildApp(config, { db: database.db, logger: false }));
  await app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

async function authorize(origin: string, redirectOrigin: string) {
  const metadata = (await (
    await fetch(`${origin}/.well-known/openid-configuration`)
  ).json()) as client.ServerMetadata;
  const config = new client.Configuration(metadata, 'web', undefined, client.None());
  client.allowInsecureRequests(config);
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const redirectUri = `${redirectOrigin}/oidc-callback`;
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: SIGN_IN_SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const jar = new CookieJar();
  const page = await follow(jar, await fetch(url, { redirect: 'manual' }), origin);
  return { metadata, page, pending: { config, jar, verifier, state, redirectUri } };
}

describe('sign-in at another address of the machine', () => {
  it('keeps the issuer, signs in at that address and calls the API there', async () => {
    const { metadata, page, pending } = await authorize(byAddress, byAddress);
    expect(metadata.issuer).toBe(`http://localhost:${port}`);
    expect(page.status).toBe(200);
    const signIn: PendingSignIn = { ...pending, loginUrl: new URL(page.url), loginPage: await page.text() };

    const { callbackUrl } = await submitLogin(signIn, DEMO);
    expect(callbackUrl?.origin).toBe(byAddress);
    const tokens = await client.authorizationCodeGrant(pending.config, callbackUrl!, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      idTokenExpected: true,
    });
    expect(tokens.claims()?.iss).toBe(`http://localhost:${port}`);

    const configuration = await fetch(`${byAddress}/api/abp/application-configuration`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(configuration.status).toBe(200);
    const body = (await configuration.json()) as {
      currentUser: { isAuthenticated: boolean; userName: string };
    };
    expect(body.currentUser).toMatchObject({ isAuthenticated: true, userName: 'admin' });
  });

  it('still refuses a redirect to a name that is not this machine', async () => {
    const { page } = await authorize(byAddress, `http://shop.example:${port}`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('invalid_redirect_uri');
  });
});
