import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTokenLifetimes } from '../../src/config.ts';
import { beginSignIn, finishSignIn, submitLogin } from '../helpers/sign-in.ts';
import { startTestApp } from '../helpers/test-app.ts';
import { DEMO } from './fixtures.ts';

describe('loadTokenLifetimes', () => {
  it('defaults to 10-minute access tokens and an 8-hour session', () => {
    expect(loadTokenLifetimes({})).toEqual({ accessTokenSeconds: 600, sessionMaxSeconds: 28_800 });
  });

  it('reads ACCESS_TOKEN_TTL_SECONDS and SESSION_MAX_SECONDS', () => {
    expect(loadTokenLifetimes({ ACCESS_TOKEN_TTL_SECONDS: '20', SESSION_MAX_SECONDS: ' 3600 ' })).toEqual({
      accessTokenSeconds: 20,
      sessionMaxSeconds: 3600,
    });
  });

  it.each([
    [{ ACCESS_TOKEN_TTL_SECONDS: '0' }, /ACCESS_TOKEN_TTL_SECONDS/],
    [{ ACCESS_TOKEN_TTL_SECONDS: '1.5' }, /ACCESS_TOKEN_TTL_SECONDS/],
    [{ ACCESS_TOKEN_TTL_SECONDS: 'ten' }, /ACCESS_TOKEN_TTL_SECONDS/],
    [{ SESSION_MAX_SECONDS: '-1' }, /SESSION_MAX_SECONDS/],
    [{ ACCESS_TOKEN_TTL_SECONDS: '120', SESSION_MAX_SECONDS: '60' }, /must not exceed/],
  ])('refuses %o', (env, message) => {
    expect(() => loadTokenLifetimes(env)).toThrow(message);
  });
});

describe('a server started with short lifetimes', () => {
  let testApp: Awaited<ReturnType<typeof startTestApp>>;
  const saved = { ...process.env };

  beforeAll(async () => {
    process.env.ACCESS_TOKEN_TTL_SECONDS = '20';
    process.env.SESSION_MAX_SECONDS = '900';
    testApp = await startTestApp();
  });

  afterAll(async () => {
    process.env.ACCESS_TOKEN_TTL_SECONDS = saved.ACCESS_TOKEN_TTL_SECONDS;
    process.env.SESSION_MAX_SECONDS = saved.SESSION_MAX_SECONDS;
    if (saved.ACCESS_TOKEN_TTL_SECONDS === undefined) delete process.env.ACCESS_TOKEN_TTL_SECONDS;
    if (saved.SESSION_MAX_SECONDS === undefined) delete process.env.SESSION_MAX_SECONDS;
    await testApp?.close();
  });

  it('issues access and id tokens for that long, and caps the refresh token at the session maximum', async () => {
    const pending = await beginSignIn(testApp.baseUrl);
    const { callbackUrl } = await submitLogin(pending, DEMO);
    const tokens = await finishSignIn(pending, callbackUrl!);

    expect(tokens.expires_in).toBe(20);
    const access = decodeJwt(tokens.access_token);
    expect(access.exp! - access.iat!).toBe(20);
    const id = tokens.claims()!;
    expect(id.exp - id.iat).toBe(20);

    const { rows } = await testApp.db.system((trx) =>
      sql<{ seconds: number }>`SELECT extract(epoch FROM expires_at - now())::float8 AS seconds
        FROM oidc_payloads WHERE model = 'RefreshToken'`.execute(trx),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.seconds).toBeGreaterThan(880);
    expect(rows[0]!.seconds).toBeLessThanOrEqual(900);
  });
});
