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

const decimalText = /^(-?)(\d+)(?:\.(\d+))?$/;
/** 10^0 … 10^15, each exact. */
const powersOfTen = Array.from({ length: 16 }, (_, k) => Number(`1e${k}`));

/**
 * `a − b` of two numeric columns' decimal texts as a JSON number, what `dec(a).sub(b).toNumber()` answers (ADR 064):
 * when both fit 15 digits at their common scale k, the difference of the two scaled integers is exact and dividing
 * it by 10^k rounds once, to the double nearest the exact difference, as Number() of its exact text does; other
 * texts go through the exact decimal.
 */
export function wireDifference(a: string, b: string): number {
  const x = decimalText.exec(a);
  const y = decimalText.exec(b);
  if (x && y) {
    const xFraction = x[3] ?? '';
    const yFraction = y[3] ?? '';
    const scale = Math.max(xFraction.length, yFraction.length);
    const xWhole = x[2] as string;
    const yWhole = y[2] as string;
    if (xWhole.length + scale <= 15 && yWhole.length + scale <= 15) {
      const xUnits = Number(`${x[1]}${xWhole}${xFraction.padEnd(scale, '0')}`);
      const yUnits = Number(`${y[1]}${yWhole}${yFraction.padEnd(scale, '0')}`);
      const difference = (xUnits - yUnits) / (powersOfTen[scale] as number);
      return difference === 0 ? 0 : difference;
    }
  }
  return dec(a).sub(b).toNumber();
}
