import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  calendarDate,
  daysBetween,
  isValidTimeZone,
  toEpochMs,
  toIsoInstant,
  zonedDayStart,
} from './calendar.ts';

const zones = [
  'UTC',
  'Asia/Shanghai',
  'America/New_York',
  'Europe/Berlin',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'America/Sao_Paulo',
  'Pacific/Apia',
];

describe('calendarDate', () => {
  it.each([
    ['2026-11-21T20:00:00Z', 'Asia/Shanghai', '2026-11-22'],
    ['2026-11-21T20:00:00Z', 'UTC', '2026-11-21'],
    ['2026-11-22T03:00:00Z', 'America/New_York', '2026-11-21'],
    ['2026-11-22T05:00:00Z', 'America/New_York', '2026-11-22'],
    ['2026-03-29T00:59:59Z', 'Europe/Berlin', '2026-03-29'],
    ['2026-12-31T23:59:59.999Z', 'UTC', '2026-12-31'],
  ])('%s in %s → %s', (instant, zone, date) => {
    expect(calendarDate(instant, zone)).toBe(date);
  });

  it('accepts Dates and epoch milliseconds', () => {
    expect(calendarDate(new Date(0), 'UTC')).toBe('1970-01-01');
    expect(calendarDate(0, 'Asia/Shanghai')).toBe('1970-01-01');
  });

  it('refuses unreadable instants and zones', () => {
    expect(() => toEpochMs('yesterday')).toThrow(RangeError);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(toIsoInstant('2026-01-01T08:00:00+08:00')).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('day arithmetic', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-01-01', 365, '2027-01-01'],
  ])('addDays(%s, %i) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });
});

describe('zonedDayStart', () => {
  it.each([
    ['2026-11-22', 'UTC', '2026-11-22T00:00:00.000Z'],
    ['2026-11-22', 'Asia/Shanghai', '2026-11-21T16:00:00.000Z'],
    ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z'],
    ['2026-03-09', 'America/New_York', '2026-03-09T04:00:00.000Z'],
    // Brazil moved clocks from 00:00 to 01:00 on this day: the day starts at the jump.
    ['2018-11-04', 'America/Sao_Paulo', '2018-11-04T03:00:00.000Z'],
  ])('%s in %s starts at %s', (date, zone, start) => {
    expect(new Date(zonedDayStart(date, zone)).toISOString()).toBe(start);
  });

  it('brackets every instant: start(date(t)) ≤ t < start(date(t) + 1)', () => {
    const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), (t, zone) => {
        const date = calendarDate(t, zone);
        const start = zonedDayStart(date, zone);
        expect(start).toBeLessThanOrEqual(t);
        expect(calendarDate(start, zone)).toBe(date);
        expect(calendarDate(start - 1, zone) < date).toBe(true);
        expect(zonedDayStart(addDays(date, 1), zone)).toBeGreaterThan(t);
      }),
    );
  });
});
