import { ApiError } from '@inventory/contracts';
import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors } from './apply-server-errors.ts';
import { fieldPathsOf } from './field-paths.ts';

function badRequest(members: string[][]): ApiError {
  const validationErrors = members.map((names, i) => ({ message: `message ${i}`, members: names }));
  return new ApiError({
    status: 400,
    body: JSON.stringify({ error: { code: null, message: 'invalid', validationErrors } }),
    headers: new Headers(),
  });
}

describe('applyServerErrors', () => {
  it('puts messages on top-level and nested array fields, whatever the case of the member', () => {
    const setError = vi.fn();
    const values = { Name: '', lines: [{ count: '1' }, { count: '2' }] };
    const placed = applyServerErrors(
      badRequest([['name'], ['Lines[1].Count']]),
      fieldPathsOf(values) as never[],
      setError,
    );
    expect(placed).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'Name',
      { type: 'server', message: 'message 0' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'lines.1.count',
      expect.objectContaining({ message: 'message 1' }),
      {
        shouldFocus: true,
      },
    );
  });

  it('reports a member no field matches, so the caller shows it elsewhere', () => {
    const setError = vi.fn();
    expect(applyServerErrors(badRequest([['Lines[5].Count']]), ['lines.0.count'] as never[], setError)).toBe(
      false,
    );
    expect(setError).not.toHaveBeenCalled();
  });
});
