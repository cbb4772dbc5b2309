import { describe, expect, it } from 'vitest';
import { saleSnapshot } from '../../src/modules/dashboard/sales-figures.repository.ts';

// The one place that decides what a sale adds to the sales trend (ADR 059), used by the read back (`readSales`) and
// by the save that knows what it wrote (`writtenSaleFigures`). The maintained-figures suite compares both paths with
// the direct computation over the database; this pins the rule itself.

const header = {
  tenantId: '00000000-0000-0000-0000-000000000001',
  state: 1,
  saleTime: new Date('2026-11-27T10:00:00Z'),
  totalPrice: '10.02',
  totalCost: '3.50',
};

describe('what a sale contributes to the trend', () => {
  it('sums each SKU’s lines, rounding every line total to cents before the sum', () => {
    const snapshot = saleSnapshot(header, [
      { skuId: 'a', count: '1.000', price: '0.0050', cost: '1.25' },
      { skuId: 'b', count: '2.500', price: '4.0000', cost: null },
      { skuId: 'a', count: '1.000', price: '0.0050', cost: '2.25' },
    ]);
    expect(snapshot.state).toBe(1);
    expect(snapshot.totalPrice).toBe('10.02');
    expect([...snapshot.skus.keys()]).toEqual(['a', 'b']);
    const a = snapshot.skus.get('a')!;
    expect([a.lines, Number(a.count), Number(a.revenue), Number(a.cost)]).toEqual(['2', 2, 0.02, 3.5]);
    const b = snapshot.skus.get('b')!;
    expect([b.lines, Number(b.count), Number(b.revenue), Number(b.cost)]).toEqual(['1', 2.5, 10, 0]);
  });

  it('counts a sale without lines with its header alone', () => {
    expect(saleSnapshot(header, []).skus.size).toBe(0);
  });
});
