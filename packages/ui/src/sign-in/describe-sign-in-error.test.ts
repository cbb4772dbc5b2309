import { describe, expect, it } from 'vitest';
import { describeSignInError } from './describe-sign-in-error.ts';

class TimeoutError extends Error {}

function refused(error: string, description?: string): Error {
  return Object.assign(new Error(description ?? error), { error, error_description: description });
}

describe('describeSignInError', () => {
  it.each([
    ['State does not match', 'stateMismatch'],
    ['No matching state found in storage', 'noMatchingState'],
    ['No state in response', 'noMatchingState'],
    ['Expected code in response', 'missingCode'],
    ['client_id mismatch on settings vs. signin state', 'clientMismatch'],
    ['authority mismatch on settings vs. signin state', 'clientMismatch'],
    ['ID Token is missing a subject claim', 'missingSubject'],
    ['Something else entirely', 'unknown'],
  ])('names "%s" as %s', (message, reason) => {
    expect(describeSignInError(new Error(message))).toEqual({ reason });
  });

  it('tells the two timeouts apart', () => {
    expect(describeSignInError(new TimeoutError('Network timed out'))).toEqual({ reason: 'networkTimeout' });
    expect(describeSignInError(new TimeoutError('IFrame timed out without a response'))).toEqual({
      reason: 'iframeTimeout',
    });
  });

  it('treats a failed fetch as an unreachable server', () => {
    expect(describeSignInError(new TypeError('Failed to fetch'))).toEqual({ reason: 'network' });
  });

  it("keeps the provider's own explanation of a refusal", () => {
    expect(describeSignInError(refused('access_denied', 'The user cancelled'))).toEqual({
      reason: 'refused',
      details: 'The user cancelled',
    });
    expect(describeSignInError(refused('server_error'))).toEqual({ reason: 'refused' });
  });

  it('does not guess about things that are not errors', () => {
    expect(describeSignInError('State does not match')).toEqual({ reason: 'unknown' });
    expect(describeSignInError(null)).toEqual({ reason: 'unknown' });
  });
});
