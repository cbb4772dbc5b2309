import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocate } from './allocation.ts';
import { Decimal } from './decimal.ts';
import {
  applyMovements,
  checkStockRowRemovable,
  moveMovements,
  outMovements,
  stockKey,
  type LedgerBalance,
  type StockMovement,
} from './ledger.ts';

const key = { skuId: 's', warehouseId: 'w1', batchNumber: 'B1' };
const show = (rows: readonly (LedgerBalance & { quantity: Decimal })[]) =>
  rows.map((r) => [r.warehouseId, r.batchNumber, r.quantity.toString()]);

describe('applyMovements', () => {
  it.each([
    ['stock in to a new row', [], [{ ...key, quantity: 5 }], [['w1', 'B1', '5.000']]],
    ['take out part', [{ ...key, quantity: 5 }], [{ ...key, quantity: '-2.5' }], [['w1', 'B1', '2.500']]],
    [
      'take out all, row stays at zero',
      [{ ...key, quantity: 5 }],
      [{ ...key, quantity: -5 }],
      [['w1', 'B1', '0.000']],
    ],
    [
      'out then in within one list',
      [{ ...key, quantity: 1 }],
      [
        { ...key, quantity: -1 },
        { ...key, quantity: 3 },
      ],
      [['w1', 'B1', '3.000']],
    ],
    [
      'new rows come after existing ones',
      [{ ...key, quantity: 1 }],
      [{ ...key, batchNumber: 'B0', quantity: 1 }],
      [
        ['w1', 'B1', '1.000'],
        ['w1', 'B0', '1.000'],
      ],
    ],
  ] as const)('%s', (_, balances, movements, expected) => {
    const result = applyMovements(balances, movements);
    expect(result.ok && show(result.value)).toEqual(expected);
  });

  it('refuses the whole list when any movement would go negative', () => {
    const movements = [
      { ...key, quantity: -1 },
      { ...key, batchNumber: 'B2', quantity: -1 },
    ];
    expect(applyMovements([{ ...key, quantity: 2 }], movements)).toEqual({
      ok: false,
      error: {
        code: 'Inventory:NegativeStock',
        params: { ...key, batchNumber: 'B2', quantity: 0, change: -1 },
      },
    });
  });

  const arbMovement = fc.record({
    skuId: fc.constantFrom('a', 'b'),
    warehouseId: fc.constantFrom('w1', 'w2'),
    batchNumber: fc.constantFrom('B1', 'B2'),
    quantity: fc.integer({ min: -5_000, max: 5_000 }).map((u) => Decimal.fromUnits(BigInt(u), 3)),
  });

  it('balance = Σ accepted movements, never negative; a refused movement changes nothing', () => {
    fc.assert(
      fc.property(fc.array(arbMovement, { maxLength: 40 }), (movements) => {
        let rows: (LedgerBalance & { quantity: Decimal })[] = [];
        const accepted: StockMovement[] = [];
        for (const movement of movements) {
          const result = applyMovements(rows, [movement]);
          if (!result.ok) continue;
          rows = result.value;
          accepted.push(movement);
        }
        for (const row of rows) {
          expect(row.quantity.isNegative()).toBe(false);
          const sum = Decimal.sum(
            accepted.filter((m) => stockKey(m) === stockKey(row)).map((m) => m.quantity),
          );
          expect(row.quantity.eq(sum)).toBe(true);
        }
      }),
    );
  });

  it('a list applies all or nothing', () => {
    fc.assert(
      fc.property(fc.array(arbMovement, { maxLength: 20 }), (movements) => {
        const whole = applyMovements([], movements);
        let rows: (LedgerBalance & { quantity: Decimal })[] = [];
        let everyStepOk = true;
        for (const m of movements) {
          const step = applyMovements(rows, [m]);
          if (!step.ok) {
            everyStepOk = false;
            break;
          }
          rows = step.value;
        }
        expect(whole.ok).toBe(everyStepOk);
        if (whole.ok) expect(show(whole.value)).toEqual(show(rows));
      }),
    );
  });
});

describe('movements from allocations', () => {
  const balances = [{ ...key, quantity: 3, cost: 1, stockInTime: '2026-01-01T00:00:00Z' }];
  const allocated = allocate(balances, [{ skuId: 's', count: 2 }], {
    today: '2026-01-02T00:00:00Z',
    timeZone: 'UTC',
  });
  const allocations = allocated.ok ? allocated.value : [];

  it('an Out takes exactly what was allocated', () => {
    const result = applyMovements(balances, outMovements(allocations));
    expect(result.ok && show(result.value)).toEqual([['w1', 'B1', '1.000']]);
  });

  it('a Move keeps the batch number and records the source batch', () => {
    const movements = moveMovements(allocations, 'w2');
    expect(movements[1]).toMatchObject({
      warehouseId: 'w2',
      batchNumber: 'B1',
      correlationBatchNumber: 'B1',
    });
    const result = applyMovements(balances, movements);
    expect(result.ok && show(result.value)).toEqual([
      ['w1', 'B1', '1.000'],
      ['w2', 'B1', '2.000'],
    ]);
  });
});

describe('checkStockRowRemovable', () => {
  it.each([
    [0, true],
    ['0.000', true],
    ['0.001', false],
  ])('quantity %s → removable %s', (quantity, removable) => {
    const result = checkStockRowRemovable({ ...key, quantity });
    expect(result.ok).toBe(removable);
    if (!result.ok) expect(result.error.code).toBe('Inventory:StockNotEmpty');
  });
});
