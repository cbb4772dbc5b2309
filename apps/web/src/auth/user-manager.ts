import type { UserManager } from 'oidc-client-ts';

/**
 * The page's one UserManager, whose library (oidc-client-ts, 17 KiB gzip) loads on first use (ADR 056): at once for a
 * sign-in, a callback or an expired session, and on a signed-in reload only when the token must be renewed, the user
 * signs out, or signs in again.
 */
export interface UserManagerSource {
  load(): Promise<UserManager>;
}

/** Loads with `create` once; a failed load is tried again on the next use. */
export function lazyUserManager(create: () => Promise<UserManager>): UserManagerSource {
  let loading: Promise<UserManager> | null = null;
  return {
    load() {
      loading ??= create().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
  };
}
