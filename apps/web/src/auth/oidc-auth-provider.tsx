import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { UserManager } from 'oidc-client-ts';
import { useLanguage } from '../language/language-context.tsx';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context.ts';
import { oidcConstants } from './oidc-settings.ts';
import { returnPathOf } from './session.ts';
import { toSessionUser } from './session-user.ts';
import { startSessionOnce } from './start-session.ts';

export interface OidcAuthProviderProps {
  userManager: UserManager;
  /** §4: optional periodic silent refresh, off by default. */
  periodicRefresh: boolean;
  children: ReactNode;
}

function currentAddress() {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

export function OidcAuthProvider({ userManager, periodicRefresh, children }: OidcAuthProviderProps) {
  const [state, setState] = useState<AuthState>({ status: 'authenticating' });
  const token = useRef<string | undefined>(undefined);
  const { getLanguage } = useLanguage();

  useEffect(() => {
    let active = true;
    void startSessionOnce(userManager, currentAddress(), getLanguage()).then((start) => {
      if (!active) return;
      if (start.kind === 'signed-in') {
        token.current = start.user.access_token;
        setState({ status: 'signed-in', user: toSessionUser(start.user), returnTo: start.returnTo });
      } else if (start.kind === 'failed') setState({ status: 'failed', error: start.error });
    });
    return () => {
      active = false;
    };
  }, [userManager, getLanguage]);

  const value = useMemo<AuthContextValue>(() => {
    const signInAgain = async () => {
      token.current = undefined;
      await userManager.removeUser();
      setState({ status: 'authenticating' });
      await userManager.signinRedirect({
        url_state: returnPathOf(currentAddress()),
        ui_locales: getLanguage(),
      });
    };
    const signOut = async () => {
      const user = await userManager.getUser();
      token.current = undefined;
      await userManager.removeUser();
      await userManager.signoutRedirect({
        ...(user?.id_token ? { id_token_hint: user.id_token } : {}),
        extraQueryParams: { ui_locales: getLanguage() },
      });
    };
    return { state, getAccessToken: () => token.current, signOut, signInAgain };
  }, [state, userManager, getLanguage]);

  // A token that expires while the app is open signs the user out, as one found expired at start does (§4).
  useEffect(() => {
    const onExpired = () => void value.signInAgain();
    const onLoaded = () =>
      void userManager.getUser().then((user) => {
        if (!user) return;
        token.current = user.access_token;
        setState((s) => (s.status === 'signed-in' ? { ...s, user: toSessionUser(user) } : s));
      });
    userManager.events.addAccessTokenExpired(onExpired);
    userManager.events.addUserLoaded(onLoaded);
    return () => {
      userManager.events.removeAccessTokenExpired(onExpired);
      userManager.events.removeUserLoaded(onLoaded);
    };
  }, [userManager, value]);

  const signedIn = state.status === 'signed-in';
  useEffect(() => {
    if (!periodicRefresh || !signedIn) return;
    const timer = window.setInterval(() => {
      // A failed refresh leaves the current token in place; its expiry then signs the user out.
      userManager.signinSilent().catch(() => undefined);
    }, oidcConstants.tokenRefreshIntervalMs);
    return () => window.clearInterval(timer);
  }, [periodicRefresh, signedIn, userManager]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
