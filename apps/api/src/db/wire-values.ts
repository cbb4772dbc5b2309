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
