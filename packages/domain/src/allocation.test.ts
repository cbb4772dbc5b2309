import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  allocate,
  planAllocation,
  type Allocation,
  type AllocationOptions,
  type AllocationRequest,
  type StockBalance,
} from './allocation.ts';
import { Decimal } from './decimal.ts';

const today = '2026-11-22T09:00:00Z';
const options: AllocationOptions = { today, timeZone: 'UTC' };

function balance(partial: Partial<StockBalance> & { batchNumber: string }): StockBalance {
  return {
    skuId: 'apple',
    warehouseId: 'w1',
    quantity: 10,
    cost: '1.5',
    producedTime: '2026-11-01T00:00:00Z',
    expirationTime: '2027-01-01T00:00:00Z',
    stockInTime: '2026-11-02T00:00:00Z',
    ...partial,
  };
}

function picked(allocations: readonly Allocation[]): [number, string, string, string][] {
  return allocations.map((a) => [a.requestIndex, a.warehouseId, a.batchNumber, a.count.toString()]);
}

function mustAllocate(balances: StockBalance[], requests: AllocationRequest[], opts = options) {
  const result = allocate(balances, requests, opts);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return picked(result.value);
}

describe('allocate: FEFO order (§5)', () => {
  it('takes the earliest expiration first and splits a line over batches', () => {
    const stock = [
      balance({ batchNumber: 'late', expirationTime: '2027-06-01T00:00:00Z' }),
      balance({ batchNumber: 'early', expirationTime: '2026-12-01T00:00:00Z', quantity: 4 }),
    ];
    expect(mustAllocate(stock, [{ skuId: 'apple', count: 6 }])).toEqual([
      [0, 'w1', 'early', '4.000'],
      [0, 'w1', 'late', '2.000'],
    ]);
  });

  it.each([
    ['no expiration date goes last', { expirationTime: null }, {}, 'B'],
    ['earlier produced wins a tie', { producedTime: '2026-10-01T00:00:00Z' }, {}, 'A'],
    ['no produced date goes last on a tie', { producedTime: null }, {}, 'B'],
    ['earlier stock-in wins a tie', {}, { stockInTime: '2026-11-01T00:00:00Z' }, 'B'],
    ['batch number breaks a full tie', {}, {}, 'A'],
  ])('%s', (_, a: Partial<StockBalance>, b: Partial<StockBalance>, first) => {
    const stock = [balance({ ...a, batchNumber: 'A' }), balance({ ...b, batchNumber: 'B' })];
    expect(mustAllocate(stock, [{ skuId: 'apple', count: 1 }])[0]?.[2]).toBe(first);
  });

  it('compares instants, not their text, when offsets differ', () => {
    const stock = [
      balance({ batchNumber: 'utc', expirationTime: '2026-12-01T01:00:00Z' }),
      balance({ batchNumber: 'east', expirationTime: '2026-12-01T08:30:00+08:00' }),
    ];
    expect(mustAllocate(stock, [{ skuId: 'apple', count: 1 }])[0]?.[2]).toBe('east');
  });

  it('lets lines of one SKU share the pool in line order', () => {
    const stock = [
      balance({ batchNumber: 'A', quantity: 3 }),
      balance({ batchNumber: 'B', quantity: 5, expirationTime: null }),
    ];
    expect(
      mustAllocate(stock, [
        { skuId: 'apple', count: 2 },
        { skuId: 'apple', count: 4 },
      ]),
    ).toEqual([
      [0, 'w1', 'A', '2.000'],
      [1, 'w1', 'A', '1.000'],
      [1, 'w1', 'B', '3.000'],
    ]);
  });

  it('serves named batches before free lines take them', () => {
    const stock = [
      balance({ batchNumber: 'A', quantity: 3 }),
      balance({ batchNumber: 'B', quantity: 3, expirationTime: null }),
    ];
    expect(
      mustAllocate(stock, [
        { skuId: 'apple', count: 3 },
        { skuId: 'apple', count: 3, batchNumber: 'A' },
      ]),
    ).toEqual([
      [0, 'w1', 'B', '3.000'],
      [1, 'w1', 'A', '3.000'],
    ]);
  });

  it('limits to the line warehouse, else the document warehouse', () => {
    const stock = [
      balance({ batchNumber: 'A', warehouseId: 'w1' }),
      balance({ batchNumber: 'B', warehouseId: 'w2', expirationTime: null }),
    ];
    expect(mustAllocate(stock, [{ skuId: 'apple', count: 1 }], { ...options, warehouseId: 'w2' })).toEqual([
      [0, 'w2', 'B', '1.000'],
    ]);
    expect(mustAllocate(stock, [{ skuId: 'apple', count: 1, warehouseId: 'w2' }])).toEqual([
      [0, 'w2', 'B', '1.000'],
    ]);
  });

  it('carries the batch cost and dates', () => {
    const result = allocate(
      [balance({ batchNumber: 'A', cost: '2.3456' })],
      [{ skuId: 'apple', count: '1.5' }],
      options,
    );
    expect(result.ok && result.value[0]).toMatchObject({
      skuId: 'apple',
      producedTime: '2026-11-01T00:00:00.000Z',
      expirationTime: '2027-01-01T00:00:00.000Z',
    });
    expect(result.ok && result.value[0]?.cost.toString()).toBe('2.3456');
  });

  it('allocates nothing for a zero count and no lines at all', () => {
    expect(mustAllocate([balance({ batchNumber: 'A' })], [{ skuId: 'apple', count: 0 }])).toEqual([]);
    expect(mustAllocate([], [])).toEqual([]);
  });

  it('treats negative counts and quantities finer than 3 decimals as broken invariants', () => {
    expect(() => allocate([], [{ skuId: 'apple', count: -1 }], options)).toThrow(RangeError);
    expect(() => allocate([], [{ skuId: 'apple', count: '0.0001' }], options)).toThrow(RangeError);
  });
});

