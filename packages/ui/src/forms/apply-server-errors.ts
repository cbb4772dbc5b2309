import { fieldErrors, isApiError } from '@inventory/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toFieldPath } from './field-paths.ts';

/**
 * Puts an ABP 400's `validationErrors` onto the form fields they name (`members`, any case, nested as
 * `Lines[0].Count`) and returns whether every message found a field; the caller shows what is left (or the whole
 * error) elsewhere. Pass `fieldPathsOf(getValues())` to reach fields inside arrays.
 * e.g. members ['name'] → setError('name', { message }); ['Lines[0].Count'] → setError('lines.0.count', …)
 */
/** Sentences after one another: a space after an English one, none after a Chinese one (。 closes it). */
function joinSentences(messages: readonly string[]): string {
  return messages.reduce(
    (text, next) => (text === '' || /[。？！]$/.test(text) ? text + next : `${text} ${next}`),
    '',
  );
}

export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error) || error.status !== 400) return false;
  const byMember = fieldErrors(error);
  const members = Object.keys(byMember);
  if (members.length === 0) return false;
  let allPlaced = true;
  for (const member of members) {
    const path = toFieldPath(member).toLowerCase();
    const field = fields.find((f) => f.toLowerCase() === path);
    const message = joinSentences(byMember[member] ?? []);
    if (field && message) setError(field, { type: 'server', message }, { shouldFocus: true });
    else allPlaced = false;
  }
  return allPlaced;
}
