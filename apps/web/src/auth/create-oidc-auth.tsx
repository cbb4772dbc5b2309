import type { ReactNode } from 'react';
import { OidcAuthProvider } from './oidc-auth-provider.tsx';
import { isTokenRefreshEnabled } from './oidc-constants.ts';
import { SessionKeeper } from './session-keeper.ts';
import type { SessionStart } from './start-session.ts';
import type { UserManagerSource } from './user-manager.ts';

/**
 * The real session over the page's one UserManager (loaded on first use, ADR 056) and the start the bootstrap began,
 * and one keeper renewing its tokens.
 */
export function createOidcAuth(
  users: UserManagerSource,
  session: Promise<SessionStart>,
  refreshFlag: string | undefined,
) {
  const keeper = new SessionKeeper({
    signinSilent: async () => (await users.load()).signinSilent(),
  });
  const periodicRefresh = isTokenRefreshEnabled(refreshFlag);
  return function OidcAuth({ children }: { children: ReactNode }) {
    return (
      <OidcAuthProvider users={users} session={session} keeper={keeper} periodicRefresh={periodicRefresh}>
        {children}
      </OidcAuthProvider>
    );
  };
}