describe('allocate: expiry (§4)', () => {
  const stock = [
    balance({ batchNumber: 'old', expirationTime: '2026-11-21T23:59:59Z', quantity: 5 }),
    balance({ batchNumber: 'today', expirationTime: '2026-11-22T00:00:00Z', quantity: 5 }),
  ];

  it('skips expired batches; expiring today is still sellable', () => {
    expect(mustAllocate(stock, [{ skuId: 'apple', count: 5 }])).toEqual([[0, 'w1', 'today', '5.000']]);
    expect(allocate(stock, [{ skuId: 'apple', count: 6 }], options)).toEqual({
      ok: false,
      error: {
        code: 'Inventory:StockShortage',
        params: {
          shortages: [{ skuId: 'apple', warehouseId: null, batchNumber: null, wanted: 6, available: 5 }],
        },
      },
    });
  });

  it('refuses an expired batch named for a sale or production', () => {
    expect(allocate(stock, [{ skuId: 'apple', count: 1, batchNumber: 'old' }], options)).toEqual({
      ok: false,
      error: {
        code: 'Inventory:BatchExpired',
        params: { batches: [{ skuId: 'apple', batchNumber: 'old' }] },
      },
    });
  });

  it('lets a write-off take expired stock, oldest first', () => {
    const writeOff = { ...options, allowExpired: true };
    expect(mustAllocate(stock, [{ skuId: 'apple', count: 6 }], writeOff)).toEqual([
      [0, 'w1', 'old', '5.000'],
      [0, 'w1', 'today', '1.000'],
    ]);
    expect(mustAllocate(stock, [{ skuId: 'apple', count: 1, batchNumber: 'old' }], writeOff)).toEqual([
      [0, 'w1', 'old', '1.000'],
    ]);
  });

  it('uses the tenant zone for "today"', () => {
    const shanghai = { today: '2026-11-22T17:00:00Z', timeZone: 'Asia/Shanghai' };
    expect(allocate(stock, [{ skuId: 'apple', count: 1 }], shanghai).ok).toBe(false);
  });
});

