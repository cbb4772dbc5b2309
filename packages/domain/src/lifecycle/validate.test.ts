import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateSubmission } from './validate.ts';

describe('validateSubmission', () => {
  it('accepts a complete document', () => {
    expect(validateSubmission([{ count: 1, price: 0 }, { count: '0.001' }], { supplierId: 's1' })).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it.each([
    [[], {}, [{ path: 'items', code: 'Inventory:NoLines' }]],
    [[{ count: 0 }], {}, [{ path: 'items.0.count', code: 'Inventory:CountMustBePositive' }]],
    [[{ count: -1, price: 1 }], {}, [{ path: 'items.0.count', code: 'Inventory:CountMustBePositive' }]],
    [[{ count: '1.0001' }], {}, [{ path: 'items.0.count', code: 'Inventory:TooManyDecimals' }]],
    [[{ count: 'x' }], {}, [{ path: 'items.0.count', code: 'Inventory:InvalidNumber' }]],
    [[{ count: 1, price: -0.01 }], {}, [{ path: 'items.0.price', code: 'Inventory:PriceMustNotBeNegative' }]],
    [[{ count: 1, price: '0.00001' }], {}, [{ path: 'items.0.price', code: 'Inventory:TooManyDecimals' }]],
    [
      [{ count: 1 }],
      { supplierId: null, warehouseId: ' ' },
      [
        { path: 'supplierId', code: 'Inventory:Required' },
        { path: 'warehouseId', code: 'Inventory:Required' },
      ],
    ],
    [
      [{ count: 1 }, { count: 0, price: -1 }],
      {},
      [
        { path: 'items.1.count', code: 'Inventory:CountMustBePositive' },
        { path: 'items.1.price', code: 'Inventory:PriceMustNotBeNegative' },
      ],
    ],
  ])('%j with %j → %j', (lines, required, errors) => {
    expect(validateSubmission(lines, required)).toEqual({
      ok: false,
      error: { code: 'Inventory:InvalidDocument', params: { errors } },
    });
  });

  it('accepts exactly the lines with positive counts and non-negative prices', () => {
    const line = fc.record({
      count: fc.integer({ min: -5, max: 5 }),
      price: fc.integer({ min: -5, max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), (lines) => {
        const valid = lines.every((l) => l.count > 0 && l.price >= 0);
        expect(validateSubmission(lines).ok).toBe(valid);
      }),
    );
  });
});
