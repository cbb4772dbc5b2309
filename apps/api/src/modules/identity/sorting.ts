/** ABP `Sorting` ("userName desc") onto one of `columns` (keys lower-case); anything else falls back to `fallback`. */
export function sortingOf<C extends string>(
  sorting: string | undefined,
  columns: Readonly<Record<string, C>>,
  fallback: { column: C; direction: 'asc' | 'desc' },
): { column: C; direction: 'asc' | 'desc' } {
  const [field = '', dir = 'asc'] = (sorting ?? '').trim().split(/\s+/);
  const column = columns[field.toLowerCase()];
  if (!column) return fallback;
  return { column, direction: dir.toLowerCase() === 'desc' ? 'desc' : 'asc' };
}

/** `%text%` for ILIKE with the wildcards of the text itself escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
