import type { OverheadRow, ReadResult } from './read-bench.ts';
import { round } from './stats.ts';
import type { SubmitResult } from './submit-bench.ts';

/** A plain text table: right-aligned numbers, left-aligned text. */
export function table(
  headers: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const cells = rows.map((row) => row.map((cell) => (cell === null ? '–' : String(cell))));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]?.length ?? 0)));
  const line = (values: readonly string[], numeric: (i: number) => boolean) =>
    values.map((v, i) => (numeric(i) ? v.padStart(widths[i] ?? 0) : v.padEnd(widths[i] ?? 0))).join('  ');
  const isNumber = (i: number) => cells.some((row) => /^-?[\d.]+$/.test(row[i] ?? ''));
  return [
    line(headers, isNumber),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.map((row) => line(row, isNumber)),
  ].join('\n');
}

export interface ReadComparison extends ReadResult {
  apiMinusSql: number;
  apiOverSql: number;
  small: ReadResult | null;
  /** API p50 of the big tenant ÷ API p50 of the small one. */
  bigOverSmallApi: number | null;
  bigOverSmallSql: number | null;
}

export function compareReads(big: readonly ReadResult[], small: readonly ReadResult[]): ReadComparison[] {
  return big.map((b) => {
    const s = small.find((x) => x.name === b.name) ?? null;
    return {
      ...b,
      apiMinusSql: round(b.apiP50 - b.sqlP50),
      apiOverSql: round(b.apiP50 / Math.max(b.sqlP50, 0.01)),
      small: s,
      bigOverSmallApi: s ? round(b.apiP50 / Math.max(s.apiP50, 0.01)) : null,
      bigOverSmallSql: s ? round(b.sqlP50 / Math.max(s.sqlP50, 0.01)) : null,
    };
  });
}

export function readTable(rows: readonly ReadComparison[]): string {
  return table(
    [
      'call (big tenant)',
      'total',
      'API p50',
      'API p95',
      'SQL p50',
      'stmts',
      'API−SQL',
      'API÷SQL',
      'small API p50',
      'small SQL p50',
      'big÷small API',
      'big÷small SQL',
      'rows',
      'small rows',
      'KiB',
      'small KiB',
    ],
    rows.map((r) => [
      r.name,
      r.totalCount,
      r.apiP50,
      r.apiP95,
      r.sqlP50,
      r.statements,
      r.apiMinusSql,
      r.apiOverSql,
      r.small?.apiP50 ?? null,
      r.small?.sqlP50 ?? null,
      r.bigOverSmallApi,
      r.bigOverSmallSql,
      r.answerRows,
      r.small?.answerRows ?? null,
      round(r.bytes / 1024),
      r.small ? round(r.small.bytes / 1024) : null,
    ]),
  );
}

export function submitTable(rows: readonly SubmitResult[]): string {
  return table(
    ['concurrency', 'documents', 'API docs/s', 'API p95 ms', 'failed', 'SQL docs/s', 'SQL p95 ms', 'API÷SQL'],
    rows.map((r) => [
      r.concurrency,
      r.documents,
      r.apiDocsPerSecond,
      r.apiP95,
      r.apiFailures,
      r.sqlDocsPerSecond,
      r.sqlP95,
      r.ratio,
    ]),
  );
}

/** Issue 17's goal for the dashboard: API p95 ≤ 50 ms on the big tenant, and ≤ 1.3× the small tenant's p95. */
export const dashboardGoal = { p95Ms: 50, bigOverSmall: 1.3 } as const;

export function goalTable(row: ReadComparison | undefined): string {
  if (!row) return 'dashboard: not measured';
  const smallP95 = row.small?.apiP95 ?? null;
  const ratio = smallP95 === null ? null : round(row.apiP95 / Math.max(smallP95, 0.01));
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  return table(
    ['dashboard goal', 'measured', 'goal', ''],
    [
      [
        'big tenant API p95 (ms)',
        row.apiP95,
        `≤ ${dashboardGoal.p95Ms}`,
        verdict(row.apiP95 <= dashboardGoal.p95Ms),
      ],
      ['small tenant API p95 (ms)', smallP95, '–', ''],
      [
        'big ÷ small API p95',
        ratio,
        `≤ ${dashboardGoal.bigOverSmall}`,
        ratio === null ? '' : verdict(ratio <= dashboardGoal.bigOverSmall),
      ],
    ],
  );
}

/** Issue 19's breakdown of a list's API − SQL (ADR 039). */
export function overheadTable(rows: readonly OverheadRow[]): string {
  return table(
    ['measure', 'p50 ms', 'round trips'],
    rows.map((r) => [r.measure, r.p50, r.roundTrips]),
  );
}
