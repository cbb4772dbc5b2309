import { dec } from '@inventory/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wireDifference } from '../../src/db/wire-values.ts';

// ADR 064: a warehouse-invoice line's used count (received − remaining of its batch) is computed from the two
// numeric texts without the exact decimal when both fit 15 digits; it must be the very number the decimal gave.

const decimalText = fc
  .tuple(
    fc.boolean(),
    fc.stringMatching(/^(0|[1-9]\d{0,17})$/),
    fc.option(fc.stringMatching(/^\d{1,6}$/), { nil: undefined }),
  )
  .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`);

describe('wireDifference', () => {
  it('answers what dec(a).sub(b).toNumber() answers, for any two decimal texts', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        expect(Object.is(wireDifference(a, b), dec(a).sub(b).toNumber())).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('answers the cases a column holds: equal texts, more fraction digits on one side, the 15-digit edge', () => {
    const cases: [string, string][] = [
      ['10.000', '10.000'],
      ['10', '1.005'],
      ['0.1', '0.2'],
      ['1.005', '0.000'],
      ['-0', '0'],
      ['999999999999.999', '0.001'],
      ['9999999999999.999', '0.001'],
      ['123456789012345678.123', '1'],
      ['0.30000000000000004', '0.1'],
    ];
    for (const [a, b] of cases) {
      expect(Object.is(wireDifference(a, b), dec(a).sub(b).toNumber()), `${a} − ${b}`).toBe(true);
    }
  });
});
