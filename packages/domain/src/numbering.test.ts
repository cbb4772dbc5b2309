import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { StockType } from './enums.ts';
import {
  dayKey,
  documentPrefix,
  formatBatchNumber,
  formatDocumentNumber,
  type DocumentKind,
} from './numbering.ts';

describe('documentPrefix', () => {
  it.each<[DocumentKind, StockType | undefined, string]>([
    ['purchase', undefined, 'PO'],
    ['sell', undefined, 'SO'],
    ['production', undefined, 'MO'],
    ['warehouse', StockType.In, 'IN'],
    ['warehouse', StockType.Out, 'OUT'],
    ['warehouse', StockType.Move, 'MV'],
  ])('%s %s → %s', (kind, stockType, prefix) => {
    expect(documentPrefix(kind, stockType)).toBe(prefix);
  });
});

describe('formatDocumentNumber', () => {
  it.each([
    ['PO', '2026-11-22T08:00:00Z', 'UTC', 1, 'PO-20261122-0001'],
    ['OUT', '2026-11-22T08:00:00Z', 'UTC', 9999, 'OUT-20261122-9999'],
    ['MV', '2026-11-22T08:00:00Z', 'UTC', 10000, 'MV-20261122-10000'],
    ['SO', '2026-11-21T20:00:00Z', 'Asia/Shanghai', 42, 'SO-20261122-0042'],
    ['MO', '2026-11-22T03:00:00Z', 'America/New_York', 3, 'MO-20261121-0003'],
  ] as const)('%s at %s in %s #%i → %s', (prefix, instant, zone, counter, expected) => {
    expect(formatDocumentNumber(prefix, instant, zone, counter)).toBe(expected);
  });

  it.each([0, -1, 1.5, NaN])('refuses counter %s', (counter) => {
    expect(() => formatDocumentNumber('PO', '2026-11-22T08:00:00Z', 'UTC', counter)).toThrow(RangeError);
  });

  it('distinct counters on a day give distinct, well-formed numbers', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 99_999 }), { maxLength: 50 }), (counters) => {
        const numbers = counters.map((c) => formatDocumentNumber('IN', '2026-01-05T00:00:00Z', 'UTC', c));
        expect(new Set(numbers).size).toBe(counters.length);
        for (const n of numbers) expect(n).toMatch(/^IN-20260105-\d{4,}$/);
      }),
    );
  });
});

describe('formatBatchNumber', () => {
  it.each([
    ['2026-11-22T08:00:00Z', 'UTC', 1, '20261122-001'],
    ['2026-11-22T08:00:00Z', 'UTC', 999, '20261122-999'],
    ['2026-11-22T08:00:00Z', 'UTC', 1000, '20261122-1000'],
    ['2026-11-21T20:00:00Z', 'Asia/Shanghai', 7, '20261122-007'],
  ] as const)('%s in %s #%i → %s', (instant, zone, counter, expected) => {
    expect(formatBatchNumber(instant, zone, counter)).toBe(expected);
  });

  it('dayKey is the tenant-zone date', () => {
    expect(dayKey('2026-11-21T20:00:00Z', 'Asia/Shanghai')).toBe('20261122');
    expect(dayKey('2026-11-21T20:00:00Z', 'UTC')).toBe('20261121');
  });
});
