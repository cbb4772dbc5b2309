import { oidcConstants } from './oidc-constants.ts';

/**
 * Seconds from now until the access token should be renewed: the expiring notice of §9 (60 s before expiry), or
 * half-way for a token that lives under two minutes (ACCESS_TOKEN_TTL_SECONDS in tests) so that renewals never
 * follow each other without pause. e.g. 600 → 540; 20 → 10; 0 → 0
 */
export function renewalDelaySeconds(expiresInSeconds: number): number {
  const notice = oidcConstants.accessTokenExpiringNotificationTimeInSeconds;
  return Math.max(0, expiresInSeconds - notice, expiresInSeconds / 2);
}

/**
 * Whether a renewal failure can pass (retry later) or means the session is over (ask to sign in again).
 * The token endpoint saying `invalid_grant` (refresh token revoked, reused, or past the session cap) or any other
 * refusal ends it; a timeout, an unreachable server or the server's own trouble may pass.
 */
export function classifyRenewalFailure(error: unknown): 'transient' | 'ended' | 'other-subject' {
  // oidc-client-ts checks a renewed id token's subject itself and says so only in this message.
  if (error instanceof Error && /\bsub\b.*does not match/.test(error.message)) return 'other-subject';
  // Told apart by the `name` oidc-client-ts gives its errors for that purpose, not by their classes: this runs in
  // the app, which does not load the library until a renewal needs it (ADR 056).
  if (error instanceof Error && error.name === 'ErrorTimeout') return 'transient';
  if (error instanceof Error && error.name === 'ErrorResponse') {
    const code = (error as Error & { error?: unknown }).error;
    return code === 'server_error' || code === 'temporarily_unavailable' ? 'transient' : 'ended';
  }
  // fetch rejects with a TypeError when the server cannot be reached.
  if (error instanceof TypeError) return 'transient';
  return 'ended';
}

/**
 * A renewal or a new sign-in must come back as the same person (§5): whatever is on the screen was loaded and typed
 * for that subject. e.g. `isSameSubject('u1', 'u1')` → true; `isSameSubject('u1', 'u2')` → false
 */
export function isSameSubject(before: string | undefined, after: string | undefined): boolean {
  return before !== undefined && before === after;
}
