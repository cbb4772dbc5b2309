/** Texts of the session that ends while the app is open (ADR 012). */
export const session = {
  ended: {
    title: 'Your session has ended',
    message:
      'You need to sign in again to go on. What you have entered stays here: sign in, and then save as before.',
    signIn: 'Sign in again',
    signingIn: 'Signing in…',
    popupFailed:
      'The sign-in window was blocked or closed before sign-in finished. Allow pop-ups for this site and try again.',
    signInHere: 'Sign in on this page instead (unsaved input is lost)',
  },
};