describe('allocate: shortages', () => {
  it('names every shortage and takes nothing', () => {
    const stock = [
      balance({ batchNumber: 'A', quantity: 2 }),
      balance({ batchNumber: 'P', skuId: 'pear', quantity: 1 }),
    ];
    const result = allocate(
      stock,
      [
        { skuId: 'apple', count: 1 },
        { skuId: 'pear', count: 3 },
        { skuId: 'apple', count: 2 },
        { skuId: 'kiwi', count: '0.5' },
        { skuId: 'apple', count: 1, batchNumber: 'Z' },
      ],
      options,
    );
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'Inventory:StockShortage',
        params: {
          shortages: [
            { skuId: 'apple', warehouseId: null, batchNumber: null, wanted: 3, available: 2 },
            { skuId: 'pear', warehouseId: null, batchNumber: null, wanted: 3, available: 1 },
            { skuId: 'kiwi', warehouseId: null, batchNumber: null, wanted: 0.5, available: 0 },
            { skuId: 'apple', warehouseId: null, batchNumber: 'Z', wanted: 1, available: 0 },
          ],
        },
      },
    });
  });

  it('planAllocation reports the partial plan a proposal can show', () => {
    const plan = planAllocation(
      [balance({ batchNumber: 'A', quantity: 2 })],
      [{ skuId: 'apple', count: 3 }],
      options,
    );
    expect(picked(plan.allocations)).toEqual([[0, 'w1', 'A', '2.000']]);
    expect(plan.shortages).toHaveLength(1);
  });
});

// ---- properties over random stock and requests ----

const SKUS = ['a', 'b', 'c'];
const TODAY_MS = Date.parse(today);
const DAY = 86_400_000;
const arbInstant = fc.integer({ min: -60, max: 60 }).map((d) => new Date(TODAY_MS + d * DAY).toISOString());
const arbOptionalInstant = fc.option(arbInstant, { nil: null });
const arbBalances = fc.uniqueArray(
  fc.record({
    skuId: fc.constantFrom(...SKUS),
    warehouseId: fc.constantFrom('w1', 'w2'),
    batchNumber: fc.constantFrom('B1', 'B2', 'B3', 'B4', 'B5'),
    quantity: fc.integer({ min: 0, max: 20_000 }).map((u) => Decimal.fromUnits(BigInt(u), 3).toString()),
    cost: fc.constant('1.0000'),
    producedTime: arbOptionalInstant,
    expirationTime: arbOptionalInstant,
    stockInTime: arbInstant,
  }),
  { selector: (b) => `${b.skuId}/${b.warehouseId}/${b.batchNumber}`, maxLength: 20 },
);
const arbRequest = (scoped: boolean) =>
  fc.record({
    skuId: fc.constantFrom(...SKUS),
    count: fc.integer({ min: 1, max: 15_000 }).map((u) => Decimal.fromUnits(BigInt(u), 3).toNumber()),
    batchNumber: scoped
      ? fc.option(fc.constantFrom('B1', 'B2', 'B6'), { nil: undefined })
      : fc.constant(undefined),
    warehouseId: scoped ? fc.option(fc.constantFrom('w1', 'w2'), { nil: undefined }) : fc.constant(undefined),
  });

const isExpired = (b: StockBalance) =>
  b.expirationTime != null && Date.parse(String(b.expirationTime)) < Date.parse('2026-11-22T00:00:00Z');
const keyOf = (x: { skuId: string; warehouseId: string; batchNumber: string }) =>
  `${x.skuId}/${x.warehouseId}/${x.batchNumber}`;

function takenPerBalance(allocations: readonly Allocation[]): Map<string, Decimal> {
  const taken = new Map<string, Decimal>();
  for (const a of allocations) taken.set(keyOf(a), (taken.get(keyOf(a)) ?? Decimal.ZERO).add(a.count));
  return taken;
}

