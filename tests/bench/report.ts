import type { BundleReport } from './bundle-sizes.ts';
import type { ClientReport } from './client-metrics.ts';
import type { StartRun } from './start-timing.ts';
import type { Summary } from './stats.ts';
import { formatTable, kib, ms } from './table.ts';

export function bundleTable(bundle: BundleReport): string {
  const signedOut = formatTable([
    ['signed out: index.html and its imports (the bootstrap)', 'raw', 'gzip -9'],
    ...bundle.signedOut.chunks.map((c) => [c.file, kib(c.bytes), kib(c.gzip)]),
    ['total (goal ≤ 60 KiB)', kib(bundle.signedOut.bytes), kib(bundle.signedOut.gzip)],
  ]);
  const initial = formatTable([
    ['signed-in start: the bootstrap, the app and one language, before any route', 'raw', 'gzip -9'],
    ...bundle.initial.chunks.map((c) => [c.file, kib(c.bytes), kib(c.gzip)]),
    ['total (goal ≤ 200 KiB)', kib(bundle.initial.bytes), kib(bundle.initial.gzip)],
  ]);
  const routes = formatTable([
    ['route chunk', 'routes', 'files beyond the signed-in start and the shell', 'gzip -9'],
    ...bundle.routes.map((r) => [
      r.module,
      r.paths.length > 3
        ? `${r.paths.slice(0, 2).join(' ')} … (${r.paths.length} routes)`
        : r.paths.join(' '),
      r.chunks.map((c) => c.file).join(' '),
      kib(r.gzip),
    ]),
    ...bundle.other.map((c) => [c.file, '(no route)', '', kib(c.gzip)]),
  ]);
  return `${signedOut}\n\n${initial}\n\n${routes}`;
}

export function startTable(runs: readonly StartRun[]): string {
  return formatTable([
    ['npm start', 'install done', 'server launched', 'listening', 'sign-in page 200', 'load (1 min)'],
    ...runs.map((r) => [
      r.kind === 'cold' ? 'cold (empty DATA_DIR)' : 'warm restart',
      ms(r.installedMs),
      ms(r.serverLaunchedMs),
      ms(r.announcedMs),
      `${r.signInPageMs} ms${r.rebuiltWeb ? ' (incl. web build!)' : ''}`,
      r.load.loadAverage[0],
    ]),
  ]);
}

const clientRows: [keyof ClientReport['figures'], string, 'ms' | 'count'][] = [
  ['signInFcp', 'sign-in page: first contentful paint (its document)', 'ms'],
  ['openToSignInFcp', 'open /sys/store signed out → sign-in page painted', 'ms'],
  ['signInSequentialApiCalls', 'after sign-in: sequential API calls before the list', 'count'],
  ['signInApiCalls', 'after sign-in: API calls in all', 'count'],
  ['signInSequentialRequests', 'after sign-in: sequential requests of any kind', 'count'],
  ['listFcpAfterSignIn', 'after sign-in: first contentful paint', 'ms'],
  ['listRowsAfterSignIn', 'after sign-in: list rows rendered (from navigation)', 'ms'],
  ['submitToRows', 'after sign-in: submit → list rows', 'ms'],
  ['reloadSequentialApiCalls', 'signed-in reload: sequential API calls before the list', 'count'],
  ['reloadSequentialRequests', 'signed-in reload: sequential requests of any kind', 'count'],
  ['listFcpOnReload', 'signed-in reload: first contentful paint', 'ms'],
  ['listRowsOnReload', 'signed-in reload: list rows rendered', 'ms'],
  ['dialogInp', 'INP: open "New warehouse"', 'ms'],
  ['dialogShown', 'open "New warehouse": click → dialog shown', 'ms'],
  ['pageChangeInp', 'INP: next page', 'ms'],
  ['pageChangeToRows', 'next page click → new rows', 'ms'],
];

function cell(summary: Summary, key: string, value: number | null, unit: 'ms' | 'count'): string {
  // Event Timing only reports events of 16 ms or more: no entry means the next paint came sooner.
  if (value === null) return key.endsWith('Inp') ? '< 16 ms' : '–';
  return unit === 'ms' ? `${Math.round(value)} ms` : String(value);
}

export function clientTable(report: ClientReport): string {
  const figures = formatTable([
    [`headless Chromium, CPU ${report.cpuSlowdown}× slower, ${report.runs} runs`, 'median', 'worst'],
    ...clientRows.map(([key, label, unit]) => {
      const summary = report.figures[key]!;
      return [label, cell(summary, key, summary.median, unit), cell(summary, key, summary.worst, unit)];
    }),
  ]);
  const chain = (name: string, steps: ClientReport['chains']['afterSignIn']) =>
    formatTable([
      [`#`, `${name}: sequential API calls (last run)`, 'start', 'end'],
      ...steps.map((s, i) => [i + 1, s.call, `${s.startMs} ms`, `${s.endMs} ms`]),
    ]);
  return [
    figures,
    chain('after sign-in', report.chains.afterSignIn),
    chain('signed-in reload', report.chains.reload),
  ].join('\n\n');
}
