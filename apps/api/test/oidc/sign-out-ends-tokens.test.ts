import Fastify from 'fastify';
import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOidc, type OidcHandle } from '../../src/oidc/index.ts';
import { discoverWebClient, signIn } from '../helpers/sign-in.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { DEMO, providerSigningKey, signAccessToken } from './fixtures.ts';
import {
  browserSignIn,
  expectInvalidGrant,
  profileStatus,
  signInAgainInSameBrowser,
  signOut,
} from './session-fixtures.ts';

// Issue 11 point 6 (ADR 010): sign-out, revocation and a replayed refresh token end the access tokens already
// issued from that grant, in every server process.

let server: TestApp;
let config: client.Configuration;
// A second server process over the same database: it must refuse at once what the first one revoked.
const otherProcessApp = Fastify();
let otherProcess: OidcHandle;

beforeAll(async () => {
  server = await startTestApp();
  config = await discoverWebClient(server.baseUrl);
  otherProcess = await registerOidc(otherProcessApp, {
    db: server.db,
    issuer: server.baseUrl,
    webOrigins: [server.baseUrl],
  });
});
afterAll(async () => {
  await otherProcessApp.close();
  await server?.close();
});

async function expectAccepted(accessToken: string) {
  expect(await profileStatus(server.baseUrl, accessToken)).toBe(200);
  await expect(otherProcess.verifyAccessToken(accessToken)).resolves.toMatchObject({ userName: 'admin' });
}

async function expectRefused(accessToken: string) {
  expect(await profileStatus(server.baseUrl, accessToken)).toBe(401);
  await expect(otherProcess.verifyAccessToken(accessToken)).rejects.toThrow();
}

describe('ending a sign-in ends its access tokens at once', () => {
  it('sign-out through end-session', async () => {
    const session = await browserSignIn(server.baseUrl, DEMO);
    const refreshed = await client.refreshTokenGrant(config, session.refreshToken);
    // A second tab of the same browser: signed in by the session cookie, with a grant of its own.
    const secondTab = await signInAgainInSameBrowser(server.baseUrl, session);
    const other = await signIn(server.baseUrl, DEMO);
    for (const token of [session.accessToken, refreshed.access_token, secondTab.access_token])
      await expectAccepted(token);

    await signOut(server.baseUrl, config, session);

    for (const token of [session.accessToken, refreshed.access_token, secondTab.access_token])
      await expectRefused(token);
    await expectInvalidGrant(config, refreshed.refresh_token!);
    await expectInvalidGrant(config, secondTab.refresh_token!);
    // Another browser's sign-in of the same user goes on.
    await expectAccepted(other.accessToken);
  });

  it('revocation of the refresh token', async () => {
    const tokens = await signIn(server.baseUrl, DEMO);
    await expectAccepted(tokens.accessToken);
    await client.tokenRevocation(config, tokens.refreshToken!);
    await expectRefused(tokens.accessToken);
  });

  it('a replayed refresh token', async () => {
    const tokens = await signIn(server.baseUrl, DEMO);
    const rotated = await client.refreshTokenGrant(config, tokens.refreshToken!);
    await expectAccepted(tokens.accessToken);
    await expectAccepted(rotated.access_token);

    await expect(client.refreshTokenGrant(config, tokens.refreshToken!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });

    await expectRefused(tokens.accessToken);
    await expectRefused(rotated.access_token);
    await expectInvalidGrant(config, rotated.refresh_token!);
  });

  it('refuses a well-signed token that names no grant, or one that does not exist', async () => {
    const tokens = await signIn(server.baseUrl, DEMO);
    const key = await providerSigningKey(server.db);
    const { grant_id: grantId, ...withoutGrant } = decodeJwt(tokens.accessToken);
    expect(typeof grantId).toBe('string');
    await expectAccepted(await signAccessToken(key, { ...withoutGrant, grant_id: grantId }));
    await expectRefused(await signAccessToken(key, withoutGrant));
    await expectRefused(await signAccessToken(key, { ...withoutGrant, grant_id: 'no-such-grant' }));
  });
});
