import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wireNumber, wireTime } from '../../src/db/wire-values.ts';
import { fastWireNumber, wireTimes } from '../../src/db/wire-values.ts';
import { groupBySku } from '../../src/modules/stock/stock-query.service.ts';

// ADR 044: the stock list's batch mapping (IsNeedBatch) groups a page's batches in one pass and converts numbers and
// instants without the exact-decimal round trip and without formatting an instant twice. Each shortcut must give
// the wire exactly what the general conversion gives.

/** numeric(18,4)-like text as PostgreSQL prints it: optional sign, digits, a scale of 0–6. */
const numericText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 18n }), fc.integer({ min: 0, max: 6 }))
  .map(([negative, units, scale]) => {
    const digits = units.toString().padStart(scale + 1, '0');
    const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
    return negative && units !== 0n ? `-${text}` : text;
  });

describe('stock list mapping shortcuts (ADR 044)', () => {
  it('fastWireNumber answers what wireNumber answers for every numeric text', () => {
    fc.assert(
      fc.property(numericText, (text) => {
        expect(Object.is(fastWireNumber(text), wireNumber(text))).toBe(true);
      }),
      { numRuns: 2_000 },
    );
    for (const text of ['0', '0.0000', '1.5000', '12345678901234.5678', '-0.0010', '1e3']) {
      expect(fastWireNumber(text)).toBe(wireNumber(text));
    }
  });

  it('fastWireNumber refuses what wireNumber refuses', () => {
    for (const text of ['', 'abc', 'NaN', 'Infinity']) {
      expect(() => fastWireNumber(text)).toThrow(RangeError);
      expect(() => wireNumber(text)).toThrow(RangeError);
    }
  });

  it('wireTimes formats each instant as wireTime does, once per instant', () => {
    const time = wireTimes();
    fc.assert(
      fc.property(fc.option(fc.date({ noInvalidDate: true }), { nil: null }), (value) => {
        expect(time(value)).toBe(wireTime(value));
        expect(time(value)).toBe(wireTime(value));
      }),
    );
    const day = new Date('2026-11-27T00:00:00Z');
    expect(time(day)).toBe(time(new Date(day.getTime())));
    expect(time('2026-11-27 00:00:00+00')).toBe(wireTime('2026-11-27 00:00:00+00'));
  });

  it('groupBySku keeps every row, in its order, under its SKU', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ skuId: fc.constantFrom('a', 'b', 'c'), n: fc.nat() })), (rows) => {
        const groups = groupBySku(rows);
        for (const skuId of ['a', 'b', 'c']) {
          expect(groups.get(skuId) ?? []).toEqual(rows.filter((r) => r.skuId === skuId));
        }
      }),
    );
  });
});
