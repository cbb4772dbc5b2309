import { ApiError } from '@inventory/contracts';
import { describe, expect, it } from 'vitest';
import { HandledError, isHandledError } from './handled-error.ts';

describe('HandledError', () => {
  it('wraps the original failure and is recognised', () => {
    const original = new ApiError({ status: 401, body: '', headers: new Headers() });
    const handled = new HandledError(original);
    expect(isHandledError(handled)).toBe(true);
    expect(handled.original).toBe(original);
    expect(handled.cause).toBe(original);
  });

  it('does not claim any other failure', () => {
    expect(isHandledError(new ApiError({ status: 401, body: '', headers: new Headers() }))).toBe(false);
    expect(isHandledError(new Error('x'))).toBe(false);
    expect(isHandledError(null)).toBe(false);
  });
});
