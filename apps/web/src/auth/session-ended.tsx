import { useState } from 'react';
import { SessionEndedDialog } from '@inventory/ui';
import type { SessionKeeper } from './session-keeper.ts';
import type { UserManagerSource } from './user-manager.ts';

export interface SessionEndedProps {
  open: boolean;
  /** Loaded by then: the session ends when a renewal, which needs it, fails. */
  users: UserManagerSource;
  keeper: Pick<SessionKeeper, 'resume'>;
  language: () => string;
  /** The full-page sign-in, for when no pop-up can open. */
  signInHere: () => void;
}

/**
 * Signs in again in a pop-up, so the page and everything typed into it stays as it was (ADR 012). The pop-up opens
 * straight from the dialog's button: a window opened from a click is one pop-up blockers let through (the manager is
 * loaded by then, so it opens in the click's own microtasks, within its activation).
 */
export function SessionEnded({ open, users, keeper, language, signInHere }: SessionEndedProps) {
  const [signingIn, setSigningIn] = useState(false);
  const [popupFailed, setPopupFailed] = useState(false);
  const signIn = () => {
    setSigningIn(true);
    setPopupFailed(false);
    users
      .load()
      // Without popupAbortOnClose a closed or blocked window would leave the promise pending for ever.
      .then((userManager) => userManager.signinPopup({ ui_locales: language(), popupAbortOnClose: true }))
      .then((user) => keeper.resume(user))
      .catch(() => setPopupFailed(true))
      .finally(() => setSigningIn(false));
  };
  return (
    <SessionEndedDialog
      open={open}
      signingIn={signingIn}
      popupFailed={popupFailed}
      onSignIn={signIn}
      onSignInHere={signInHere}
    />
  );
}
