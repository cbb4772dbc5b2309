/** A plain-text table: the first row is the header; numbers are right-aligned. */
export function formatTable(rows: readonly (readonly (string | number)[])[]): string {
  const widths = rows[0]!.map((_, column) =>
    Math.max(...rows.map((row) => String(row[column] ?? '').length)),
  );
  const line = (row: readonly (string | number)[]) =>
    row
      .map((cell, column) =>
        typeof cell === 'number'
          ? String(cell).padStart(widths[column]!)
          : String(cell).padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  const [header, ...body] = rows;
  return [line(header!), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

export function ms(value: number | null): string {
  return value === null ? '–' : `${value} ms`;
}

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
