import { fieldErrors, isApiError } from '@inventory/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts an ABP 400's `validationErrors` onto the form fields they name (`members`, camelCase) and returns whether
 * every message found a field; the caller shows what is left (or the whole error) elsewhere.
 * e.g. members ['name'] → setError('name', { message })
 */
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
    const field = fields.find((f) => f.toLowerCase() === member.toLowerCase());
    const message = byMember[member]?.join(' ');
    if (field && message) setError(field, { type: 'server', message }, { shouldFocus: true });
    else allPlaced = false;
  }
  return allPlaced;
}
