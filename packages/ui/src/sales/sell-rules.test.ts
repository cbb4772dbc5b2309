import { describe, expect, it } from 'vitest';
import { crossLineProblems, sellBody, type SellLineValues, typedSellTotals } from './sell-form-values.ts';
import { linePreviews, shortagesOf, stockNeeds, type StockCheck } from './stock-checks.ts';

const line = (skuId: string | null, count: string, price = '1', batchNumber = ''): SellLineValues => ({
  itemId: null,
  skuId,
  count,
  price,
  batchNumber,
});

const check = (available: number, batches: [string, number, string | null][]): StockCheck => ({
  skuName: 'Tea',
  available,
  batches: batches.map(([batchNumber, count, expirationTime]) => ({
    batchNumber,
    count,
    expirationTime,
    warehouse: 'Main',
  })),
  elsewhere: [],
});

describe('a sale as typed', () => {
  it('totals the lines, less the discount, as the server does (half-up per line)', () => {
    const totals = typedSellTotals([line('a', '3', '1.005'), line('b', '1', '0.005')], '0.02');
    expect([totals.subtotal.toFixed(2), totals.discount.toFixed(2), totals.total?.toFixed(2)]).toEqual([
      '3.03',
      '0.02',
      '3.01',
    ]);
  });

  it('names a discount above the lines and the same SKU from the same named batch twice', () => {
    const problems = crossLineProblems({
      lines: [line('a', '1', '5', 'B1'), line('a', '1', '5', 'B1'), line('a', '1', '5')],
      discountsPrice: '15.01',
    });
    expect(problems.discount).toContain('sales:editor.discountTooHigh');
    expect(problems.sameBatch.map((group) => group.lines)).toEqual([[0, 1]]);
    expect(crossLineProblems({ lines: [line('a', '1', '5')], discountsPrice: '5' })).toEqual({
      discount: undefined,
      sameBatch: [],
    });
  });

  it('wants each SKU once over its lines, leaving named batches to the server', () => {
    const needs = stockNeeds([
      line('a', '2'),
      line('a', '3.5'),
      line('b', '1', '1', 'B9'),
      line(null, '4'),
      line('c', ''),
    ]);
    expect([...needs].map(([sku, count]) => [sku, count.toString()])).toEqual([['a', '5.5']]);
  });

  it('hands the FEFO batches to the lines in order and lists every shortage at once', () => {
    const lines = [line('a', '30'), line('a', '80'), line('b', '5')];
    const checks = new Map([
      [
        'a',
        check(120, [
          ['B1', 100, '2026-03-20T00:00:00Z'],
          ['B2', 10, null],
        ]),
      ],
      ['b', { ...check(2, []), skuName: 'Cracker' }],
    ]);
    const previews = linePreviews(lines, checks);
    expect(previews.map((taken) => taken.map((b) => `${b.batchNumber}:${b.count}`))).toEqual([
      ['B1:30'],
      ['B1:70', 'B2:10'],
      [],
    ]);
    const shortages = shortagesOf(stockNeeds(lines), new Map([...checks, ['a', check(100, [])]]));
    expect(shortages.map((s) => [s.sku, s.wanted.toString(), s.available.toString()])).toEqual([
      ['Tea', '110', '100'],
      ['Cracker', '5', '2'],
    ]);
  });

  it('sends the numbers the contract takes and delivers only when a warehouse is chosen', () => {
    const values = {
      marketingChannel: ' Shop ',
      sellTime: '2026-03-02T08:00:00.000Z',
      warehouseId: 'w1',
      discountsPrice: '1',
      remarks: '',
      lines: [line('a', '3', '1.005')],
    };
    const draft = sellBody(values, undefined, { submit: false, deliverFrom: 'w1' });
    expect(draft).toMatchObject({ isSubmit: false, isCreateOutStockInvoice: false, warehouseId: null });
    expect(draft).toMatchObject({
      marketingChannel: 'Shop',
      remarks: null,
      discountsPrice: 1,
      totalPrice: 2.02,
    });
    expect(draft.items).toEqual([
      { itemId: null, skuId: 'a', count: 3, price: 1.005, batchNumber: null, warehouseId: 'w1' },
    ]);
    expect(sellBody(values, undefined, { submit: true, deliverFrom: 'w1' })).toMatchObject({
      isSubmit: true,
      isCreateOutStockInvoice: true,
      warehouseId: 'w1',
    });
  });
});
