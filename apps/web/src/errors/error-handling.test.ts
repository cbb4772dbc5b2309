import { describe, expect, it } from 'vitest';
import { ApiError } from '@inventory/contracts';
import { decideErrorHandling, type ErrorShownBy } from './error-handling.ts';

function apiError(status: number): ApiError {
  return new ApiError({
    status,
    body: JSON.stringify({ error: { message: 'refused' } }),
    headers: new Headers({ _AbpErrorFormat: 'true' }),
  });
}

const failures: [string, unknown][] = [
  ...[400, 401, 403, 404, 409, 500, 502, 418].map((status): [string, unknown] => [
    `HTTP ${status}`,
    apiError(status),
  ]),
  ['a network failure', new TypeError('Failed to fetch')],
  ['anything thrown', new Error('boom')],
];

describe('decideErrorHandling', () => {
  it.each(failures.flatMap(([name, error]) => (['app', 'screen'] as const).map((by) => [name, by, error])))(
    'shows %s (shown by %s) exactly once',
    (_name, shownBy, error) => {
      const handling = decideErrorHandling(error, shownBy as ErrorShownBy);
      expect(Number(handling.dialog) + Number(handling.screen)).toBe(1);
    },
  );

  it('leaves a form or screen its own failures, without the app dialog', () => {
    for (const status of [400, 403, 404, 500, 502]) {
      expect(decideErrorHandling(apiError(status), 'screen')).toEqual({
        dialog: false,
        screen: true,
        reloadReads: false,
      });
    }
  });

  it('sends a 401 to the app dialog only, even when the screen would show it (sign in again)', () => {
    expect(decideErrorHandling(apiError(401), 'screen')).toEqual({
      dialog: true,
      screen: false,
      reloadReads: false,
    });
  });

  it('lets the screen explain a 409 and reloads the reads it was based on', () => {
    expect(decideErrorHandling(apiError(409), 'screen')).toEqual({
      dialog: false,
      screen: true,
      reloadReads: true,
    });
  });

  it('uses the app dialog for failures no screen shows', () => {
    expect(decideErrorHandling(apiError(409), 'app')).toEqual({
      dialog: true,
      screen: false,
      reloadReads: false,
    });
    expect(decideErrorHandling(new TypeError('Failed to fetch'), 'app').dialog).toBe(true);
  });
});
