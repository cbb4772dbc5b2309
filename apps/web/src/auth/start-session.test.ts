import { describe, expect, it } from 'vitest';
import { User, type SigninRedirectArgs } from 'oidc-client-ts';
import { startSession, startSessionOnce, type SessionManager } from './start-session.ts';

const now = 1_700_000_000_000;
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

function user(expiresAt: number, urlState?: string): User {
  return new User({
    access_token: 'token',
    token_type: 'Bearer',
    profile: { sub: 'u1', iss: 'http://localhost', aud: 'web', exp: expiresAt, iat: expiresAt - 600 },
    expires_at: expiresAt,
    url_state: urlState,
  });
}

/** A stand-in for the provider side of UserManager that records what the session start asked of it. */
class FakeUserManager implements SessionManager {
  readonly calls: string[] = [];
  readonly redirects: SigninRedirectArgs[] = [];
  constructor(
    private stored: User | null,
    private readonly callbackUser: User | Error | null = user(now / 1000 + 600, '/sys/store'),
  ) {}
  async getUser() {
    this.calls.push('getUser');
    return this.stored;
  }
  async signinCallback() {
    this.calls.push('signinCallback');
    if (this.callbackUser instanceof Error) throw this.callbackUser;
    return this.callbackUser ?? undefined;
  }
  async removeUser() {
    this.calls.push('removeUser');
    this.stored = null;
  }
  async signinRedirect(args?: SigninRedirectArgs) {
    this.calls.push('signinRedirect');
    if (args) this.redirects.push(args);
  }
}

describe('startSession', () => {
  it('sends a visitor without a stored user to sign in, remembering the path and language', async () => {
    const manager = new FakeUserManager(null);
    expect(await startSession(manager, at('/sys/store', '?page=2'), now, 'zh-Hans')).toEqual({
      kind: 'redirecting',
    });
    expect(manager.redirects).toEqual([{ url_state: '/sys/store?page=2', ui_locales: 'zh-Hans' }]);
  });

  it('processes the callback and returns to the remembered path', async () => {
    const manager = new FakeUserManager(null);
    const start = await startSession(manager, at('/oidc-callback', '?code=c&state=s'), now, 'en');
    expect(start).toMatchObject({ kind: 'signed-in', returnTo: '/sys/store' });
    expect(manager.calls).toEqual(['getUser', 'signinCallback']);
  });

  it('leaves a pop-up sign-in to the page that opened it', async () => {
    const manager = new FakeUserManager(null, null);
    const start = await startSession(manager, at('/oidc-callback', '?code=c&state=s'), now, 'en');
    expect(start).toEqual({ kind: 'redirecting' });
    expect(manager.redirects).toEqual([]);
  });

  it('keeps a stored user whose token is valid', async () => {
    const stored = user(now / 1000 + 60);
    const start = await startSession(new FakeUserManager(stored), at('/sys/unit'), now, 'en');
    expect(start).toEqual({ kind: 'signed-in', user: stored, returnTo: null });
  });

  it('signs out a stored user whose token expired, then signs in again', async () => {
    const manager = new FakeUserManager(user(now / 1000 - 1));
    expect(await startSession(manager, at('/sys/unit'), now, 'en')).toEqual({ kind: 'redirecting' });
    expect(manager.calls).toEqual(['getUser', 'removeUser', 'signinRedirect']);
    expect(manager.redirects[0]?.url_state).toBe('/sys/unit');
  });

  it('reports a failed callback instead of throwing', async () => {
    const failure = new Error('No matching state found in storage');
    const start = await startSession(
      new FakeUserManager(null, failure),
      at('/oidc-callback', '?code=c&state=s'),
      now,
      'en',
    );
    expect(start).toEqual({ kind: 'failed', error: failure });
  });
});

describe('startSessionOnce', () => {
  it('processes a callback once however often it is asked (StrictMode runs effects twice)', async () => {
    const manager = new FakeUserManager(null);
    const address = at('/oidc-callback', '?code=c&state=s');
    const [first, second] = await Promise.all([
      startSessionOnce(manager, address, 'en'),
      startSessionOnce(manager, address, 'en'),
    ]);
    expect(second).toBe(first);
    expect(manager.calls.filter((c) => c === 'signinCallback')).toHaveLength(1);
  });
});
