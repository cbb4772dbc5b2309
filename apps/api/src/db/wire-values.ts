import { dec } from '@inventory/domain';

// Stored values as the wire shows them: numeric columns (read as exact decimal text) as numbers, timestamps as ISO
// text.

/** A numeric column's value as a JSON number. */
export function wireNumber(value: string | number): number {
  return dec(String(value)).toNumber();
}

/** A timestamp as ISO text; null stays null. */
export function wireTime(value: Date | string | null): string | null {
  return value ? new Date(value).toISOString() : null;
}

/**
 * wireNumber for a numeric column's decimal text: Number() of the text is the double nearest its exact value, as
 * Number() of the exact decimal's canonical text is (what wireNumber returns). Anything Number() does not read as
 * a finite number goes through wireNumber, which refuses it as before.
 */
export function fastWireNumber(value: string): number {
  const number = value === '' ? Number.NaN : Number(value);
  return Number.isFinite(number) ? number : wireNumber(value);
}

/**
 * wireTime for one response: batch dates repeat (a day's batches share their production and expiry instants), so
 * each instant is formatted once per response (ADR 044).
 */
export function wireTimes(): (value: Date | string | null) => string | null {
  const formatted = new Map<number | string, string | null>();
  return (value) => {
    if (!value) return null;
    const key = value instanceof Date ? value.getTime() : value;
    let text = formatted.get(key);
    if (text === undefined) formatted.set(key, (text = wireTime(value)));
    return text;
  };
}
