/** What the app must do with the session when it starts (product-spec §4 Session). */
export type SessionDecision =
  | { kind: 'callback' }
  | { kind: 'signed-in' }
  | { kind: 'signed-out'; returnTo: string }
  | { kind: 'sign-in'; returnTo: string };

export interface StartingAddress {
  pathname: string;
  search: string;
  hash: string;
}

export interface StoredUserSummary {
  /** Access-token expiry in epoch seconds, as oidc-client-ts keeps it; undefined when unknown. */
  expiresAt: number | undefined;
}

/** Paths that must never be returned to after sign-in: they only exist to reach or leave the provider. */
const transientPaths = new Set(['/login', '/oidc-callback']);

/**
 * Whether the address carries an authorization response: a code or an error, plus a state, in the query or the
 * hash (§4). e.g. `isAuthResponse('?code=x&state=y', '')` → true
 */
export function isAuthResponse(search: string, hash: string): boolean {
  return [search, hash].some((part) => {
    const params = new URLSearchParams(part.replace(/^[?#]/, ''));
    return (params.has('code') || params.has('error')) && params.has('state');
  });
}

/** Whether the token's expiry has passed. e.g. `isExpired({ expiresAt: 10 }, 11_000)` → true */
export function isExpired(user: StoredUserSummary, nowMs: number): boolean {
  return user.expiresAt !== undefined && user.expiresAt * 1000 <= nowMs;
}

/**
 * The path to come back to after the provider's sign-in; sign-in plumbing paths go home instead.
 * e.g. `returnPathOf({ pathname: '/sys/store', search: '?p=2', hash: '' })` → '/sys/store?p=2'
 */
export function returnPathOf(address: StartingAddress): string {
  if (transientPaths.has(address.pathname)) return '/';
  return `${address.pathname}${address.search}${address.hash}`;
}

/**
 * Decides the start-up step: process a callback, keep a valid stored user, sign out an expired one, or go and
 * sign in remembering where the user was.
 */
export function decideSession(
  address: StartingAddress,
  storedUser: StoredUserSummary | null,
  nowMs: number,
): SessionDecision {
  if (isAuthResponse(address.search, address.hash)) return { kind: 'callback' };
  const returnTo = returnPathOf(address);
  if (!storedUser) return { kind: 'sign-in', returnTo };
  if (isExpired(storedUser, nowMs)) return { kind: 'signed-out', returnTo };
  return { kind: 'signed-in' };
}

/**
 * Where to go once the callback is processed: the remembered path when it is a same-origin path, else home.
 * e.g. `afterCallbackPath('/sys/store')` → '/sys/store'; `afterCallbackPath('https://evil.example')` → '/'
 */
export function afterCallbackPath(remembered: unknown): string {
  if (typeof remembered !== 'string') return '/';
  // '//host' is a protocol-relative URL: following it would leave the app (open redirect).
  if (!remembered.startsWith('/') || remembered.startsWith('//')) return '/';
  return remembered;
}
