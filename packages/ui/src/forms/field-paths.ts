/**
 * ABP names a field of a nested request the .NET way (`Lines[0].Count`); react-hook-form names it `lines.0.count`.
 * e.g. `toFieldPath('Lines[0].Count')` → 'lines.0.count'
 */
export function toFieldPath(member: string): string {
  return member
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((segment) => segment !== '')
    .map((segment) => segment.charAt(0).toLowerCase() + segment.slice(1))
    .join('.');
}

/**
 * Every leaf path of a form's values, array items included, so a server message on `Lines[2].Price` can find its
 * field. e.g. `fieldPathsOf({ name: '', lines: [{ count: '1' }] })` → ['name', 'lines.0.count']
 */
export function fieldPathsOf(values: unknown, prefix = ''): string[] {
  if (values === null || typeof values !== 'object') return prefix ? [prefix] : [];
  const entries = Array.isArray(values)
    ? values.map((v, i) => [String(i), v] as const)
    : Object.entries(values);
  const paths = entries.flatMap(([key, child]) => fieldPathsOf(child, prefix ? `${prefix}.${key}` : key));
  return prefix && paths.length === 0 ? [prefix] : paths;
}
