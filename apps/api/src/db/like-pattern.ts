// ILIKE treats `%`, `_` and `\` as pattern characters: text a user typed must match only itself.

/** `text` with ILIKE's pattern characters escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` for ILIKE: rows containing the text. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** `code.%` for LIKE: the codes of every descendant of a dotted category code. */
export function descendantsPattern(code: string): string {
  return `${escapeLike(code)}.%`;
}
