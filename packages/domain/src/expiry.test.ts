import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, calendarDate, daysBetween } from './calendar.ts';
import { ExpirationStatus } from './enums.ts';
import { expirationStatus, expirationTime, expiryBounds } from './expiry.ts';

const { Normal, NearExpiry, Expired } = ExpirationStatus;

describe('expirationTime', () => {
  it.each([
    ['2026-01-01T00:00:00Z', 30, 'UTC', '2026-01-31T00:00:00.000Z'],
    ['2026-01-31T10:30:00Z', 1, 'UTC', '2026-02-01T10:30:00.000Z'],
    ['2028-02-28T00:00:00Z', 1, 'UTC', '2028-02-29T00:00:00.000Z'],
    // Across the spring-forward change the wall clock stays at local midnight.
    ['2026-03-01T05:00:00Z', 30, 'America/New_York', '2026-03-31T04:00:00.000Z'],
    ['2026-03-01T05:00:00Z', 30, 'UTC', '2026-03-31T05:00:00.000Z'],
  ] as const)('%s + %i days (%s) = %s', (produced, days, zone, expected) => {
    expect(expirationTime(produced, days, zone)).toBe(expected);
  });

  it.each([
    [null, 30],
    [undefined, 30],
    ['2026-01-01T00:00:00Z', null],
    ['2026-01-01T00:00:00Z', undefined],
    ['2026-01-01T00:00:00Z', 0],
  ])('%s + %s has no expiry', (produced, days) => {
    expect(expirationTime(produced, days)).toBeNull();
  });

  it('refuses fractional or negative shelf life as a broken invariant', () => {
    expect(() => expirationTime('2026-01-01T00:00:00Z', 1.5)).toThrow(RangeError);
    expect(() => expirationTime('2026-01-01T00:00:00Z', -1)).toThrow(RangeError);
  });

  it('the expiration date is the produced date plus the days, in the zone', () => {
    const produced = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });
    const zone = fc.constantFrom('UTC', 'Asia/Shanghai', 'America/New_York', 'Europe/Berlin');
    fc.assert(
      fc.property(produced, fc.integer({ min: 1, max: 3650 }), zone, (p, days, tz) => {
        const expiration = expirationTime(p, days, tz);
        expect(expiration).not.toBeNull();
        expect(daysBetween(calendarDate(p, tz), calendarDate(expiration ?? 0, tz))).toBe(days);
      }),
    );
  });
});

describe('expirationStatus', () => {
  const today = '2026-11-22T09:00:00Z';

  it.each([
    [null, 'UTC', 30, Normal],
    ['2026-11-21T23:59:59Z', 'UTC', 30, Expired],
    ['2026-11-22T00:00:00Z', 'UTC', 30, NearExpiry],
    ['2026-12-22T23:59:59Z', 'UTC', 30, NearExpiry],
    ['2026-12-23T00:00:00Z', 'UTC', 30, Normal],
    ['2026-11-22T00:00:00Z', 'UTC', 0, NearExpiry],
    ['2026-11-23T00:00:00Z', 'UTC', 0, Normal],
    // 2026-11-21T17:00Z is already the 22nd in Shanghai: it expires today, not yesterday.
    ['2026-11-21T17:00:00Z', 'Asia/Shanghai', 30, NearExpiry],
    ['2026-11-21T15:59:59Z', 'Asia/Shanghai', 30, Expired],
    ['2026-11-22T04:59:59Z', 'America/New_York', 30, Expired],
  ] as const)('%s in %s, threshold %i → %i', (expiration, zone, days, status) => {
    expect(expirationStatus(expiration, today, zone, days)).toBe(status);
  });

  it('defaults to a 30-day threshold', () => {
    expect(expirationStatus('2026-12-22T12:00:00Z', today, 'UTC')).toBe(NearExpiry);
    expect(expirationStatus('2026-12-23T12:00:00Z', today, 'UTC')).toBe(Normal);
  });

  it('exposes the boundaries for queries', () => {
    expect(expiryBounds(today, 'Asia/Shanghai', 30)).toEqual({
      expiredBefore: '2026-11-21T16:00:00.000Z',
      nearExpiryBefore: '2026-12-22T16:00:00.000Z',
    });
  });

  it('agrees with comparing calendar dates in the zone', () => {
    const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) });
    const zone = fc.constantFrom('UTC', 'Asia/Shanghai', 'America/New_York', 'Pacific/Auckland');
    fc.assert(
      fc.property(instant, instant, zone, fc.integer({ min: 0, max: 90 }), (exp, now, tz, days) => {
        const expDate = calendarDate(exp, tz);
        const todayDate = calendarDate(now, tz);
        const expected =
          expDate < todayDate ? Expired : expDate <= addDays(todayDate, days) ? NearExpiry : Normal;
        expect(expirationStatus(exp, now, tz, days)).toBe(expected);
      }),
    );
  });
});
