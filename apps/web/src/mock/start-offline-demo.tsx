import { useMemo, type ReactNode } from 'react';
import { setupWorker } from 'msw/browser';
import { createFixtureStore, createHandlers } from '@inventory/contracts/mocks';
import { AuthContext, type AuthContextValue } from '../auth/auth-context.ts';

/** The mock handlers act as the demo tenant's admin, so the offline session is that user, always signed in. */
const offlineUser = { accessToken: 'offline-demo', name: 'admin', userName: 'admin' };

function OfflineAuthProvider({ children }: { children: ReactNode }) {
  const value = useMemo<AuthContextValue>(
    () => ({
      state: { status: 'signed-in', user: offlineUser, returnTo: null },
      getAccessToken: () => offlineUser.accessToken,
      // The mock handlers never refuse the token, so there is nothing to renew.
      renewAccessToken: async () => undefined,
      // There is no provider offline: signing out starts the demo afresh.
      signOut: async () => window.location.assign('/'),
      signInAgain: async () => window.location.assign('/'),
    }),
    [],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * Offline demo (VITE_MOCK=1): contracts' MSW handlers answer every API call in the browser over an in-memory copy
 * of the demo data, which starts fresh on each page load.
 */
export async function startOfflineDemo() {
  const worker = setupWorker(...createHandlers(createFixtureStore()));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return OfflineAuthProvider;
}
