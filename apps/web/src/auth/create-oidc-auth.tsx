import type { ReactNode } from 'react';
import { UserManager } from 'oidc-client-ts';
import { OidcAuthProvider } from './oidc-auth-provider.tsx';
import { createOidcSettings, isTokenRefreshEnabled } from './oidc-settings.ts';
import { SessionKeeper } from './session-keeper.ts';

/** The real session: one UserManager (and one keeper renewing its tokens) for the page, on this origin's provider. */
export function createOidcAuth(origin: string, refreshFlag: string | undefined) {
  const userManager = new UserManager(createOidcSettings(origin));
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
