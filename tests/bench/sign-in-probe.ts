import { createHash, randomBytes } from 'node:crypto';

/** The result of one attempt: the status of the login page, or why there was none yet. */
export type ProbeResult = { ok: true; status: number } | { ok: false; reason: string };

function authorizeUrl(origin: string): string {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const params = new URLSearchParams({
    client_id: 'web',
    response_type: 'code',
    redirect_uri: `${origin}/oidc-callback`,
    scope: 'openid profile',
    state: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `${origin}/connect/authorize?${params}`;
}

/**
 * Opens the sign-in page the way the browser reaches it: the authorization request, then its redirect to the
 * provider's login page carrying the interaction cookie (without the cookie the page answers 400).
 */
export async function probeSignInPage(origin: string): Promise<ProbeResult> {
  try {
    const authorize = await fetch(authorizeUrl(origin), { redirect: 'manual' });
    const location = authorize.headers.get('location');
    if (authorize.status < 300 || authorize.status >= 400 || !location) {
      return { ok: false, reason: `authorize answered ${authorize.status}` };
    }
    const cookies = authorize.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const login = await fetch(new URL(location, origin), {
      headers: { cookie: cookies },
      redirect: 'manual',
    });
    const body = await login.text();
    if (login.status !== 200 || !body.includes('<form')) {
      return { ok: false, reason: `login page answered ${login.status}` };
    }
    return { ok: true, status: login.status };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
