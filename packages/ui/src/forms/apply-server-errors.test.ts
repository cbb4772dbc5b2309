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

  it('joins two messages for one field the way each language writes sentences', () => {
    const twice = (a: string, b: string) =>
      new ApiError({
        status: 400,
        body: JSON.stringify({
          error: {
            code: null,
            message: 'x',
            validationErrors: [a, b].map((m) => ({ message: m, members: ['name'] })),
          },
        }),
        headers: new Headers(),
      });
    const setError = vi.fn();
    applyServerErrors(twice('此项为必填项。', '此项最多 64 个字符。'), ['name'], setError);
    applyServerErrors(twice('Required.', 'Too long.'), ['name'], setError);
    expect(setError.mock.calls.map((call) => (call[1] as { message: string }).message)).toEqual([
      '此项为必填项。此项最多 64 个字符。',
      'Required. Too long.',
    ]);
  });

  it('reports a member no field matches, so the caller shows it elsewhere', () => {
    const setError = vi.fn();
    expect(applyServerErrors(badRequest([['Lines[5].Count']]), ['lines.0.count'] as never[], setError)).toBe(
      false,
    );
    expect(setError).not.toHaveBeenCalled();
  });
});
