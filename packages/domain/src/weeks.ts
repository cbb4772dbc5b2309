import { addDays, calendarDate, zonedDayStart, type CalendarDate, type Instant } from './calendar.ts';

/** One calendar week in a zone: Monday's date and the instants [startMs, endMs) it spans. */
export interface ZonedWeek {
  readonly start: CalendarDate;
  readonly startMs: number;
  readonly endMs: number;
}

/** Monday of the week a date falls in (ISO weeks: Monday to Sunday). e.g. `weekStart('2026-11-26')` → '2026-11-23' */
export function weekStart(date: CalendarDate): CalendarDate {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * The `count` weeks up to and including the one `now` falls in, oldest first, in the zone (§2: calendar questions
 * use the tenant's zone). The current week runs to its end, beyond `now`.
 * e.g. `recentWeeks('2026-11-26T10:00:00Z', 'UTC', 2).map((w) => w.start)` → ['2026-11-16', '2026-11-23']
 */
export function recentWeeks(now: Instant, timeZone: string, count: number): ZonedWeek[] {
  const current = weekStart(calendarDate(now, timeZone));
  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const start = addDays(current, -7 * (count - 1 - i));
    return {
      start,
      startMs: zonedDayStart(start, timeZone),
      endMs: zonedDayStart(addDays(start, 7), timeZone),
    };
  });
}
