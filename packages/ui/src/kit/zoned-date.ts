import { addDays, calendarDate, toIsoInstant, zonedDayStart } from '@inventory/domain';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The date a date box shows for a stored instant: the calendar day in the tenant's zone, not the browser's.
 * e.g. `instantToDateInput('2026-11-21T20:00:00Z', 'Asia/Shanghai')` → '2026-11-22'
 */
export function instantToDateInput(instant: string | null | undefined, timeZone: string): string {
  if (!instant) return '';
  return calendarDate(instant, timeZone);
}

/**
 * The instant sent for a picked date: the first moment of that day in the tenant's zone (ISO, UTC).
 * e.g. `dateInputToInstant('2026-11-22', 'Asia/Shanghai')` → '2026-11-21T16:00:00.000Z'
 */
export function dateInputToInstant(date: string, timeZone: string): string | null {
  if (!isoDate.test(date)) return null;
  return toIsoInstant(zonedDayStart(date, timeZone));
}

/**
 * The last moment of a picked day in the tenant's zone (ISO, UTC): the bound "until" of a time range, so the whole
 * day is in it. e.g. `dateInputToEndInstant('2026-11-22', 'UTC')` → '2026-11-22T23:59:59.999Z'
 */
export function dateInputToEndInstant(date: string, timeZone: string): string | null {
  if (!isoDate.test(date)) return null;
  return toIsoInstant(zonedDayStart(addDays(date, 1), timeZone) - 1);
}
