import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as password from '../../src/auth/password.ts';
import { checkCredentials } from '../../src/oidc/account.ts';
import { en } from '../../src/oidc/login-texts/en.ts';
import { zhHans } from '../../src/oidc/login-texts/zh-hans.ts';
import { dummyPasswordHash } from '../../src/oidc/password-check.ts';
import { beginSignIn, submitLogin, type SignInCredentials } from '../helpers/sign-in.ts';
import { startTestApp } from '../helpers/test-app.ts';
import { tenantIdOf, userState } from './fixtures.ts';

// The real hasher, observed: which hash each sign-in attempt was verified against.
vi.mock('../../src/auth/password.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/auth/password.ts')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const verifyPassword = vi.mocked(password.verifyPassword);

let testApp: Awaited<ReturnType<typeof startTestApp>>;
let demoTenantId: string;

const right = '1q2w3E*';
const clerk = { tenant: 'demo', username: 'clerk', password: right };

beforeAll(async () => {
  testApp = await startTestApp();
  demoTenantId = await tenantIdOf(testApp.db, 'demo');
});
afterAll(async () => {
  await testApp?.close();
});
beforeEach(() => {
  verifyPassword.mockClear();
});

async function alertOf(creds: SignInCredentials, language: string): Promise<string | undefined> {
  const headers = { 'accept-language': language };
  const { page, callbackUrl } = await submitLogin(
    await beginSignIn(testApp.baseUrl, {}, headers),
    creds,
    headers,
  );
  expect(callbackUrl).toBeUndefined();
  return /role="alert"[^>]*>([^<]*)</.exec(page ?? '')?.[1];
}

async function storedHashOf(userName: string): Promise<string> {
  const { rows } = await testApp.db.tenant(demoTenantId, (trx) =>
    sql<{ password_hash: string }>`SELECT password_hash FROM users
      WHERE tenant_id = ${demoTenantId} AND normalized_user_name = ${userName.toUpperCase()}`.execute(trx),
  );
  return rows[0]?.password_hash ?? '';
}

async function lock(userName: string, until: Date | null) {
  await testApp.db.tenant(demoTenantId, (trx) =>
    sql`UPDATE users SET lockout_end = ${until?.toISOString() ?? null}::timestamptz, access_failed_count = 0
      WHERE tenant_id = ${demoTenantId} AND normalized_user_name = ${userName.toUpperCase()}`.execute(trx),
  );
}

describe('the sign-in page does not tell which user names exist', () => {
  it.each([
    ['en', en],
    ['zh-Hans', zhHans],
  ] as const)(
    'answers an unknown user, a wrong password and a locked account with the same text (%s)',
    async (language, texts) => {
      await lock('admin', new Date(Date.now() + 60_000));
      try {
        const answers = [
          await alertOf({ ...clerk, username: 'nobody' }, language),
          await alertOf({ ...clerk, tenant: 'no-such-tenant' }, language),
          await alertOf({ ...clerk, password: 'wrong-1Q*' }, language),
          await alertOf({ tenant: 'demo', username: 'admin', password: 'wrong-1Q*' }, language),
        ];
        expect(new Set(answers)).toEqual(new Set([texts['login.invalidCredentials']]));
        // The right password is the only thing that learns about the lockout.
        expect(await alertOf({ tenant: 'demo', username: 'admin', password: right }, language)).toBe(
          texts['login.lockedOut'],
        );
      } finally {
        await lock('admin', null);
      }
    },
  );

  it('says nothing new on the attempt that starts a lockout', async () => {
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 6; i += 1) answers.push(await alertOf({ ...clerk, password: `bad-${i}` }, 'en'));
    expect(new Set(answers)).toEqual(new Set([en['login.invalidCredentials']]));
    expect((await userState(testApp.db, demoTenantId, 'clerk')).lockout_end).not.toBeNull();
    expect(await alertOf(clerk, 'en')).toBe(en['login.lockedOut']);
    await lock('clerk', null);
  });
});

describe('every attempt verifies one password hash', () => {
  const now = () => new Date();

  it('verifies an unknown user or tenant against the dummy hash', async () => {
    const dummy = await dummyPasswordHash();
    expect(dummy).toMatch(/^scrypt\$32768\$8\$1\$/);
    for (const input of [
      { tenant: 'demo', username: 'nobody', password: 'guess-1Q*' },
      { tenant: 'no-such-tenant', username: 'admin', password: 'guess-1Q*' },
      { tenant: '', username: 'nobody', password: 'guess-1Q*' },
    ]) {
      verifyPassword.mockClear();
      expect(await checkCredentials(testApp.db, input, now())).toEqual({ ok: false, reason: 'invalid' });
      expect(verifyPassword.mock.calls).toEqual([['guess-1Q*', dummy]]);
    }
  });

  it('verifies a locked account against its own hash, and a wrong password the same way', async () => {
    const stored = await storedHashOf('clerk');
    await lock('clerk', new Date(Date.now() + 60_000));
    try {
      expect(await checkCredentials(testApp.db, { ...clerk, password: 'guess-1Q*' }, now())).toEqual({
        ok: false,
        reason: 'invalid',
      });
      expect(verifyPassword.mock.calls).toEqual([['guess-1Q*', stored]]);
      // No failure is counted while locked, so the lockout does not grow either.
      expect((await userState(testApp.db, demoTenantId, 'clerk')).access_failed_count).toBe(0);
    } finally {
      await lock('clerk', null);
    }
    verifyPassword.mockClear();
    expect(await checkCredentials(testApp.db, { ...clerk, password: 'guess-1Q*' }, now())).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(verifyPassword.mock.calls).toEqual([['guess-1Q*', stored]]);
    await lock('clerk', null);
  });
});
