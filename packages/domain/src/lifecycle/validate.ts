import { Decimal, PRICE_SCALE, QUANTITY_SCALE, type DecimalLike } from '../decimal.ts';
import { domainError, err, ok, type DomainError, type Result } from '../result.ts';

/** A line as submitted: a count, and a price where the document carries one. */
export interface SubmittedLine {
  readonly count: DecimalLike;
  readonly price?: DecimalLike | null;
}

/** One field problem, `path` in the wire's shape (e.g. 'items.2.count'), `code` an error code. */
export interface FieldProblem {
  readonly path: string;
  readonly code: string;
}

export type InvalidDocumentError = DomainError<'Inventory:InvalidDocument', { errors: FieldProblem[] }>;

/**
 * Full validation on submit (§6): at least one line, counts > 0 (≤ 3 decimals), prices ≥ 0 (≤ 4 decimals),
 * and the required parties present (null, undefined or blank text count as missing).
 * e.g. `validateSubmission([{ count: 0 }], { supplierId: null })` → err with 'items.0.count' and 'supplierId'
 */
export function validateSubmission(
  lines: readonly SubmittedLine[],
  required: Readonly<Record<string, unknown>> = {},
): Result<void, InvalidDocumentError> {
  const errors: FieldProblem[] = [];
  if (lines.length === 0) errors.push({ path: 'items', code: 'Inventory:NoLines' });
  lines.forEach((line, index) => errors.push(...lineProblems(line, index)));
  for (const [field, value] of Object.entries(required)) {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
      errors.push({ path: field, code: 'Inventory:Required' });
    }
  }
  return errors.length === 0 ? ok(undefined) : err(domainError('Inventory:InvalidDocument', { errors }));
}

function lineProblems(line: SubmittedLine, index: number): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const count = Decimal.parse(line.count, QUANTITY_SCALE);
  if (!count.ok) problems.push({ path: `items.${index}.count`, code: count.error.code });
  else if (!count.value.isPositive())
    problems.push({ path: `items.${index}.count`, code: 'Inventory:CountMustBePositive' });
  if (line.price === undefined || line.price === null) return problems;
  const price = Decimal.parse(line.price, PRICE_SCALE);
  if (!price.ok) problems.push({ path: `items.${index}.price`, code: price.error.code });
  else if (price.value.isNegative())
    problems.push({ path: `items.${index}.price`, code: 'Inventory:PriceMustNotBeNegative' });
  return problems;
}
