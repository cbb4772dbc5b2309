/**
 * A failure the app has already shown elsewhere (e.g. a 401 in the session-wide dialog that leads to a new
 * sign-in): a screen or form whose callback rejects with it stops its action without showing the error again, so
 * every failed request is explained exactly once.
 */
export class HandledError extends Error {
  readonly original: unknown;

  constructor(original: unknown) {
    super('Already shown to the user', { cause: original });
    this.name = 'HandledError';
    this.original = original;
  }
}

export function isHandledError(error: unknown): error is HandledError {
  return error instanceof HandledError;
}
