import { describe, expect, it } from 'vitest';
import { ExpirationStatus, type StockBatch, type StockSummary } from '@inventory/contracts';
import {
  batchesShown,
  batchValue,
  daysLeft,
  emptyWarehouses,
  rowValue,
  stockByWarehouse,
  stockTotals,
} from './stock-values.ts';

const batch = (over: Partial<StockBatch>): StockBatch => ({
  warehouseId: 'w1',
  warehouse: 'Main',
  batchNumber: 'B1',
  count: 1,
  unit: 'box',
  cost: 1,
  producedTime: null,
  expirationTime: null,
  expirationType: ExpirationStatus.Normal,
  ...over,
});
const row = (over: Partial<StockSummary>): StockSummary => ({
  id: 'r',
  skuId: 's',
  sku: 'Tea',
  count: 0,
  expirationType: ExpirationStatus.Normal,
  items: [],
  ...over,
});

describe('stock values', () => {
  it('values a batch at its own cost exactly, the standard cost when it has none', () => {
    // 0.1 × 3 in binary floating point is 0.30000000000000004.
    expect(batchValue(batch({ count: 3, cost: 0.1 })).toString()).toBe('0.30');
    expect(batchValue(batch({ count: 2, cost: null }), 1.005).toString()).toBe('2.01');
  });

  it('sums a row from its batches, or count × standard cost without them', () => {
    const tea = row({
      count: 3,
      cost: 9,
      items: [batch({ count: 1, cost: 2 }), batch({ count: 2, cost: 2.5 })],
    });
    expect(rowValue(tea).toString()).toBe('7.00');
    expect(rowValue(row({ count: 4, cost: 1.25 })).toString()).toBe('5.00');
  });

  it('totals count and value of the rows shown', () => {
    const totals = stockTotals([row({ count: 1.5, cost: 2 }), row({ count: 0.25, cost: 4 })]);
    expect(totals.count.toString()).toBe('1.75');
    expect(totals.value.toString()).toBe('4.00');
    expect(totals.rows).toBe(2);
  });

  it('counts days left as calendar days in the tenant zone', () => {
    const today = new Date('2026-03-01T20:00:00Z'); // 2 March in Shanghai, 1 March in UTC
    expect(daysLeft('2026-03-02T00:00:00Z', today, 'UTC')).toBe(1);
    expect(daysLeft('2026-03-02T00:00:00Z', today, 'Asia/Shanghai')).toBe(0);
    expect(daysLeft('2026-02-27T00:00:00Z', today, 'UTC')).toBe(-2);
    expect(daysLeft(null, today, 'UTC')).toBeNull();
  });

  it('names the warehouses whose every batch of the SKU is empty', () => {
    const tea = row({
      items: [
        batch({ warehouseId: 'w1', warehouse: 'Main', count: 0 }),
        batch({ warehouseId: 'w1', warehouse: 'Main', batchNumber: 'B2', count: 0 }),
        batch({ warehouseId: 'w2', warehouse: 'North', count: 0 }),
        batch({ warehouseId: 'w2', warehouse: 'North', batchNumber: 'B3', count: 5 }),
      ],
    });
    expect(emptyWarehouses(tea)).toEqual([{ id: 'w1', name: 'Main' }]);
  });

  it('sums per warehouse, counting SKUs and batches near or past expiry that still hold stock', () => {
    const rows = [
      row({
        skuId: 'a',
        items: [
          batch({ warehouseId: 'w1', count: 2, cost: 1, expirationType: ExpirationStatus.Expired }),
          batch({
            warehouseId: 'w2',
            warehouse: 'North',
            count: 0,
            expirationType: ExpirationStatus.Expired,
          }),
        ],
      }),
      row({ skuId: 'b', items: [batch({ warehouseId: 'w1', count: 3, cost: 2, expirationType: 1 })] }),
    ];
    const [main, north] = stockByWarehouse(rows);
    expect(main).toMatchObject({ warehouseId: 'w1', skus: 2, nearExpiry: 1, expired: 1 });
    expect(main?.count.toString()).toBe('5');
    expect(main?.value.toString()).toBe('8.00');
    expect(north).toMatchObject({ warehouseId: 'w2', skus: 0, expired: 0 });
  });

  it("shows a bounded row's batches and, for its empty warehouses, the empty batches of the complete row (ADR 062)", () => {
    const held = batch({ batchNumber: 'H1', count: 3 });
    const emptied = batch({ warehouseId: 'w2', warehouse: 'North', batchNumber: 'E1', count: 0 });
    const complete = { items: [held, batch({ batchNumber: 'H2', count: 1 }), emptied] };
    const empties = emptyWarehouses(complete);
    expect(batchesShown({ items: [held], moreBatches: true }, complete, empties)).toEqual([held, emptied]);
    // The spec's answer (no moreBatches) already holds every batch row; nothing is added.
    expect(batchesShown({ items: complete.items }, complete, empties)).toEqual(complete.items);
    // Before the complete rows are read, only what was answered.
    expect(batchesShown({ items: [held], moreBatches: false }, undefined, [])).toEqual([held]);
  });
});
