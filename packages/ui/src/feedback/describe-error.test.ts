import { ApiError } from '@inventory/contracts';
import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error.ts';

function apiError(status: number, message?: string): ApiError {
  const body = message === undefined ? '' : JSON.stringify({ error: { message } });
  return new ApiError({ status, body, headers: new Headers() });
}

describe('describeError (product-spec §8)', () => {
  it.each([400, 401, 403])('%i is a "Request Error" warning with the server message', (status) => {
    expect(describeError(apiError(status, 'Incorrect password.'))).toEqual({
      severity: 'warning',
      titleKey: 'errors:requestError.title',
      serverMessage: 'Incorrect password.',
    });
  });

  it.each([500, 502])('%i is "Server Error" / "Server Unavailable" and hides the server text', (status) => {
    expect(describeError(apiError(status, 'stack trace'))).toEqual({
      severity: 'error',
      titleKey: 'errors:serverError.title',
      messageKey: 'errors:serverError.message',
    });
  });

  it('explains 404 and 409', () => {
    expect(describeError(apiError(404, 'There is no entity Warehouse with id = 1!'))).toMatchObject({
      titleKey: 'errors:notFound.title',
      messageKey: 'errors:notFound.message',
      serverMessage: 'There is no entity Warehouse with id = 1!',
    });
    expect(describeError(apiError(409))).toMatchObject({
      titleKey: 'errors:conflict.title',
      messageKey: 'errors:conflict.message',
    });
  });

  it('answers any other status with the unexpected-error text', () => {
    expect(describeError(apiError(418))).toMatchObject({ messageKey: 'errors:unexpected.message' });
    expect(describeError(new Error('boom'))).toMatchObject({ messageKey: 'errors:unexpected.message' });
  });

  it('calls a failed fetch a network error', () => {
    expect(describeError(new TypeError('Failed to fetch'))).toMatchObject({
      titleKey: 'errors:network.title',
    });
  });
});
