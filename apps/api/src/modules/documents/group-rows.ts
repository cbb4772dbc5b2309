/**
 * Rows grouped by a key in one pass, each group in the order read (a document's lines by document: spreading each
 * group into a new array per row copied a 358-line document's lines 64,000 times, issue 19).
 */
export function groupRows<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
