import { describe, expect, it } from 'vitest';
import { fefoFill, leftAfter, pickProgress, type PickerBatch, skuShortages } from './batch-fill.ts';

const today = new Date('2026-03-02T08:00:00.000Z');
const scope = { skuId: 'tea', warehouseId: 'main', today, timeZone: 'Asia/Shanghai' };
const batches: PickerBatch[] = [
  {
    batchNumber: 'LATE',
    count: 50,
    producedTime: '2026-02-20T00:00:00Z',
    expirationTime: '2026-09-01T00:00:00Z',
  },
  {
    batchNumber: 'EXPIRED',
    count: 30,
    producedTime: '2025-12-01T00:00:00Z',
    expirationTime: '2026-02-20T00:00:00Z',
  },
  {
    batchNumber: 'SOON',
    count: 100,
    producedTime: '2026-02-01T00:00:00Z',
    expirationTime: '2026-03-20T00:00:00Z',
  },
];

describe('fefoFill', () => {
  it('takes the first to expire first, splits over batches and never suggests an expired one', () => {
    const fill = fefoFill(batches, '120', scope);
    expect(fill.picks).toEqual([
      { batchNumber: 'SOON', count: '100' },
      { batchNumber: 'LATE', count: '20' },
    ]);
    expect(fill.short.isZero()).toBe(true);
  });

  it('reports what no unexpired batch can give instead of refusing', () => {
    const fill = fefoFill(batches, '170', scope);
    expect(fill.picks.map((p) => p.count)).toEqual(['100', '50']);
    expect(fill.short.toString()).toBe('20');
  });

  it('fills nothing while the count is empty or not a number', () => {
    expect(fefoFill(batches, '', scope).picks).toEqual([]);
    expect(fefoFill(batches, '1.2.3', scope).picks).toEqual([]);
  });

  it('leaves what other lines take to them', () => {
    const left = leftAfter(batches, [{ batchNumber: 'SOON', count: '90' }]);
    expect(fefoFill(left, '20', scope).picks).toEqual([
      { batchNumber: 'SOON', count: '10' },
      { batchNumber: 'LATE', count: '10' },
    ]);
  });
});

describe('pickProgress', () => {
  it('shows selected, remaining and what is over, exactly', () => {
    const half = pickProgress('10', [{ batchNumber: 'A', count: '4.5' }]);
    expect([half.selected.toString(), half.remaining.toString(), half.over.toString()]).toEqual([
      '4.5',
      '5.5',
      '0',
    ]);
    const over = pickProgress('10', [
      { batchNumber: 'A', count: '8' },
      { batchNumber: 'B', count: '3' },
    ]);
    expect([over.remaining.toString(), over.over.toString()]).toEqual(['0', '1']);
  });
});

describe('skuShortages', () => {
  const isExpired = (batch: PickerBatch) => batch.batchNumber === 'EXPIRED';
  const line = (count: string, picks: { batchNumber: string; count: string }[] = []) => ({
    skuId: 'tea',
    count,
    picks,
  });

  it('names an SKU whose lines together want more than its unexpired batches hold', () => {
    const short = skuShortages([line('100'), line('60')], () => batches, isExpired, false);
    expect(short.map((s) => [s.skuId, s.wanted.toString(), s.available.toString()])).toEqual([
      ['tea', '160', '150'],
    ]);
    expect(skuShortages([line('150')], () => batches, isExpired, false)).toEqual([]);
  });

  it('counts an expired batch only for a write-off that chose it', () => {
    const picked = [line('170', [{ batchNumber: 'EXPIRED', count: '20' }])];
    expect(skuShortages(picked, () => batches, isExpired, true)).toEqual([]);
    expect(skuShortages(picked, () => batches, isExpired, false)).toHaveLength(1);
  });

  it('says nothing of an SKU whose batches are not known yet', () => {
    expect(skuShortages([line('999')], () => undefined, isExpired, false)).toEqual([]);
  });
});
