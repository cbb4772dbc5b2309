/** The sign-in protocol errors of product-spec §8, each explained by `errors:signIn.reasons.<reason>`. */
export type SignInErrorReason =
  | 'stateMismatch'
  | 'noMatchingState'
  | 'missingCode'
  | 'clientMismatch'
  | 'missingSubject'
  | 'networkTimeout'
  | 'iframeTimeout'
  | 'network'
  | 'refused'
  | 'unknown';

export interface SignInErrorDescription {
  reason: SignInErrorReason;
  /** The provider's own explanation (`error_description`) of a refused sign-in, when it sent one. */
  details?: string;
}

// The OpenID client's messages (oidc-client-ts 3.x) for each §8 case; matched by text because the ui does not
// depend on the client library, and its errors carry no code.
const reasonsByMessage: ReadonlyArray<readonly [RegExp, SignInErrorReason]> = [
  [/state does not match/i, 'stateMismatch'],
  [/no matching state|no state in response/i, 'noMatchingState'],
  [/code in response|a code is required/i, 'missingCode'],
  [/(client_id|authority) mismatch|no (client_id|authority) on state/i, 'clientMismatch'],
  [/missing a subject/i, 'missingSubject'],
  [/network timed out/i, 'networkTimeout'],
  [/iframe timed out/i, 'iframeTimeout'],
];

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Names the §8 sign-in error behind a failed callback: a protocol check of the client, a timeout, an unreachable
 * server (fetch throws a TypeError), or the provider's refusal (an OAuth `error` in the response).
 */
export function describeSignInError(error: unknown): SignInErrorDescription {
  if (error instanceof TypeError) return { reason: 'network' };
  if (!(error instanceof Error)) return { reason: 'unknown' };
  const match = reasonsByMessage.find(([pattern]) => pattern.test(error.message));
  if (match) return { reason: match[1] };
  const oauthError = textOf((error as { error?: unknown }).error);
  if (oauthError) {
    const details = textOf((error as { error_description?: unknown }).error_description);
    return details ? { reason: 'refused', details } : { reason: 'refused' };
  }
  return { reason: 'unknown' };
}
