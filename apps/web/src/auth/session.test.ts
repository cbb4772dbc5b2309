import { describe, expect, it } from 'vitest';
import { afterCallbackPath, decideSession, isAuthResponse, isExpired, returnPathOf } from './session.ts';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
const now = 1_700_000_000_000;
const valid = { expiresAt: now / 1000 + 3600 };
const expired = { expiresAt: now / 1000 - 1 };

describe('isAuthResponse', () => {
  it.each([
    ['?code=abc&state=xyz', '', true],
    ['?error=access_denied&state=xyz', '', true],
    ['', '#code=abc&state=xyz', true],
    ['', '#error=login_required&state=xyz', true],
    ['?code=abc', '', false],
    ['?state=xyz', '', false],
    ['?code=abc', '#state=xyz', false],
    ['', '', false],
    ['?page=2', '#top', false],
  ])('search %s hash %s → %s', (search, hash, expected) => {
    expect(isAuthResponse(search, hash)).toBe(expected);
  });
});

describe('isExpired', () => {
  it('is expired once the expiry has passed, and not before', () => {
    expect(isExpired(expired, now)).toBe(true);
    expect(isExpired({ expiresAt: now / 1000 }, now)).toBe(true);
    expect(isExpired(valid, now)).toBe(false);
  });

  it('treats an unknown expiry as not expired (the server decides with a 401)', () => {
    expect(isExpired({ expiresAt: undefined }, now)).toBe(false);
  });
});

describe('returnPathOf', () => {
  it('keeps path, query and hash', () => {
    expect(returnPathOf(at('/sys/store', '?SkipCount=10', '#x'))).toBe('/sys/store?SkipCount=10#x');
  });

  it('sends sign-in plumbing paths home', () => {
    expect(returnPathOf(at('/login'))).toBe('/');
    expect(returnPathOf(at('/oidc-callback'))).toBe('/');
  });
});

describe('decideSession', () => {
  it('processes a callback whenever the address carries code or error plus state', () => {
    expect(decideSession(at('/oidc-callback', '?code=a&state=b'), null, now)).toEqual({ kind: 'callback' });
    expect(decideSession(at('/oidc-callback', '', '#error=x&state=b'), valid, now)).toEqual({
      kind: 'callback',
    });
  });

  it('signs in remembering the path when no user is stored', () => {
    expect(decideSession(at('/sys/store'), null, now)).toEqual({ kind: 'sign-in', returnTo: '/sys/store' });
  });

  it('keeps a stored user whose token is still valid', () => {
    expect(decideSession(at('/sys/unit'), valid, now)).toEqual({ kind: 'signed-in' });
  });

  it('signs out a stored user whose token expired', () => {
    expect(decideSession(at('/sys/unit'), expired, now)).toEqual({
      kind: 'signed-out',
      returnTo: '/sys/unit',
    });
  });
});

describe('afterCallbackPath', () => {
  it('returns to the remembered same-origin path', () => {
    expect(afterCallbackPath('/sys/store?SkipCount=10')).toBe('/sys/store?SkipCount=10');
  });

  it.each([[undefined], [42], ['https://evil.example/'], ['//evil.example/x'], ['sys/store']])(
    'goes home for %s',
    (remembered) => {
      expect(afterCallbackPath(remembered)).toBe('/');
    },
  );
});
