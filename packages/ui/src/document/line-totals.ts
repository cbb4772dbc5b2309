import { Decimal, lineTotal } from '@inventory/domain';
import { checkDecimalText } from '../kit/decimal-text.ts';

/** A line as typed: the count and price boxes' text, possibly half-typed. */
export interface TypedLine {
  count: string;
  price: string;
}

/** count × price rounded to money as the server rounds it (half-up, 2 places); null while either is not a number yet. */
export function typedLineTotal(line: TypedLine): Decimal | null {
  const count = checkDecimalText(line.count, 'quantity');
  const price = checkDecimalText(line.price, 'price');
  if (!count.ok || !price.ok || line.count.trim() === '' || line.price.trim() === '') return null;
  return lineTotal(count.value, price.value);
}

/**
 * The document's total as the server computes it: Σ of the rounded line totals (packages/domain), counting the
 * lines typed so far; e.g. three lines of 1 × 1.005 → 3.03, one line of 3 × 1.005 → 3.02.
 */
export function typedTotal(lines: readonly TypedLine[]): Decimal {
  return Decimal.sum(lines.map((line) => typedLineTotal(line) ?? Decimal.ZERO));
}
