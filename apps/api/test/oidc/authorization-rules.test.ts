import Fastify from 'fastify';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOidc } from '../../src/oidc/index.ts';
import { beginSignIn, discoverWebClient, finishSignIn, submitLogin } from '../helpers/sign-in.ts';
import { startTestApp } from '../helpers/test-app.ts';
import { DEMO } from './fixtures.ts';

let testApp: Awaited<ReturnType<typeof startTestApp>>;
let config: client.Configuration;

beforeAll(async () => {
  testApp = await startTestApp();
  config = await discoverWebClient(testApp.baseUrl);
});

afterAll(async () => {
  await testApp?.close();
});

/** An authorization request as a browser sends it; answers where the provider sends the browser. */
async function authorize(params: Record<string, string>): Promise<Response> {
  const url = new URL(config.serverMetadata().authorization_endpoint!);
  const all = { client_id: 'web', response_type: 'code', scope: 'openid api', state: 's1', ...params };
  for (const [name, value] of Object.entries(all)) url.searchParams.set(name, value);
  return fetch(url, { redirect: 'manual' });
}

const redirectUri = () => `${testApp.baseUrl}/oidc-callback`;
const challenge = () => client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier());

describe('authorization requests', () => {
  it('accepts a PKCE S256 request and sends the browser to the login page', async () => {
    const response = await authorize({
      redirect_uri: redirectUri(),
      code_challenge: await challenge(),
      code_challenge_method: 'S256',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/connect\/interaction\/[\w-]+$/);
  });

  it('refuses code_challenge_method=plain', async () => {
    const verifier = client.randomPKCECodeVerifier();
    const response = await authorize({
      redirect_uri: redirectUri(),
      code_challenge: verifier,
      code_challenge_method: 'plain',
    });
    const location = new URL(response.headers.get('location') ?? '', testApp.baseUrl);
    expect(location.pathname).toBe('/oidc-callback');
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.has('code')).toBe(false);
  });

  it('refuses a request without PKCE', async () => {
    const response = await authorize({ redirect_uri: redirectUri() });
    const location = new URL(response.headers.get('location') ?? '', testApp.baseUrl);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses the implicit flow', async () => {
    const response = await authorize({
      redirect_uri: redirectUri(),
      response_type: 'id_token token',
      nonce: 'n',
      code_challenge: await challenge(),
      code_challenge_method: 'S256',
    });
    const location = new URL(response.headers.get('location') ?? '', testApp.baseUrl);
    expect(
      location.searchParams.get('error') ?? new URLSearchParams(location.hash.slice(1)).get('error'),
    ).toBe('unsupported_response_type');
  });

  it.each([
    ['another path', '/elsewhere'],
    ['a trailing slash', '/oidc-callback/'],
    ['an added query', '/oidc-callback?x=1'],
  ])('refuses a redirect_uri with %s, without redirecting', async (_case, path) => {
    const response = await authorize({
      redirect_uri: `${testApp.baseUrl}${path}`,
      code_challenge: await challenge(),
      code_challenge_method: 'S256',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('invalid_redirect_uri');
  });
});

describe('authorization codes', () => {
  it('are single-use', async () => {
    const pending = await beginSignIn(testApp.baseUrl);
    const { callbackUrl } = await submitLogin(pending, DEMO);
    const tokens = await finishSignIn(pending, callbackUrl!);
    expect(tokens.access_token).toBeTruthy();
    await expect(finishSignIn(pending, callbackUrl!)).rejects.toMatchObject({ error: 'invalid_grant' });
    // Replaying the code also revokes what it issued.
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('need the matching PKCE verifier', async () => {
    const pending = await beginSignIn(testApp.baseUrl);
    const { callbackUrl } = await submitLogin(pending, DEMO);
    const wrong = { ...pending, verifier: client.randomPKCECodeVerifier() };
    await expect(finishSignIn(wrong, callbackUrl!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('live in the database: another server process continues a sign-in and redeems its code', async () => {
    const pending = await beginSignIn(testApp.baseUrl);

    // A second provider over the same database, as another process behind the same issuer would be.
    const second = Fastify();
    await registerOidc(second, { db: testApp.db, issuer: testApp.baseUrl, webOrigins: [testApp.baseUrl] });
    await second.listen({ host: '127.0.0.1', port: 0 });
    try {
      const address = second.server.address();
      const secondOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const loginUrl = new URL(pending.loginUrl.pathname, secondOrigin);
      const { callbackUrl } = await submitLogin({ ...pending, loginUrl }, DEMO);
      expect(callbackUrl?.searchParams.get('code')).toBeTruthy();

      const metadata = (await (
        await fetch(`${testApp.baseUrl}/.well-known/openid-configuration`)
      ).json()) as client.ServerMetadata;
      const viaSecond = new client.Configuration(
        { ...metadata, token_endpoint: `${secondOrigin}/connect/token` },
        'web',
        undefined,
        client.None(),
      );
      client.allowInsecureRequests(viaSecond);
      const tokens = await finishSignIn({ ...pending, config: viaSecond }, callbackUrl!);
      expect(tokens.claims()?.iss).toBe(testApp.baseUrl);
      // And the first process refreshes what the second one issued.
      const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
      expect(refreshed.access_token).toBeTruthy();
    } finally {
      await second.close();
    }
  });
});

describe('cross-origin calls', () => {
  it('are allowed from the web origins only', async () => {
    const tokenEndpoint = config.serverMetadata().token_endpoint!;
    const call = (origin: string) =>
      fetch(tokenEndpoint, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: 'unknown',
          client_id: 'web',
        }),
      });
    const allowed = await call(testApp.baseUrl);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(testApp.baseUrl);
    expect(((await allowed.json()) as { error: string }).error).toBe('invalid_grant');
    const foreign = await call('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
