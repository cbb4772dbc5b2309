import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal, dec, parseMoney, parsePrice, parseQuantity, type RoundingMode } from './decimal.ts';
import { arbDecimal } from './test-arbitraries.ts';

describe('Decimal parsing', () => {
  it.each([
    ['0', '0'],
    ['1.50', '1.50'],
    ['-2.345', '-2.345'],
    ['+7', '7'],
    ['.5', '0.5'],
    ['3.', '3'],
    ['1e3', '1000'],
    ['1.5E-3', '0.0015'],
    ['  12  ', '12'],
    ['-0.000', '0.000'],
  ])('from(%j) → %s', (input, expected) => {
    expect(dec(input).toString()).toBe(expected);
  });

  it.each([
    [0.1, '0.1'],
    [1e-7, '0.0000001'],
    [1e21, '1000000000000000000000'],
    [-0, '0'],
    [123.456, '123.456'],
  ])('from number %s → %s', (input, expected) => {
    expect(dec(input).toString()).toBe(expected);
  });

  it.each(['', '.', 'abc', '1.2.3', '1e', '--1', '1e99999', 'NaN', '0x10'])('refuses %j', (input) => {
    expect(() => dec(input)).toThrow(RangeError);
    expect(Decimal.parse(input)).toMatchObject({ ok: false, error: { code: 'Inventory:InvalidNumber' } });
  });

  it.each([NaN, Infinity, -Infinity, null, undefined, {}, true])('parse refuses %s', (input) => {
    expect(Decimal.parse(input).ok).toBe(false);
  });

  it.each([
    [parseQuantity, '1.234', '1.234'],
    [parseQuantity, 2.5, '2.500'],
    [parseQuantity, '1.2340', '1.234'],
    [parsePrice, '9.9999', '9.9999'],
    [parsePrice, '12.5000', '12.5000'],
    [parseMoney, 10.5, '10.50'],
  ] as const)('%o(%j) → %s', (parse, input, expected) => {
    const result = parse(input);
    expect(result.ok && result.value.toString()).toBe(expected);
  });

  it.each([
    [parseQuantity, '1.2345', 3],
    [parsePrice, 0.00001, 4],
    [parseMoney, '0.001', 2],
    [parseQuantity, 0.1 + 0.2, 3],
  ] as const)('%o(%j) refuses more than %i decimals', (parse, input, maxDecimals) => {
    expect(parse(input)).toEqual({
      ok: false,
      error: { code: 'Inventory:TooManyDecimals', params: { value: input, maxDecimals } },
    });
  });

  it('formatting then parsing gives the same value and scale back', () => {
    fc.assert(
      fc.property(arbDecimal(6), (d) => {
        const back = dec(d.toString());
        expect(back.units).toBe(d.units);
        expect(back.scale).toBe(d.scale);
      }),
    );
  });

  it('a wire number round-trips through toNumber for quantities, prices and money', () => {
    fc.assert(
      fc.property(arbDecimal(4, 10n ** 13n), (d) => {
        expect(dec(d.toNumber()).eq(d)).toBe(true);
        const parsed = Decimal.parse(d.toNumber(), 4);
        expect(parsed.ok && parsed.value.eq(d)).toBe(true);
      }),
    );
  });
});

describe('Decimal arithmetic', () => {
  it.each([
    ['0.1', '0.2', '0.3'],
    ['1.005', '-1', '0.005'],
    ['-1.5', '1.50', '0.00'],
  ])('%s + %s = %s', (a, b, sum) => {
    expect(dec(a).add(b).toString()).toBe(sum);
  });

  it.each([
    ['1.25', '0.5', undefined, '0.625'],
    ['1.005', '1', 2, '1.01'],
    ['-1.005', '1', 2, '-1.01'],
    ['2.675', '1', 2, '2.68'],
    ['3', '0.3333', 2, '1.00'],
  ] as const)('%s × %s at scale %s = %s', (a, b, scale, product) => {
    expect(dec(a).mul(b, scale).toString()).toBe(product);
  });

  it.each<[string, string, number, RoundingMode, string]>([
    ['2', '3', 4, 'halfUp', '0.6667'],
    ['1', '8', 2, 'halfUp', '0.13'],
    ['-1', '8', 2, 'halfUp', '-0.13'],
    ['7', '2', 0, 'floor', '3'],
    ['-7', '2', 0, 'floor', '-4'],
    ['7', '2', 0, 'ceil', '4'],
    ['-7', '2', 0, 'ceil', '-3'],
    ['10', '0.25', 0, 'floor', '40'],
    ['9.999', '2.5', 0, 'floor', '3'],
  ])('%s ÷ %s at %i (%s) = %s', (a, b, scale, mode, quotient) => {
    expect(dec(a).div(b, scale, mode).toString()).toBe(quotient);
  });

  it('refuses division by zero as a broken invariant', () => {
    expect(() => dec(1).div('0.00', 2)).toThrow(RangeError);
  });

  it.each([
    ['2.345', 2, '2.35'],
    ['2.344', 2, '2.34'],
    ['-2.345', 2, '-2.35'],
    ['0.5', 0, '1'],
    ['-0.5', 0, '-1'],
    ['1.2', 3, '1.200'],
  ] as const)('round(%s, %i) half-up = %s', (value, scale, rounded) => {
    expect(dec(value).round(scale).toString()).toBe(rounded);
  });

  it('compares by value whatever the scale', () => {
    expect(dec('1.50').eq('1.5')).toBe(true);
    expect(dec('1.50').cmp('1.51')).toBe(-1);
    expect(dec(2).gt('1.999')).toBe(true);
    expect(Decimal.min('1', '0.5').toString()).toBe('0.5');
    expect(Decimal.max('1', '0.5').toString()).toBe('1');
    expect(dec('1.2500').normalize().toString()).toBe('1.25');
    expect(JSON.stringify({ total: dec('12.30') })).toBe('{"total":12.3}');
  });

  it('addition is exact: (a + b) − b = a, and commutative/associative', () => {
    fc.assert(
      fc.property(arbDecimal(), arbDecimal(), arbDecimal(), (a, b, c) => {
        expect(a.add(b).sub(b).eq(a)).toBe(true);
        expect(a.add(b).eq(b.add(a))).toBe(true);
        expect(
          a
            .add(b)
            .add(c)
            .eq(a.add(b.add(c))),
        ).toBe(true);
      }),
    );
  });

  it('half-up rounding is within half a unit of the exact value', () => {
    fc.assert(
      fc.property(arbDecimal(6), fc.integer({ min: 0, max: 4 }), (d, scale) => {
        const error = d.round(scale).sub(d).abs();
        expect(error.lte(Decimal.fromUnits(5n, scale + 1))).toBe(true);
      }),
    );
  });

  it('floor division times divisor never exceeds the dividend', () => {
    fc.assert(
      fc.property(
        arbDecimal(3),
        arbDecimal(3).filter((d) => d.isPositive()),
        (a, b) => {
          const q = a.div(b, 0, 'floor');
          expect(q.mul(b).lte(a)).toBe(true);
          expect(q.add(1).mul(b).gt(a)).toBe(true);
        },
      ),
    );
  });
});
