import { createLocalJWKSet, createRemoteJWKSet, jwtVerify } from 'jose';
import type { JWK, JWTPayload, JWTVerifyGetKey, JWTVerifyOptions } from 'jose';

// jwtVerify's allowance for clock drift, applied to `exp` and `nbf`.
const clockToleranceSeconds = 5;

export interface AccessClaims {
  sub: string;
  tenantId: string | null;
  userName: string;
  email: string | null;
  roles: string[];
  clientId: string;
}

export interface VerifiedAccessToken {
  claims: AccessClaims;
  /** Space-separated scopes the token was granted (userinfo releases claims by them). */
  scope: string;
  /** The embedded provider's grant behind the token (claim `grant_id`); absent in external tokens. */
  grantId: string | undefined;
  /** `iat` in seconds (0 when absent). */
  issuedAt: number;
}

export type AccessTokenVerifier = (token: string) => Promise<VerifiedAccessToken>;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function roles(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((role): role is string => typeof role === 'string') : [];
}

/** Maps ABP-style claim names onto the API's view of the caller; a token without subject or client is refused. */
export function toAccessClaims(payload: JWTPayload): VerifiedAccessToken {
  const sub = text(payload.sub);
  const clientId = text(payload.client_id) ?? text(payload.azp);
  if (!sub || !clientId) throw new Error('access token lacks sub or client_id');
  return {
    claims: {
      sub,
      tenantId: text(payload.tenantid) ?? null,
      userName: text(payload.preferred_username) ?? sub,
      email: text(payload.email) ?? null,
      roles: roles(payload.role),
      clientId,
    },
    scope: text(payload.scope) ?? '',
    grantId: text(payload.grant_id),
    issuedAt: typeof payload.iat === 'number' ? payload.iat : 0,
  };
}

interface CheckedToken {
  result: VerifiedAccessToken;
  exp: number;
  nbf: number | undefined;
}

function checkerWith(
  getKey: () => Promise<JWTVerifyGetKey>,
  options: JWTVerifyOptions,
  currentDate: () => Date = () => new Date(),
): (token: string) => Promise<CheckedToken> {
  return async (token) => {
    // jwtVerify checks signature, `iss`, `aud`, `exp` and `nbf` (with a small skew for clock drift).
    const { payload } = await jwtVerify(token, await getKey(), {
      clockTolerance: clockToleranceSeconds,
      ...options,
      currentDate: currentDate(),
    });
    if (payload.exp === undefined) throw new Error('access token without expiry');
    return { result: toAccessClaims(payload), exp: payload.exp, nbf: payload.nbf };
  };
}

function verifierWith(
  getKey: () => Promise<JWTVerifyGetKey>,
  options: JWTVerifyOptions,
): AccessTokenVerifier {
  const check = checkerWith(getKey, options);
  return async (token) => (await check(token)).result;
}

/** How many verified tokens each key set keeps (a few hundred bytes each plus the token's text). */
export const verifiedTokenLimit = 2_000;

export interface LocalVerifierOptions {
  /** The clock, in ms (tests); `Date.now` otherwise. */
  now?: () => number;
}

/**
 * Tokens of the embedded provider: checked against its public keys from the database, no network.
 *
 * A token's signature is checked once per key set (ADR 044): the same bytes under the same public keys verify the
 * same way every time, so a token seen before answers from memory, its expiry (and not-before) checked against
 * the clock on every call as jwtVerify checks them. The memory belongs to this verifier, which is built for one
 * generation of keys (provider-instance.ts): when the keys change, a new verifier checks every token afresh. Only
 * the signature work is kept; whether the sign-in still stands is asked of the database on every request (ADR 010,
 * ADR 039).
 */
export function createLocalVerifier(
  issuer: string,
  audience: string,
  publicKeys: JWK[],
  options: LocalVerifierOptions = {},
): AccessTokenVerifier {
  const now = options.now ?? Date.now;
  const keySet = createLocalJWKSet({ keys: publicKeys });
  const verifySignature = checkerWith(
    async () => keySet,
    {
      issuer,
      audience,
      algorithms: ['RS256', 'ES256'],
      // RFC 9068: an access token says so, so an id token (same keys, same issuer) is never taken for one.
      typ: 'at+jwt',
    },
    () => new Date(now()),
  );
  const verified = new Map<string, CheckedToken>();
  return async (token) => {
    const seconds = Math.floor(now() / 1000);
    const known = verified.get(token);
    if (known) {
      // jwtVerify's own checks: expired when exp <= now - tolerance, early when nbf > now + tolerance.
      if (
        known.exp > seconds - clockToleranceSeconds &&
        !(known.nbf !== undefined && known.nbf > seconds + clockToleranceSeconds)
      ) {
        return known.result;
      }
      verified.delete(token);
    }
    const checked = await verifySignature(token);
    if (verified.size >= verifiedTokenLimit) {
      // Insertion order is age: the oldest token goes first.
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    // Shared by every request that presents this token: nobody may change it.
    Object.freeze(checked.result.claims.roles);
    Object.freeze(checked.result.claims);
    verified.set(token, checked);
    return checked.result;
  };
}

/** Tokens of an external provider: its signing keys come from the `jwks_uri` of its discovery document. */
export function createRemoteVerifier(issuer: string, audience: string): AccessTokenVerifier {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const response = await fetch(
      new URL('.well-known/openid-configuration', issuer.endsWith('/') ? issuer : `${issuer}/`),
    );
    if (!response.ok) throw new Error(`OIDC discovery of ${issuer} failed: ${response.status}`);
    const metadata = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
    if (metadata.issuer !== issuer || typeof metadata.jwks_uri !== 'string') {
      throw new Error(`OIDC discovery of ${issuer} answered another issuer or no jwks_uri`);
    }
    return createRemoteJWKSet(new URL(metadata.jwks_uri));
  };
  return verifierWith(
    () => {
      // A failed discovery is retried on the next call instead of being cached.
      keySet ??= discover().catch((error: unknown) => {
        keySet = undefined;
        throw error;
      });
      return keySet;
    },
    { issuer, audience, algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'] },
  );
}
