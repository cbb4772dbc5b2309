import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { StockBalance } from './allocation.ts';
import { Decimal } from './decimal.ts';
import { availableBySku, checkGroupStock, proposeProductionMaterials } from './kits.ts';

const today = '2026-11-22T09:00:00Z';
const stock = (
  skuId: string,
  batchNumber: string,
  quantity: number,
  extra: Partial<StockBalance> = {},
): StockBalance => ({
  skuId,
  batchNumber,
  quantity,
  warehouseId: 'w1',
  cost: '2.0000',
  producedTime: '2026-11-01T00:00:00Z',
  expirationTime: '2027-01-01T00:00:00Z',
  stockInTime: '2026-11-01T00:00:00Z',
  ...extra,
});

describe('availableBySku', () => {
  const balances = [
    stock('a', 'A1', 5),
    stock('a', 'A2', 3, { warehouseId: 'w2' }),
    stock('a', 'A3', 7, { expirationTime: '2026-11-21T00:00:00Z' }),
    stock('b', 'B1', 0),
  ];

  it.each([
    [{}, [['a', '8']]],
    [{ warehouseId: 'w2' }, [['a', '3']]],
    [{ allowExpired: true }, [['a', '15']]],
  ])('%j', (scope, expected) => {
    const totals = availableBySku(balances, { today, timeZone: 'UTC', ...scope });
    expect([...totals].map(([sku, q]) => [sku, q.toString()])).toEqual(expected);
  });
});

describe('checkGroupStock (§7)', () => {
  const components = [
    { skuId: 'a', number: 2 },
    { skuId: 'b', number: '0.5' },
  ];

  it.each([
    [3, { a: 10, b: 10 }, 5, []],
    [3, { a: 5, b: 10 }, 2, ['a']],
    [3, { a: 10, b: 1 }, 2, ['b']],
    [3, { a: 0 }, 0, ['a', 'b']],
    [1, { a: '2.999', b: '0.5' }, 1, []],
    [0, {}, 0, []],
  ])('count %s with %j → maxCount %i, short %j', (count, available, maxCount, short) => {
    const check = checkGroupStock(components, count, new Map(Object.entries(available)));
    expect(check.maxCount).toBe(maxCount);
    expect(check.shortages.map((s) => s.skuId)).toEqual(short);
  });

  it('reports each need as number × count', () => {
    const check = checkGroupStock(components, 3, new Map([['a', 5]]));
    expect(check.lines.map((l) => [l.skuId, l.need.toString(), l.available.toString(), l.enough])).toEqual([
      ['a', '6.000', '5', false],
      ['b', '1.500', '0', false],
    ]);
  });

  it('rounds a fractional need up, merges repeated components, and has no count without components', () => {
    expect(
      checkGroupStock([{ skuId: 'a', number: '0.333' }], '0.5', new Map()).lines[0]?.need.toString(),
    ).toBe('0.167');
    expect(
      checkGroupStock(
        [
          { skuId: 'a', number: 1 },
          { skuId: 'a', number: 2 },
        ],
        1,
        new Map([['a', 7]]),
      ).lines,
    ).toHaveLength(1);
    expect(
      checkGroupStock(
        [
          { skuId: 'a', number: 1 },
          { skuId: 'a', number: 2 },
        ],
        1,
        new Map([['a', 7]]),
      ).maxCount,
    ).toBe(2);
    expect(checkGroupStock([], 1, new Map()).maxCount).toBe(0);
  });

  it('maxCount is the largest count with no shortage', () => {
    const component = fc.record({
      skuId: fc.constantFrom('a', 'b', 'c'),
      number: fc.integer({ min: 1, max: 5_000 }).map((u) => Decimal.fromUnits(BigInt(u), 3)),
    });
    const available = fc.dictionary(
      fc.constantFrom('a', 'b', 'c'),
      fc.integer({ min: 0, max: 100_000 }).map((u) => Decimal.fromUnits(BigInt(u), 3)),
    );
    fc.assert(
      fc.property(fc.array(component, { minLength: 1, maxLength: 4 }), available, (components, stock) => {
        const map = new Map(Object.entries(stock));
        const { maxCount } = checkGroupStock(components, 1, map);
        expect(checkGroupStock(components, maxCount, map).shortages).toEqual([]);
        expect(checkGroupStock(components, maxCount + 1, map).shortages.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('proposeProductionMaterials', () => {
  const components = [
    { skuId: 'a', number: 2 },
    { skuId: 'b', number: 1 },
  ];
  const balances = [
    stock('a', 'A-late', 10, { expirationTime: '2027-06-01T00:00:00Z' }),
    stock('a', 'A-early', 3, { expirationTime: '2026-12-01T00:00:00Z' }),
    stock('a', 'A-old', 50, { expirationTime: '2026-11-01T00:00:00Z' }),
    stock('b', 'B1', 4),
  ];
  const options = { today, timeZone: 'UTC', warehouseId: 'w1' };

  it('proposes FEFO batches for every component, skipping expired ones', () => {
    const proposal = proposeProductionMaterials(components, 4, balances, options);
    expect(proposal.items.map((i) => [i.requestIndex, i.batchNumber, i.count.toString()])).toEqual([
      [0, 'A-early', '3.000'],
      [0, 'A-late', '5.000'],
      [1, 'B1', '4.000'],
    ]);
    expect(proposal.check.maxCount).toBe(4);
    expect(proposal.shortages).toEqual([]);
  });

  it('proposes what there is and names the shortage', () => {
    const proposal = proposeProductionMaterials(components, 5, balances, options);
    expect(proposal.check.maxCount).toBe(4);
    expect(proposal.check.shortages.map((s) => [s.skuId, s.need.toString(), s.available.toString()])).toEqual(
      [['b', '5.000', '4']],
    );
    expect(proposal.shortages).toEqual([
      { skuId: 'b', warehouseId: 'w1', batchNumber: null, wanted: 5, available: 4 },
    ]);
    expect(proposal.items.filter((i) => i.skuId === 'b').map((i) => i.count.toString())).toEqual(['4.000']);
  });
});
