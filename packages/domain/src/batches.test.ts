import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkBatchDates } from './batches.ts';

const existing = { producedTime: '2026-11-01T00:00:00Z', expirationTime: '2026-12-01T00:00:00Z' };

describe('checkBatchDates (§3)', () => {
  it.each([
    ['a new batch', null, { producedTime: '2020-01-01T00:00:00Z' }, true],
    ['the same dates', existing, { ...existing }, true],
    [
      'the same instants written differently',
      existing,
      { producedTime: '2026-11-01T08:00:00+08:00', expirationTime: '2026-12-01T00:00:00.000Z' },
      true,
    ],
    ['another produced date', existing, { ...existing, producedTime: '2026-11-02T00:00:00Z' }, false],
    ['a missing expiration', existing, { producedTime: existing.producedTime }, false],
    ['both without dates', {}, { producedTime: null, expirationTime: undefined }, true],
  ])('%s → %s', (_, before, incoming, accepted) => {
    const result = checkBatchDates('sku', 'B1', before, incoming);
    expect(result.ok).toBe(accepted);
    if (!result.ok)
      expect(result.error).toEqual({
        code: 'Inventory:BatchDatesMismatch',
        params: { skuId: 'sku', batchNumber: 'B1' },
      });
  });

  it('accepts exactly equal instants', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 4e12 }), (a, b) => {
        expect(checkBatchDates('s', 'b', { producedTime: a }, { producedTime: b }).ok).toBe(a === b);
      }),
    );
  });
});
