import { z } from 'zod';
import { ValidationKeys, encodeValidationMessage, keyed } from './validation-keys.ts';

export type SortDirection = 'asc' | 'desc';

/** One term of a parsed ABP `Sorting`: a field of the list's allow-list (as declared) and its direction. */
export interface SortKey<F extends string = string> {
  readonly field: F;
  readonly direction: SortDirection;
}

const term = /^([A-Za-z][A-Za-z0-9]*)(?:\s+(asc|desc))?$/i;

/**
 * ABP's `Sorting` ("name desc, creationTime"): comma-separated terms `field [asc|desc]`, field names matched
 * case-insensitively against `fields`. Undefined when any term is not of that form or names another field; an
 * empty text is an empty list (the list's default order).
 */
export function parseSorting<F extends string>(text: string, fields: readonly F[]): SortKey<F>[] | undefined {
  // A Map, not an object literal: a field named `__proto__` or `constructor` must find nothing.
  const byLowerName = new Map(fields.map((field) => [field.toLowerCase(), field] as const));
  if (text.trim() === '') return [];
  const keys: SortKey<F>[] = [];
  for (const part of text.split(',')) {
    const match = term.exec(part.trim());
    const field = match ? byLowerName.get((match[1] ?? '').toLowerCase()) : undefined;
    if (!match || field === undefined) return undefined;
    keys.push({ field, direction: match[2]?.toLowerCase() === 'desc' ? 'desc' : 'asc' });
  }
  return keys;
}

/** The encoded message of a refused `Sorting`, naming the allowed fields. */
export function sortingMessage(fields: readonly string[]): string {
  return encodeValidationMessage(ValidationKeys.sorting, { fields: fields.join(', ') });
}

/**
 * A list's `Sorting` query parameter over its own allow-list, declared once beside the list's query schema. The
 * server and the mocks receive the parsed terms (empty: the list's default order); anything else is a 400 naming
 * the allowed fields.
 */
export function sortingQuery<const F extends string>(fields: readonly [F, ...F[]]) {
  const schema = z
    .string(keyed)
    .max(128, keyed)
    .optional()
    .transform((text, ctx): SortKey<F>[] => {
      if (text === undefined) return [];
      const keys = parseSorting(text, fields);
      if (keys) return keys;
      ctx.issues.push({ code: 'custom', input: text, message: sortingMessage(fields) });
      return z.NEVER;
    });
  return Object.assign(schema, { sortableFields: fields });
}

/** The allow-list a `sortingQuery` was built with (for tests and generated requests). */
export function sortableFieldsOf(query: z.ZodObject): readonly string[] | undefined {
  const sorting: unknown = query.shape.Sorting;
  if (sorting && typeof sorting === 'object' && Object.hasOwn(sorting, 'sortableFields'))
    return (sorting as { sortableFields: readonly string[] }).sortableFields;
  return undefined;
}
