import { describe, expect, it } from 'vitest';
import { childCode, isSelfOrDescendant, lastNumber, rebase } from './category-code.ts';

describe('category codes', () => {
  it('numbers roots and children with 5-digit levels', () => {
    expect(childCode(null, 1)).toBe('00001');
    expect(childCode('00001', 12)).toBe('00001.00012');
    expect(childCode('00001', 123456)).toBe('00001.123456');
    expect(() => childCode(null, 0)).toThrow(RangeError);
    expect(lastNumber('00001.00012')).toBe(12);
    expect(lastNumber('00007')).toBe(7);
  });

  it('tells a subtree by its prefix, not by a longer sibling number', () => {
    expect(isSelfOrDescendant('00001', '00001')).toBe(true);
    expect(isSelfOrDescendant('00001.00002', '00001')).toBe(true);
    expect(isSelfOrDescendant('000010.00002', '00001')).toBe(false);
    expect(isSelfOrDescendant('00002', '00001')).toBe(false);
  });

  it('rebases a moved subtree', () => {
    expect(rebase('00001.00002.00003', '00001.00002', '00004')).toBe('00004.00003');
    expect(rebase('00001.00002', '00001.00002', '00004.00001')).toBe('00004.00001');
    expect(() => rebase('00002', '00001', '00003')).toThrow(RangeError);
  });
});
