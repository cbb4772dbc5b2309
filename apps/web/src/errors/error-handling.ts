import { isApiError } from '@inventory/contracts';

/** Who explains a failed request to the user: the app-wide error dialog, or the screen that made the call. */
export type ErrorShownBy = 'app' | 'screen';

export interface ErrorHandling {
  /** Shown in the app-wide §8 dialog (closing it after a 401 starts a new sign-in). */
  dialog: boolean;
  /** Left for the screen to show; false means the screen stops without showing it. */
  screen: boolean;
  /** Every loaded read is fetched again now (a 409: the data changed underneath, abp-contract.md). */
  reloadReads: boolean;
}

/**
 * Decides where a failed request is explained, so that it is explained exactly once (dialog xor screen).
 * A screen that shows errors itself (a form, a table, the delete confirmation) keeps them, except a 401: that ends
 * the session, so it goes to the app dialog whose OK signs in again, and the screen is told it was handled.
 * e.g. (409, 'screen') → the form says "Data Changed" and the reads reload; (401, 'screen') → the dialog only.
 */
export function decideErrorHandling(error: unknown, shownBy: ErrorShownBy): ErrorHandling {
  const status = isApiError(error) ? error.status : undefined;
  if (shownBy === 'app' || status === 401) return { dialog: true, screen: false, reloadReads: false };
  return { dialog: false, screen: true, reloadReads: status === 409 };
}
