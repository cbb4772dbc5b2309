import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number.ts';

describe('formatNumber', () => {
  it('writes each kind with its places and the locale grouping', () => {
    expect(formatNumber('1234.5', 'money', 'en')).toBe('1,234.50');
    expect(formatNumber('2.5', 'quantity', 'zh-Hans')).toBe('2.500');
    expect(formatNumber('9.99', 'price', 'en')).toBe('9.9900');
    expect(formatNumber(12345, 'integer', 'en')).toBe('12,345');
  });

  it('writes a quantity in words without trailing zeros, up to its 3 places', () => {
    expect(formatNumber('100.000', 'count', 'en')).toBe('100');
    expect(formatNumber('2.5', 'count', 'zh-Hans')).toBe('2.5');
    expect(formatNumber('1234.125', 'count', 'en')).toBe('1,234.125');
  });

  it('keeps digits a binary float would lose', () => {
    expect(formatNumber('12345678901234567.891', 'quantity', 'en')).toBe('12,345,678,901,234,567.891');
  });

  it('rounds half away from zero, exactly', () => {
    expect(formatNumber('1.005', 'money', 'en')).toBe('1.01');
    expect(formatNumber('-1.005', 'money', 'en')).toBe('-1.01');
  });
});
