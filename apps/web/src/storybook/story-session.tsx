import { useMemo, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from '../auth/auth-context.ts';

/** The MSW handlers answer as the demo tenant's admin (the fixture store is signed in), so the story's user is that. */
const storyUser = { accessToken: 'story', name: 'admin', userName: 'admin' };

/**
 * Story-only: a signed-in session without an identity provider. The mock server never refuses the token, so there
 * is nothing to renew; signing out or in again has nowhere to go inside a story, so both do nothing.
 */
export function StorySession({ children }: { children: ReactNode }) {
  const value = useMemo<AuthContextValue>(
    () => ({
      state: { status: 'signed-in', user: storyUser, returnTo: null },
      getAccessToken: () => storyUser.accessToken,
      renewAccessToken: async () => undefined,
      signOut: async () => undefined,
      signInAgain: async () => undefined,
    }),
    [],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
