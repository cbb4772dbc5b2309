import type { ReactNode } from 'react';
import { UserManager } from 'oidc-client-ts';
import { OidcAuthProvider } from './oidc-auth-provider.tsx';
import { createOidcSettings, isTokenRefreshEnabled } from './oidc-settings.ts';

/** The real session: one UserManager for the page, against the provider on this origin. */
export function createOidcAuth(origin: string, refreshFlag: string | undefined) {
  const userManager = new UserManager(createOidcSettings(origin));
  const periodicRefresh = isTokenRefreshEnabled(refreshFlag);
  return function OidcAuth({ children }: { children: ReactNode }) {
    return (
      <OidcAuthProvider userManager={userManager} periodicRefresh={periodicRefresh}>
        {children}
      </OidcAuthProvider>
    );
  };
}
