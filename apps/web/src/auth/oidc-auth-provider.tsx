import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLanguage } from '../language/language-context.tsx';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context.ts';
import { oidcConstants } from './oidc-constants.ts';
import { returnPathOf } from './session.ts';
import { SessionEnded } from './session-ended.tsx';
import type { SessionKeeper } from './session-keeper.ts';
import { toSessionUser } from './session-user.ts';
import type { SessionStart } from './start-session.ts';
import type { UserManagerSource } from './user-manager.ts';

export interface OidcAuthProviderProps {
  /** The page's UserManager, loaded on first use (ADR 056). */
  users: UserManagerSource;
  /** The session's start, begun by the bootstrap (once per page: a callback's state can be used only once). */
  session: Promise<SessionStart>;
  keeper: SessionKeeper;
  /** §4: optional periodic silent refresh, off by default. */
  periodicRefresh: boolean;
  children: ReactNode;
}

function currentAddress() {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

export function OidcAuthProvider({
  users,
  session,
  keeper,
  periodicRefresh,
  children,
}: OidcAuthProviderProps) {
  const [state, setState] = useState<AuthState>({ status: 'authenticating' });
  const { getLanguage } = useLanguage();
  const { phase } = useSyncExternalStore(keeper.subscribe, keeper.snapshot);

  useEffect(() => {
    let active = true;
    void session.then((start) => {
      if (!active) return;
      if (start.kind === 'signed-in') {
        keeper.start(start.user);
        setState({ status: 'signed-in', user: toSessionUser(start.user), returnTo: start.returnTo });
      } else if (start.kind === 'failed') setState({ status: 'failed', error: start.error });
    });
    return () => {
      active = false;
    };
  }, [session, keeper]);

  const value = useMemo<AuthContextValue>(() => {
    const signInAgain = async () => {
      keeper.stop();
      const userManager = await users.load();
      await userManager.removeUser();
      setState({ status: 'authenticating' });
      await userManager.signinRedirect({
        url_state: returnPathOf(currentAddress()),
        ui_locales: getLanguage(),
      });
    };
    const signOut = async () => {
      const userManager = await users.load();
      const user = await userManager.getUser();
      keeper.stop();
      await userManager.removeUser();
      await userManager.signoutRedirect({
        ...(user?.id_token ? { id_token_hint: user.id_token } : {}),
        extraQueryParams: { ui_locales: getLanguage() },
      });
    };
    return {
      state,
      getAccessToken: () => keeper.accessToken(),
      renewAccessToken: (rejected) => keeper.afterRejection(rejected),
      signOut,
      signInAgain,
    };
  }, [state, users, keeper, getLanguage]);

  // §5: a renewal or a new sign-in that answers for someone else ends the session; nothing on screen is theirs.
  useEffect(() => {
    if (phase === 'other-subject') void value.signOut();
  }, [phase, value]);

  // Timers sleep with the computer and are slowed in background tabs: catch up when the page is back.
  useEffect(() => {
    const wake = () => {
      if (document.visibilityState === 'visible') keeper.renewIfDue();
    };
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('online', wake);
    return () => {
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('online', wake);
    };
  }, [keeper]);

  const signedIn = state.status === 'signed-in';
  useEffect(() => {
    if (!periodicRefresh || !signedIn) return;
    const timer = window.setInterval(() => void keeper.renew(), oidcConstants.tokenRefreshIntervalMs);
    return () => window.clearInterval(timer);
  }, [periodicRefresh, signedIn, keeper]);

  return (
    <AuthContext.Provider value={value}>
      {children}
      <SessionEnded
        open={signedIn && phase === 'ended'}
        users={users}
        keeper={keeper}
        language={getLanguage}
        signInHere={() => void value.signInAgain()}
      />
    </AuthContext.Provider>
  );
}
