import { describe, expect, it } from 'vitest';
import { checkDecimalText, decimalText, isDecimalTyping } from './decimal-text.ts';

describe('checkDecimalText', () => {
  it('honours the places of each kind: quantity 3, price 4, money 2', () => {
    expect(checkDecimalText('1.234', 'quantity')).toEqual({ ok: true, value: '1.234' });
    expect(checkDecimalText('1.2345', 'quantity')).toEqual({
      ok: false,
      message: 'validation:decimalPlaces|{"max":3}',
    });
    expect(checkDecimalText('9.9999', 'price')).toEqual({ ok: true, value: '9.9999' });
    expect(checkDecimalText('9.99999', 'price')).toMatchObject({ ok: false });
    expect(checkDecimalText('1.005', 'money')).toEqual({
      ok: false,
      message: 'validation:decimalPlaces|{"max":2}',
    });
  });

  it('keeps digits a float would lose', () => {
    expect(checkDecimalText('12345678901234567.891', 'quantity')).toEqual({
      ok: true,
      value: '12345678901234567.891',
    });
    expect(checkDecimalText('0.1000', 'price')).toEqual({ ok: true, value: '0.1' });
  });

  it('normalizes leading zeros and trailing places, leaves empty alone', () => {
    expect(checkDecimalText(' 007.50 ', 'money')).toEqual({ ok: true, value: '7.5' });
    expect(checkDecimalText('', 'money')).toEqual({ ok: true, value: '' });
  });

  it('refuses what is not a plain decimal (exponents, grouping, half-typed)', () => {
    for (const text of ['1e3', '1,000', 'abc', '-', '.', '1.2.3'])
      expect(checkDecimalText(text, 'quantity')).toEqual({ ok: false, message: 'validation:number' });
  });
});

describe('isDecimalTyping', () => {
  it('lets half-typed numbers through and stops letters and exponents', () => {
    for (const text of ['', '1', '1.', '.5', '12.340']) expect(isDecimalTyping(text)).toBe(true);
    for (const text of ['a', '1e', '1,0', '1..']) expect(isDecimalTyping(text)).toBe(false);
    expect(isDecimalTyping('-1')).toBe(false);
    expect(isDecimalTyping('-1', true)).toBe(true);
  });
});

describe('decimalText schema', () => {
  it('requires, checks places and compares the bound exactly', () => {
    const schema = decimalText('quantity', { required: true, greaterThan: '0' });
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('validation:required');
    expect(schema.safeParse('0.000').error?.issues[0]?.message).toBe('validation:greaterThan|{"min":"0"}');
    expect(schema.safeParse('0.001').success).toBe(true);
    expect(schema.safeParse('0.0001').success).toBe(false);
  });
});
