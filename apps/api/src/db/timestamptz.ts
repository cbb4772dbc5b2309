import pg from 'pg';

/** pg's own parser of a `timestamptz` text (pg-types' postgres-date): every shape the fast path does not take. */
const pgParser = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text') as (
  text: string,
) => Date | number;

/** Off only for a bench's A side (`PROFILE_AB=anylists`, ADR 067): every text goes to pg's parser, as before. */
export const fastTimestamps = { enabled: true };

const digit = (text: string, at: number): number => {
  const d = text.charCodeAt(at) - 48;
  return d >= 0 && d <= 9 ? d : -1;
};

/** Two digits at `at` as a number, or -1. */
const two = (text: string, at: number): number => {
  const a = digit(text, at);
  const b = digit(text, at + 1);
  return a < 0 || b < 0 ? -1 : a * 10 + b;
};

/**
 * A `timestamptz` text as PostgreSQL writes it (DateStyle ISO), e.g. `2026-11-27 10:15:30.123456+05:30`, as the
 * same `Date` pg's own parser makes (postgres-date), read position by position instead of by three regular
 * expressions, a split and a second `Date` update per value: the rows of a big list carry thousands (ADR 067).
 *
 * Taken here: a four-digit year from 0100, two-digit month, day, hour, minute and second, any fraction, and an
 * offset `±HH`, `±HH:MM` or `±HH:MM:SS` ending the text. The fraction goes through the very arithmetic
 * postgres-date uses (`1000 * parseFloat('.ffffff')`, truncated by `Date.UTC`), so microseconds round the same way.
 * Everything else (BC, years before 100 or after 9999, `infinity`, any other shape) is handed to pg's parser, so the
 * answer is postgres-date's in every case; `test/db/timestamptz.test.ts` compares both on PostgreSQL's own texts in
 * many time zones and on random ones.
 */
export function parseTimestamptz(text: string): Date | number {
  const n = text.length;
  if (
    !fastTimestamps.enabled ||
    n < 22 ||
    text.charCodeAt(4) !== 45 ||
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 32 ||
    text.charCodeAt(13) !== 58 ||
    text.charCodeAt(16) !== 58
  )
    return pgParser(text);
  const century = two(text, 0);
  const yy = two(text, 2);
  const month = two(text, 5);
  const day = two(text, 8);
  const hour = two(text, 11);
  const minute = two(text, 14);
  const second = two(text, 17);
  if (century < 1 || yy < 0 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0)
    return pgParser(text);
  let at = 19;
  let ms = 0;
  if (text.charCodeAt(at) === 46) {
    at += 1;
    while (at < n && digit(text, at) >= 0) at += 1;
    if (at === 20) return pgParser(text);
    ms = 1000 * parseFloat(text.slice(19, at));
  }
  const signCode = text.charCodeAt(at);
  if (signCode !== 43 && signCode !== 45) return pgParser(text);
  const parts = [two(text, at + 1), 0, 0];
  let end = at + 3;
  for (let part = 1; part < 3 && end < n; part += 1) {
    if (text.charCodeAt(end) !== 58) return pgParser(text);
    parts[part] = two(text, end + 1);
    end += 3;
  }
  if (end !== n || parts[0]! < 0 || parts[1]! < 0 || parts[2]! < 0) return pgParser(text);
  const offset = (signCode === 45 ? -1 : 1) * (parts[0]! * 3600 + parts[1]! * 60 + parts[2]!) * 1000;
  return new Date(Date.UTC(century * 100 + yy, month - 1, day, hour, minute, second, ms) - offset);
}
