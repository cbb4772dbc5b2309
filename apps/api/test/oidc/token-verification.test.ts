import Fastify from 'fastify';
import { decodeJwt, exportJWK, generateKeyPair, type JWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOidc, type OidcHandle } from '../../src/oidc/index.ts';
import { createRemoteVerifier } from '../../src/oidc/verify-token.ts';
import { signIn } from '../helpers/sign-in.ts';
import { startTestApp } from '../helpers/test-app.ts';
import { DEMO, providerSigningKey, signAccessToken } from './fixtures.ts';

let testApp: Awaited<ReturnType<typeof startTestApp>>;
const verifierApp = Fastify();
let oidc: OidcHandle;
let realToken: string;
let key: JWK;

beforeAll(async () => {
  testApp = await startTestApp();
  oidc = await registerOidc(verifierApp, {
    db: testApp.db,
    issuer: testApp.baseUrl,
    webOrigins: [testApp.baseUrl],
  });
  realToken = (await signIn(testApp.baseUrl, DEMO)).accessToken;
  key = await providerSigningKey(testApp.db);
});

afterAll(async () => {
  await verifierApp.close();
  await testApp?.close();
});

/** The real token's claims, re-signed after a change: each case below differs from a valid token in one way. */
function claims(change: Partial<JWTPayload> = {}): JWTPayload {
  return { ...decodeJwt(realToken), ...change };
}

const userinfo = (token: string) =>
  fetch(`${testApp.baseUrl}/connect/userinfo`, { headers: { authorization: `Bearer ${token}` } });

describe('verifyAccessToken', () => {
  it('accepts a token the provider issued, and a faithful re-signing of it', async () => {
    await expect(oidc.verifyAccessToken(realToken)).resolves.toMatchObject({
      userName: 'admin',
      clientId: 'web',
    });
    await expect(oidc.verifyAccessToken(await signAccessToken(key, claims()))).resolves.toMatchObject({
      userName: 'admin',
    });
  });

  it('refuses a token whose signature was changed by one character', async () => {
    const [header, payload, signature = ''] = realToken.split('.');
    // A middle character: the last one may only carry padding bits.
    const at = Math.floor(signature.length / 2);
    const swapped = signature[at] === 'A' ? 'B' : 'A';
    const tampered = `${header}.${payload}.${signature.slice(0, at)}${swapped}${signature.slice(at + 1)}`;
    await expect(oidc.verifyAccessToken(tampered)).rejects.toThrow();
    expect((await userinfo(tampered)).status).toBe(401);
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const [header, , signature] = realToken.split('.');
    const forged = Buffer.from(JSON.stringify(claims({ role: ['admin', 'root'] }))).toString('base64url');
    await expect(oidc.verifyAccessToken(`${header}.${forged}.${signature}`)).rejects.toThrow();
  });

  it('refuses a token signed by another key, even under the same key id', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const impostor = { ...(await exportJWK(privateKey)), kid: key.kid, alg: 'RS256' };
    await expect(oidc.verifyAccessToken(await signAccessToken(impostor, claims()))).rejects.toThrow();
  });

  it('refuses another audience', async () => {
    await expect(
      oidc.verifyAccessToken(await signAccessToken(key, claims({ aud: 'other' }))),
    ).rejects.toThrow();
  });

  it('refuses another issuer', async () => {
    const token = await signAccessToken(key, claims({ iss: 'http://evil.example' }));
    await expect(oidc.verifyAccessToken(token)).rejects.toThrow();
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signAccessToken(key, claims({ iat: now - 1200, exp: now - 600 }));
    await expect(oidc.verifyAccessToken(token)).rejects.toThrow();
    expect((await userinfo(token)).status).toBe(401);
  });

  it('refuses an id token offered as an access token', async () => {
    await expect(
      oidc.verifyAccessToken(await signAccessToken(key, claims(), { typ: 'JWT' })),
    ).rejects.toThrow();
  });

  it('refuses an unsigned token', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode(claims())}.`;
    await expect(oidc.verifyAccessToken(unsigned)).rejects.toThrow();
  });
});

describe('external issuer verification (OIDC_EXTERNAL_ISSUER)', () => {
  it('discovers the issuer and checks tokens against its published keys', async () => {
    // The embedded provider is a standard issuer too, so it stands in for an external one.
    const verify = createRemoteVerifier(testApp.baseUrl, 'api');
    await expect(verify(realToken)).resolves.toMatchObject({
      claims: { userName: 'admin', clientId: 'web' },
    });
    await expect(verify(await signAccessToken(key, claims({ aud: 'other' })))).rejects.toThrow();
    const [header, payload] = realToken.split('.');
    await expect(verify(`${header}.${payload}.${'A'.repeat(342)}`)).rejects.toThrow();
  });

  it('refuses everything when the issuer cannot be discovered', async () => {
    const verify = createRemoteVerifier(`${testApp.baseUrl}/no-such-issuer`, 'api');
    await expect(verify(realToken)).rejects.toThrow(/discovery/);
  });
});
