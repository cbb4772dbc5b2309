import { useState } from 'react';
import type { UserManager } from 'oidc-client-ts';
import { SessionEndedDialog } from '@inventory/ui';
import type { SessionKeeper } from './session-keeper.ts';

export interface SessionEndedProps {
  open: boolean;
  userManager: Pick<UserManager, 'signinPopup'>;
  keeper: Pick<SessionKeeper, 'resume'>;
  language: () => string;
  /** The full-page sign-in, for when no pop-up can open. */
  signInHere: () => void;
}

/**
 * Signs in again in a pop-up, so the page and everything typed into it stays as it was (ADR 012). The pop-up opens
 * straight from the dialog's button: a window opened from a click is one pop-up blockers let through.
 */
export function SessionEnded({ open, userManager, keeper, language, signInHere }: SessionEndedProps) {
  const [signingIn, setSigningIn] = useState(false);
  const [popupFailed, setPopupFailed] = useState(false);
  const signIn = () => {
    setSigningIn(true);
    setPopupFailed(false);
    userManager
      // Without popupAbortOnClose a closed or blocked window would leave the promise pending for ever.
      .signinPopup({ ui_locales: language(), popupAbortOnClose: true })
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
