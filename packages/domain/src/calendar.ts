// Calendar questions in the tenant's time zone (§2). Intl is pure computation here: no clock is read,
// "now" always arrives as an argument.

/** An instant: ISO-8601 text, a Date, or epoch milliseconds. */
export type Instant = string | Date | number;

/** A calendar date as 'yyyy-MM-dd'. */
export type CalendarDate = string;

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Epoch milliseconds of an instant; unreadable input is a broken invariant. e.g. `toEpochMs('1970-01-01T00:00:01Z')` → 1000 */
export function toEpochMs(instant: Instant): number {
  const ms =
    typeof instant === 'number'
      ? instant
      : typeof instant === 'string'
        ? Date.parse(instant)
        : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
  return ms;
}

/** Whether a tenant setting names a known IANA zone. e.g. `isValidTimeZone('Asia/Shanghai')` → true */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Wall-clock time of an instant in a zone, read as if it were UTC (ms). */
function wallClockMs(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The calendar date of an instant in a zone. e.g. `calendarDate('2026-11-21T20:00:00Z', 'Asia/Shanghai')` → '2026-11-22' */
export function calendarDate(instant: Instant, timeZone: string): CalendarDate {
  return new Date(wallClockMs(toEpochMs(instant), timeZone)).toISOString().slice(0, 10);
}

/** A date moved by whole days. e.g. `addDays('2026-02-28', 1)` → '2026-03-01' */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return new Date(dateUtcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one date to another. e.g. `daysBetween('2026-01-01', '2026-01-31')` → 30 */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((dateUtcMs(to) - dateUtcMs(from)) / DAY_MS);
}

function dateUtcMs(date: CalendarDate): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(ms)) throw new RangeError(`Not a calendar date: ${date}`);
  return ms;
}

/**
 * The first instant (epoch ms) of a date in a zone, also when DST skips midnight.
 * e.g. `zonedDayStart('2026-11-22', 'Asia/Shanghai')` → Date.parse('2026-11-21T16:00:00Z')
 */
export function zonedDayStart(date: CalendarDate, timeZone: string): number {
  const midnight = dateUtcMs(date);
  const first = midnight - (wallClockMs(midnight, timeZone) - midnight);
  const second = midnight - (wallClockMs(first, timeZone) - first);
  const candidates = [first, second].filter((t) => calendarDate(t, timeZone) === date);
  // Both guesses fall on the previous day only if the zone skips the whole date (e.g. Samoa 2011-12-30).
  return candidates.length > 0 ? Math.min(...candidates) : Math.max(first, second);
}

/** e.g. `toIsoInstant(0)` → '1970-01-01T00:00:00.000Z' */
export function toIsoInstant(instant: Instant): string {
  return new Date(toEpochMs(instant)).toISOString();
}
