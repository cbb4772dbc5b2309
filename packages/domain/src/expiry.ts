import { addDays, calendarDate, toEpochMs, zonedDayStart, type Instant } from './calendar.ts';
import { ExpirationStatus } from './enums.ts';

/** The tenant's near-expiry threshold when it has not set one (§4). */
export const DEFAULT_NEAR_EXPIRY_DAYS = 30;

/**
 * producedTime + shelf life in days, counted in calendar days of the zone; no shelf life (null, 0) → null.
 * e.g. `expirationTime('2026-01-01T00:00:00Z', 30)` → '2026-01-31T00:00:00.000Z'
 */
export function expirationTime(
  producedTime: Instant | null | undefined,
  expirationDay: number | null | undefined,
  timeZone = 'UTC',
): string | null {
  if (producedTime === null || producedTime === undefined || !expirationDay) return null;
  if (!Number.isInteger(expirationDay) || expirationDay < 0) {
    throw new RangeError(`Shelf life must be whole days: ${expirationDay}`);
  }
  const produced = toEpochMs(producedTime);
  const date = calendarDate(produced, timeZone);
  const shift = zonedDayStart(addDays(date, expirationDay), timeZone) - zonedDayStart(date, timeZone);
  return new Date(produced + shift).toISOString();
}

/** Instants that split the statuses for one "today": before `expiredBefore` is Expired, before `nearExpiryBefore` NearExpiry. */
export interface ExpiryBounds {
  readonly expiredBefore: string;
  readonly nearExpiryBefore: string;
}

/**
 * Status boundaries for a day, usable as SQL filters. e.g.
 * `expiryBounds('2026-11-22T10:00:00Z', 'UTC', 30)` → { expiredBefore: '2026-11-22T00:00:00.000Z', nearExpiryBefore: '2026-12-23T00:00:00.000Z' }
 */
export function expiryBounds(
  today: Instant,
  timeZone: string,
  nearExpiryDays = DEFAULT_NEAR_EXPIRY_DAYS,
): ExpiryBounds {
  return boundsOfWindow(expiryWindow(today, timeZone, nearExpiryDays));
}

/** The same boundaries in epoch ms, for comparing many batches quickly. */
export interface ExpiryWindow {
  readonly expiredBeforeMs: number;
  readonly nearExpiryBeforeMs: number;
}

/** e.g. `expiryWindow(today, 'Asia/Shanghai', 30).expiredBeforeMs` = start of today in Shanghai */
export function expiryWindow(
  today: Instant,
  timeZone: string,
  nearExpiryDays = DEFAULT_NEAR_EXPIRY_DAYS,
): ExpiryWindow {
  const date = calendarDate(today, timeZone);
  return {
    expiredBeforeMs: zonedDayStart(date, timeZone),
    nearExpiryBeforeMs: zonedDayStart(addDays(date, Math.max(0, nearExpiryDays) + 1), timeZone),
  };
}

/** A window's boundaries as ISO instants, for SQL filters. e.g. `boundsOfWindow(expiryWindow(today, 'UTC', 30))` */
export function boundsOfWindow(window: ExpiryWindow): ExpiryBounds {
  return {
    expiredBefore: new Date(window.expiredBeforeMs).toISOString(),
    nearExpiryBefore: new Date(window.nearExpiryBeforeMs).toISOString(),
  };
}

/** Status of an expiration instant within a precomputed window. e.g. `statusInWindow(null, w)` → Normal */
export function statusInWindow(
  expirationTime: Instant | null | undefined,
  window: ExpiryWindow,
): ExpirationStatus {
  if (expirationTime === null || expirationTime === undefined) return ExpirationStatus.Normal;
  const ms = toEpochMs(expirationTime);
  if (ms < window.expiredBeforeMs) return ExpirationStatus.Expired;
  if (ms < window.nearExpiryBeforeMs) return ExpirationStatus.NearExpiry;
  return ExpirationStatus.Normal;
}

/**
 * Expired when the expiration date is before today (in the zone), NearExpiry within the threshold days, else Normal (§4).
 * e.g. `expirationStatus('2026-11-30T00:00:00Z', '2026-11-22T09:00:00Z', 'UTC', 30)` → 1 (NearExpiry)
 */
export function expirationStatus(
  expirationTime: Instant | null | undefined,
  today: Instant,
  timeZone: string,
  nearExpiryDays = DEFAULT_NEAR_EXPIRY_DAYS,
): ExpirationStatus {
  return statusInWindow(expirationTime, expiryWindow(today, timeZone, nearExpiryDays));
}
