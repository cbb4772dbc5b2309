import type { ReactNode } from 'react';
import type { UserManager } from 'oidc-client-ts';
import { OidcAuthProvider } from './oidc-auth-provider.tsx';
import { isTokenRefreshEnabled } from './oidc-settings.ts';
import { SessionKeeper } from './session-keeper.ts';

/**
 * The real session over the page's one UserManager (the bootstrap's, which may have started the session already),
 * and one keeper renewing its tokens.
 */
export function createOidcAuth(userManager: UserManager, refreshFlag: string | undefined) {
  const keeper = new SessionKeeper(userManager);
  const periodicRefresh = isTokenRefreshEnabled(refreshFlag);
  return function OidcAuth({ children }: { children: ReactNode }) {
    return (
      <OidcAuthProvider userManager={userManager} keeper={keeper} periodicRefresh={periodicRefresh}>
        {children}
      </OidcAuthProvider>
    );
  };
}
