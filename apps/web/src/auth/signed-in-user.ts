import type { User } from 'oidc-client-ts';
import { oidcConstants } from './oidc-constants.ts';

/**
 * What the app uses of a signed-in user: an oidc-client-ts `User`, or the same record read from session storage
 * without the library (a signed-in reload, ADR 056).
 */
export type SignedInUser = Pick<User, 'access_token' | 'expires_at' | 'expires_in' | 'profile'>;

/** Where oidc-client-ts keeps the user: its store's `oidc.` prefix and `user:<authority>:<client id>` (§9). */
export function storedUserKey(origin: string): string {
  return `oidc.user:${origin}:${oidcConstants.clientId}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The user oidc-client-ts stored for this origin, read without loading it: the access token, the claims and the
 * expiry the start-up decision and the first calls need. Null when there is none or it cannot be read (the
 * provider's sign-in follows, as for no user).
 */
export function readStoredUser(storage: Pick<Storage, 'getItem'>, origin: string): SignedInUser | null {
  let record: unknown;
  try {
    record = JSON.parse(storage.getItem(storedUserKey(origin)) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(record) || typeof record.access_token !== 'string') return null;
  const { profile } = record;
  if (!isRecord(profile) || typeof profile.sub !== 'string') return null;
  const expiresAt = typeof record.expires_at === 'number' ? record.expires_at : undefined;
  return {
    access_token: record.access_token,
    profile: profile as User['profile'],
    expires_at: expiresAt,
    // As the library's User computes it: seconds left, from whole seconds now.
    get expires_in() {
      return expiresAt === undefined ? undefined : expiresAt - Math.floor(Date.now() / 1000);
    },
  };
}
