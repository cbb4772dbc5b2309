import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal, dec } from './decimal.ts';
import {
  batchCost,
  documentRate,
  fitsMoney,
  lineTotal,
  progressRate,
  purchaseTotal,
  sellTotals,
  totalCost,
  unitCost,
} from './totals.ts';
import { arbAmount } from './test-arbitraries.ts';

const arbLine = fc.record({ count: arbAmount(3, 10n ** 7n), price: arbAmount(4, 10n ** 8n) });

describe('lineTotal', () => {
  it.each([
    [2, '1.5', '3.00'],
    ['3', '0.3333', '1.00'],
    ['1', '1.005', '1.01'],
    ['0.001', '0.0049', '0.00'],
    ['1.5', '0.0033', '0.00'],
    ['1.5', '0.0034', '0.01'],
    ['12.345', '99.9999', '1234.50'],
    [0, '5', '0.00'],
  ])('%s × %s = %s', (count, price, total) => {
    expect(lineTotal(count, price).toString()).toBe(total);
  });

  it('is within half a cent of the exact product', () => {
    fc.assert(
      fc.property(arbLine, ({ count, price }) => {
        expect(lineTotal(count, price).sub(count.mul(price)).abs().lte('0.005')).toBe(true);
      }),
    );
  });
});

describe('purchaseTotal', () => {
  it('adds rounded line totals', () => {
    expect(purchaseTotal([]).toString()).toBe('0.00');
    expect(
      purchaseTotal([
        { count: 1, price: '1.005' },
        { count: 1, price: '1.005' },
      ]).toString(),
    ).toBe('2.02');
    expect(
      purchaseTotal([
        { count: 0.1, price: 0.2 },
        { count: 0.2, price: 0.1 },
      ]).toString(),
    ).toBe('0.04');
  });

  it('Σ line totals = invoice total, exactly, in any order', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 30 }), (lines) => {
        const total = purchaseTotal(lines);
        const sum = lines.reduce((acc, l) => acc.add(lineTotal(l.count, l.price)), Decimal.ZERO);
        expect(total.eq(sum)).toBe(true);
        expect(total.scale).toBe(2);
        expect(purchaseTotal([...lines].reverse()).eq(total)).toBe(true);
      }),
    );
  });
});

describe('sellTotals', () => {
  const lines = [
    { count: 2, price: '10' },
    { count: '1.5', price: '3.3333' },
  ];

  it.each([
    [0, '25.00', '0.00', '25.00'],
    ['5.5', '25.00', '5.50', '19.50'],
    ['25', '25.00', '25.00', '0.00'],
  ])('discount %s', (discount, subtotal, discountsPrice, totalPrice) => {
    const result = sellTotals(lines, discount);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.subtotal.toString()).toBe(subtotal);
    expect(result.value.discountsPrice.toString()).toBe(discountsPrice);
    expect(result.value.totalPrice.toString()).toBe(totalPrice);
  });

  it.each(['-0.01', '25.01', '1.001'])('refuses discount %s', (discount) => {
    expect(sellTotals(lines, discount)).toMatchObject({
      ok: false,
      error: { code: 'Inventory:InvalidDiscount', params: { subtotal: '25.00' } },
    });
  });

  it('without a discount equals the purchase total', () => {
    const result = sellTotals(lines);
    expect(result.ok && result.value.totalPrice.eq(purchaseTotal(lines))).toBe(true);
  });

  it('total + discount = Σ line totals for any valid discount', () => {
    fc.assert(
      fc.property(
        fc.array(arbLine, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 100 }),
        (ls, percent) => {
          const subtotal = purchaseTotal(ls);
          const discount = subtotal.mul(percent).div(100, 2, 'floor');
          const result = sellTotals(ls, discount);
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          expect(result.value.totalPrice.add(result.value.discountsPrice).eq(subtotal)).toBe(true);
          expect(result.value.totalPrice.isNegative()).toBe(false);
        },
      ),
    );
  });
});

describe('costs', () => {
  it.each([
    [{ count: 2, cost: '1.2345' }, '2.47'],
    [{ count: '0.5', cost: '0.01' }, '0.01'],
    [{ count: '0.4', cost: '0.01' }, '0.00'],
  ])('batchCost(%j) = %s', (consumed, expected) => {
    expect(batchCost(consumed).toString()).toBe(expected);
  });

  it('totalCost adds the batch costs', () => {
    expect(totalCost([]).toString()).toBe('0.00');
    expect(
      totalCost([
        { count: 2, cost: '1.2345' },
        { count: 3, cost: '0.5' },
      ]).toString(),
    ).toBe('3.97');
  });

  it.each([
    ['10.00', 3, '3.3333'],
    ['10.00', 4, '2.5000'],
    ['1.00', 0, '0.0000'],
  ])('unitCost(%s, %s) = %s', (cost, count, expected) => {
    expect(unitCost(cost, count).toString()).toBe(expected);
  });
});

describe('progressRate', () => {
  it.each([
    [0, 10, 0],
    [5, 10, 0.5],
    [10, 10, 1],
    [1, 3, 0.3333],
    [2, 3, 0.6667],
    [12, 10, 1],
    [1, 0, 0],
    [-1, 10, 0],
  ])('%s of %s → %s', (done, ordered, rate) => {
    expect(progressRate(done, ordered)).toBe(rate);
  });

  it('stays in 0..1 and reaches 1 exactly when done ≥ ordered', () => {
    fc.assert(
      fc.property(arbAmount(3, 10n ** 6n), arbAmount(3, 10n ** 6n, 1n), (done, ordered) => {
        const rate = progressRate(done, ordered);
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(1);
        if (done.gte(ordered)) expect(rate).toBe(1);
      }),
    );
  });

  it('documentRate weighs lines by count', () => {
    expect(documentRate([])).toBe(0);
    expect(
      documentRate([
        { count: 2, done: 1 },
        { count: dec(2), done: 2 },
      ]),
    ).toBe(0.75);
  });
});

describe('fitsMoney', () => {
  it('accepts amounts below 10^16 and refuses the rest, either sign', () => {
    expect(fitsMoney('9999999999999999.99')).toBe(true);
    expect(fitsMoney('-9999999999999999.99')).toBe(true);
    expect(fitsMoney('10000000000000000')).toBe(false);
    expect(fitsMoney('-10000000000000000.00')).toBe(false);
  });

  it('refuses a purchase whose lines are each valid but whose total is too large', () => {
    const line = { count: '99999999999.999', price: '9999.9999' };
    expect(fitsMoney(lineTotal(line.count, line.price))).toBe(true);
    expect(fitsMoney(purchaseTotal([line, line]))).toBe(true);
    expect(fitsMoney(purchaseTotal(Array.from({ length: 2000 }, () => line)))).toBe(false);
  });
});
