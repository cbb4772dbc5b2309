/** Where the access token comes from, and how a refused one is replaced. */
export interface TokenSource {
  /** The token to send now; undefined when there is none (the call goes out anonymous). */
  current(): string | undefined;
  /**
   * A token to retry with after the server refused `rejected` with 401: the one a concurrent renewal already
   * brought, a freshly renewed one, or (when renewal is impossible) the one the user gets by signing in again.
   * Undefined when the session cannot go on; the 401 then stands.
   */
  afterRejection(rejected: string): Promise<string | undefined>;
}

type Fetch = typeof globalThis.fetch;

function withToken(init: RequestInit | undefined, token: string | undefined): RequestInit {
  const headers = new Headers(init?.headers);
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
    // The token names the tenant; a `__tenant` beside it could only disagree with it.
    headers.delete('__tenant');
  }
  return { ...init, headers };
}

/**
 * The one place the bearer token is put on a request (style.md §12). A 401 gets one renewal and one retry with the
 * new token: the session renews before expiry anyway, so a 401 means a token that died early (sleep, revocation,
 * clock) and one retry is enough to tell a dead session from a stale token.
 */
export function createAuthorizedFetch(tokens: TokenSource, baseFetch: Fetch = globalThis.fetch): Fetch {
  return async (input, init) => {
    const token = tokens.current();
    const response = await baseFetch(input, withToken(init, token));
    if (response.status !== 401 || !token) return response;
    const renewed = await tokens.afterRejection(token);
    if (!renewed || renewed === token) return response;
    // Bodies here are JSON strings (contracts' client), so the same init can be sent again.
    return baseFetch(input, withToken(init, renewed));
  };
}
