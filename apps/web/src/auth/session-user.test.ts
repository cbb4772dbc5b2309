import { describe, expect, it } from 'vitest';
import { User } from 'oidc-client-ts';
import { toSessionUser } from './session-user.ts';

const base = { sub: 'u1', iss: 'http://localhost', aud: 'web', exp: 2, iat: 1 };
const userWith = (profile: Partial<typeof base> & Record<string, unknown>) =>
  new User({ access_token: 'at', token_type: 'Bearer', profile: { ...base, ...profile } });

describe('toSessionUser', () => {
  it('takes the token, the display name and the user name from the claims', () => {
    expect(toSessionUser(userWith({ name: 'Demo admin', preferred_username: 'admin' }))).toEqual({
      accessToken: 'at',
      name: 'Demo admin',
      userName: 'admin',
    });
  });

  it('falls back to the user name, then the subject, when claims are missing', () => {
    expect(toSessionUser(userWith({ preferred_username: 'admin' })).name).toBe('admin');
    expect(toSessionUser(userWith({})).userName).toBe('u1');
  });
});
