import * as client from 'openid-client';

export interface SignInCredentials {
  /** Tenant name; empty or absent signs in as the host. */
  tenant?: string;
  username: string;
  password: string;
}

export interface SignInTokens {
  accessToken: string;
  refreshToken?: string;
  idToken: string;
}

export const WEB_CLIENT_ID = 'web';
export const SIGN_IN_SCOPE = 'openid profile email offline_access api';

/** Just enough of a browser's cookie store for the sign-in redirects (one origin, paths ignored). */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some(
        (a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now(),
      );
      if (value === '' || expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  /** The Cookie header, after any cookies the caller sets itself (e.g. `__tenant`). */
  header(extra?: string): string {
    return [extra, ...[...this.#cookies].map(([name, value]) => `${name}=${value}`)]
      .filter(Boolean)
      .join('; ');
  }
}

/** Discovers the embedded provider as the web app does (http is allowed for the test server only). */
export async function discoverWebClient(baseUrl: string): Promise<client.Configuration> {
  return client.discovery(new URL(baseUrl), WEB_CLIENT_ID, undefined, client.None(), {
    execute: [client.allowInsecureRequests],
  });
}

/**
 * Follows redirects by hand (keeping cookies, and sending `headers` on every hop as a browser would) until one
 * goes to the web app's callback or a page is answered.
 */
export async function follow(
  jar: CookieJar,
  first: Response,
  baseUrl: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  let response = first;
  for (let hops = 0; hops < 10; hops += 1) {
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return response;
    const next = new URL(location, response.url || baseUrl);
    if (next.pathname === '/oidc-callback') return response;
    response = await fetch(next, {
      redirect: 'manual',
      headers: { ...headers, cookie: jar.header(headers.cookie) },
    });
  }
  throw new Error('too many redirects');
}

export interface PendingSignIn {
  config: client.Configuration;
  jar: CookieJar;
  verifier: string;
  state: string;
  redirectUri: string;
  /** Where the login form posts to. */
  loginUrl: URL;
  loginPage: string;
}

/** Starts a PKCE S256 authorization request and opens the login page. */
export async function beginSignIn(
  baseUrl: string,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<PendingSignIn> {
  const config = await discoverWebClient(baseUrl);
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const redirectUri = `${baseUrl}/oidc-callback`;
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: SIGN_IN_SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...extra,
  });
  const jar = new CookieJar();
  const page = await follow(jar, await fetch(url, { redirect: 'manual', headers }), baseUrl, headers);
  if (page.status !== 200) throw new Error(`login page answered ${page.status}: ${await page.text()}`);
  return {
    config,
    jar,
    verifier,
    state,
    redirectUri,
    loginUrl: new URL(page.url),
    loginPage: await page.text(),
  };
}

/** Posts the login form; answers the redirect to the web app's callback, or the re-rendered login page. */
export async function submitLogin(
  pending: PendingSignIn,
  creds: SignInCredentials,
  headers: Record<string, string> = {},
): Promise<{ callbackUrl?: URL; page?: string; status: number }> {
  const body = new URLSearchParams({
    tenant: creds.tenant ?? '',
    username: creds.username,
    password: creds.password,
  });
  const posted = await fetch(pending.loginUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      ...headers,
      'content-type': 'application/x-www-form-urlencoded',
      cookie: pending.jar.header(headers.cookie),
    },
    body,
  });
  const last = await follow(pending.jar, posted, pending.loginUrl.origin, headers);
  const location = last.headers.get('location');
  if (last.status >= 300 && last.status < 400 && location) {
    return { callbackUrl: new URL(location), status: last.status };
  }
  return { page: await last.text(), status: last.status };
}

/** Exchanges the callback's code (with the PKCE verifier and state check) for tokens. */
export async function finishSignIn(pending: PendingSignIn, callbackUrl: URL) {
  return client.authorizationCodeGrant(pending.config, callbackUrl, {
    pkceCodeVerifier: pending.verifier,
    expectedState: pending.state,
    idTokenExpected: true,
  });
}

/**
 * The real sign-in of the web client against a running server: discovery, PKCE S256 authorization request,
 * the login page and its form, the redirects, and the code exchange.
 */
export async function signIn(baseUrl: string, creds: SignInCredentials): Promise<SignInTokens> {
  const pending = await beginSignIn(baseUrl);
  const { callbackUrl, page } = await submitLogin(pending, creds);
  if (!callbackUrl)
    throw new Error(
      `sign-in refused: ${/role="alert"[^>]*>([^<]*)</.exec(page ?? '')?.[1] ?? 'no redirect'}`,
    );
  const tokens = await finishSignIn(pending, callbackUrl);
  if (!tokens.id_token) throw new Error('no id token');
  return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, idToken: tokens.id_token };
}
