import { describe, expect, it } from 'vitest';
import { InMemoryWebStorage, User, UserManager } from 'oidc-client-ts';
import { createOidcSettings } from './oidc-settings.ts';
import { decideSession } from './session.ts';
import { readStoredUser, storedUserKey } from './signed-in-user.ts';
import { toSessionUser } from './session-user.ts';

const origin = 'http://192.168.1.20:8080';
const metadata = {
  issuer: origin,
  authorization_endpoint: `${origin}/connect/authorize`,
  token_endpoint: `${origin}/connect/token`,
  userinfo_endpoint: `${origin}/connect/userinfo`,
};
const profile = {
  sub: 'u1',
  iss: origin,
  aud: 'web',
  exp: 0,
  iat: 0,
  name: 'Demo admin',
  preferred_username: 'admin',
};

/** A user stored the way the app's UserManager stores it after a sign-in. */
async function storedBy(storage: InMemoryWebStorage, expiresAt: number) {
  const manager = new UserManager(createOidcSettings(origin, { user: storage, state: storage }, metadata));
  const user = new User({
    access_token: 'at-1',
    token_type: 'Bearer',
    refresh_token: 'rt-1',
    profile,
    expires_at: expiresAt,
  });
  await manager.storeUser(user);
  return { manager, user };
}

describe('readStoredUser', () => {
  it('reads, without the library, the user oidc-client-ts stored: token, claims and expiry (ADR 056)', async () => {
    const storage = new InMemoryWebStorage();
    const expiresAt = Math.floor(Date.now() / 1000) + 600;
    const { manager } = await storedBy(storage, expiresAt);
    const read = readStoredUser(storage, origin);
    const loaded = await manager.getUser();
    expect(read).not.toBeNull();
    expect(read?.access_token).toBe(loaded?.access_token);
    expect(read?.expires_at).toBe(expiresAt);
    expect(read?.profile).toEqual(loaded?.profile);
    // Counted from now, as the library's own user counts it (the keeper schedules the renewal from it).
    expect(read?.expires_in).toBe(loaded?.expires_in);
    expect(read && toSessionUser(read)).toEqual(loaded && toSessionUser(loaded));
    expect(
      decideSession(
        { pathname: '/sys/store', search: '', hash: '' },
        { expiresAt: read?.expires_at },
        Date.now(),
      ),
    ).toEqual({ kind: 'signed-in' });
  });

  it('finds no user for another origin, none stored, or a record it cannot read', async () => {
    const storage = new InMemoryWebStorage();
    expect(readStoredUser(storage, origin)).toBeNull();
    await storedBy(storage, Math.floor(Date.now() / 1000) + 600);
    expect(readStoredUser(storage, 'http://localhost:8080')).toBeNull();
    storage.setItem(storedUserKey(origin), '{not json');
    expect(readStoredUser(storage, origin)).toBeNull();
    storage.setItem(storedUserKey(origin), JSON.stringify({ access_token: 'at', profile: {} }));
    expect(readStoredUser(storage, origin)).toBeNull();
  });

  it('keeps an expired user expired, so the start signs it out', async () => {
    const storage = new InMemoryWebStorage();
    await storedBy(storage, Math.floor(Date.now() / 1000) - 5);
    const read = readStoredUser(storage, origin);
    expect(
      decideSession({ pathname: '/', search: '', hash: '' }, { expiresAt: read?.expires_at }, Date.now())
        .kind,
    ).toBe('signed-out');
  });
});
