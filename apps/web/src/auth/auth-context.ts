import { createContext, useContext } from 'react';

export interface SessionUser {
  accessToken: string;
  /** Display name from the id token / userinfo claims. */
  name: string;
  userName: string;
}

export type AuthState =
  | { status: 'authenticating' }
  | { status: 'signed-in'; user: SessionUser; returnTo: string | null }
  | { status: 'failed'; error: unknown };

export interface AuthContextValue {
  state: AuthState;
  /** The current access token, read at request time so a refreshed token is used at once. */
  getAccessToken(): string | undefined;
  /**
   * After a 401 with `rejected`: a token to retry with once (renewed now, or after the user signs in again when the
   * session has ended), or undefined when the session cannot go on.
   */
  renewAccessToken(rejected: string): Promise<string | undefined>;
  /** Removes the stored user and goes to the provider's end-session (§4). */
  signOut(): Promise<void>;
  /** Drops the session and signs in on a new page, returning to the current path (failed callback, or by choice). */
  signInAgain(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an auth provider above it');
  return value;
}
