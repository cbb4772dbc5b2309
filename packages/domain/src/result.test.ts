import { describe, expect, it } from 'vitest';
import { assertUnreachable, domainError, err, ok, type Result } from './result.ts';

describe('result', () => {
  it('wraps values and errors', () => {
    const good: Result<number> = ok(1);
    const bad: Result<number> = err(domainError('Inventory:Test', { n: 1 }));
    expect(good).toEqual({ ok: true, value: 1 });
    expect(bad).toEqual({ ok: false, error: { code: 'Inventory:Test', params: { n: 1 } } });
  });

  it('assertUnreachable throws for a value that escaped the type system', () => {
    expect(() => assertUnreachable('x' as never)).toThrow(/Unreachable/);
  });
});
