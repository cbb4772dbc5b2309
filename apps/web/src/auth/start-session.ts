import type { UserManager } from 'oidc-client-ts';
import { assertUnreachable } from '@inventory/domain';
import type { SignedInUser } from './signed-in-user.ts';
import { afterCallbackPath, decideSession, type StartingAddress } from './session.ts';

/** The parts of oidc-client-ts' UserManager the session start uses. */
export type SessionManager = Pick<
  UserManager,
  'getUser' | 'signinCallback' | 'removeUser' | 'signinRedirect'
>;

export type SessionStart =
  | { kind: 'signed-in'; user: SignedInUser; returnTo: string | null }
  | { kind: 'redirecting' }
  | { kind: 'failed'; error: unknown };

/**
 * Carries out the start-up decision of product-spec §4: process the callback, keep the stored user, or sign out /
 * sign in (remembering the path in `url_state` so the callback can return to it). `uiLocales` asks the provider
 * for its login page in the app's language.
 */
export async function startSession(
  userManager: SessionManager,
  address: StartingAddress,
  nowMs: number,
  uiLocales: string,
): Promise<SessionStart> {
  try {
    const stored = await userManager.getUser();
    const decision = decideSession(address, stored ? { expiresAt: stored.expires_at } : null, nowMs);
    switch (decision.kind) {
      case 'callback': {
        // The same callback path serves the pop-up sign-in of an ended session (ADR 012): there the response goes
        // to the opening page, no user comes back here, and the pop-up closes.
        const user = await userManager.signinCallback();
        if (!user) return { kind: 'redirecting' };
        return { kind: 'signed-in', user, returnTo: afterCallbackPath(user.url_state) };
      }
      case 'signed-in':
        // decideSession only answers signed-in for a stored user.
        return stored ? { kind: 'signed-in', user: stored, returnTo: null } : { kind: 'redirecting' };
      case 'signed-out':
        await userManager.removeUser();
        await userManager.signinRedirect({ url_state: decision.returnTo, ui_locales: uiLocales });
        return { kind: 'redirecting' };
      case 'sign-in':
        await userManager.signinRedirect({ url_state: decision.returnTo, ui_locales: uiLocales });
        return { kind: 'redirecting' };
      default:
        return assertUnreachable(decision);
    }
  } catch (error) {
    return { kind: 'failed', error };
  }
}

const started = new WeakMap<SessionManager, Promise<SessionStart>>();

/**
 * Runs `startSession` once per UserManager: React StrictMode runs effects twice, and a second
 * signinRedirectCallback would find its state already consumed and fail.
 */
export function startSessionOnce(
  userManager: SessionManager,
  address: StartingAddress,
  uiLocales: string,
): Promise<SessionStart> {
  const existing = started.get(userManager);
  if (existing) return existing;
  const start = startSession(userManager, address, Date.now(), uiLocales);
  started.set(userManager, start);
  return start;
}
