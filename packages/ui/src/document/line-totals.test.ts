import { describe, expect, it } from 'vitest';
import { typedLineTotal, typedTotal } from './line-totals.ts';

describe('totals of the lines as typed', () => {
  it('round each line half-up to money and add the rounded lines, as the server does', () => {
    expect(typedLineTotal({ count: '3', price: '1.005' })?.toFixed(2)).toBe('3.02');
    const threeOfOne = Array.from({ length: 3 }, () => ({ count: '1', price: '1.005' }));
    expect(typedTotal(threeOfOne).toFixed(2)).toBe('3.03');
    expect(typedTotal([{ count: '0.125', price: '7.9999' }]).toFixed(2)).toBe('1.00');
  });

  it('leave out a line while its count or price is empty or half-typed', () => {
    expect(typedLineTotal({ count: '', price: '2' })).toBeNull();
    expect(typedLineTotal({ count: '1.', price: '2' })?.toFixed(2)).toBe('2.00');
    expect(typedLineTotal({ count: '1.0005', price: '2' })).toBeNull();
    expect(
      typedTotal([
        { count: 'x', price: '2' },
        { count: '2', price: '2.5' },
      ]).toFixed(2),
    ).toBe('5.00');
  });
});