describe('allocate: properties', () => {
  const arbCase = fc.tuple(arbBalances, fc.array(arbRequest(true), { maxLength: 8 }));

  it('never takes more than a batch holds, never an expired batch, and each line gets exactly its count', () => {
    fc.assert(
      fc.property(arbCase, ([balances, requests]) => {
        const result = allocate(balances, requests, options);
        if (!result.ok) return;
        const byKey = new Map(balances.map((b) => [keyOf(b), b]));
        for (const [key, taken] of takenPerBalance(result.value)) {
          const source = byKey.get(key);
          expect(source && taken.lte(source.quantity)).toBe(true);
          expect(source && isExpired(source)).toBe(false);
        }
        requests.forEach((r, i) => {
          const served = Decimal.sum(result.value.filter((a) => a.requestIndex === i).map((a) => a.count));
          expect(served.eq(r.count)).toBe(true);
        });
      }),
    );
  });

  it('a refusal names shortages where less was available than wanted', () => {
    fc.assert(
      fc.property(arbCase, ([balances, requests]) => {
        const result = allocate(balances, requests, options);
        if (result.ok) return;
        if (result.error.code === 'Inventory:BatchExpired') {
          for (const named of result.error.params.batches) {
            expect(
              balances.some(
                (b) => b.skuId === named.skuId && b.batchNumber === named.batchNumber && isExpired(b),
              ),
            ).toBe(true);
          }
          return;
        }
        expect(result.error.params.shortages.length).toBeGreaterThan(0);
        for (const s of result.error.params.shortages) expect(s.available).toBeLessThan(s.wanted);
      }),
    );
  });

  it('is deterministic and independent of the order balances arrive in', () => {
    fc.assert(
      fc.property(arbCase, ([balances, requests]) => {
        const first = allocate(balances, requests, options);
        expect(allocate(balances, requests, options)).toEqual(first);
        expect(allocate([...balances].reverse(), requests, options)).toEqual(first);
      }),
    );
  });

  it('free lines succeed exactly when each SKU has enough unexpired stock in total (one shared pool)', () => {
    fc.assert(
      fc.property(arbBalances, fc.array(arbRequest(false), { maxLength: 8 }), (balances, requests) => {
        const enough = SKUS.every((sku) => {
          const wanted = Decimal.sum(requests.filter((r) => r.skuId === sku).map((r) => r.count));
          const stock = Decimal.sum(
            balances.filter((b) => b.skuId === sku && !isExpired(b)).map((b) => b.quantity),
          );
          return wanted.lte(stock);
        });
        expect(allocate(balances, requests, options).ok).toBe(enough);
      }),
    );
  });

  it('free lines consume a FEFO prefix: any batch touched means every earlier one is used up', () => {
    const fefoKey = (b: StockBalance) => [
      b.expirationTime == null ? Infinity : Date.parse(b.expirationTime as string),
      b.producedTime == null ? Infinity : Date.parse(b.producedTime as string),
      Date.parse(b.stockInTime as string),
    ];
    const before = (x: StockBalance, y: StockBalance) => {
      const [a, b] = [fefoKey(x), fefoKey(y)];
      for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] ?? 0) < (b[i] ?? 0);
      return false;
    };
    fc.assert(
      fc.property(arbBalances, fc.array(arbRequest(false), { maxLength: 8 }), (balances, requests) => {
        const result = allocate(balances, requests, options);
        if (!result.ok) return;
        const taken = takenPerBalance(result.value);
        const eligible = balances.filter((b) => !isExpired(b) && Decimal.from(b.quantity).isPositive());
        for (const used of eligible.filter((b) => taken.has(keyOf(b)))) {
          for (const earlier of eligible.filter((b) => b.skuId === used.skuId && before(b, used))) {
            expect(taken.get(keyOf(earlier))?.eq(earlier.quantity)).toBe(true);
          }
        }
      }),
    );
  });

  it('a write-off may take expired stock, a sale never', () => {
    fc.assert(
      fc.property(arbCase, ([balances, requests]) => {
        const sale = planAllocation(balances, requests, options);
        const writeOff = planAllocation(balances, requests, { ...options, allowExpired: true });
        const expiredKeys = new Set(balances.filter(isExpired).map(keyOf));
        expect(sale.allocations.some((a) => expiredKeys.has(keyOf(a)))).toBe(false);
        expect(writeOff.expired).toEqual([]);
      }),
    );
  });
});
