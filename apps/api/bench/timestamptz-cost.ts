import { loadavg } from 'node:os';
import pg from 'pg';
import { parseTimestamptz } from '../src/db/timestamptz.ts';
import { say } from './bench-console.ts';
import { percentile, round } from './stats.ts';

// ADR 067: CPU per 1,000 `timestamptz` texts as PostgreSQL writes them for a list (UTC, with and without fractions),
// pg's own parser (postgres-date, A) against `parseTimestamptz` (B), in alternating rounds.
// `pnpm --filter @inventory/api exec tsx bench/timestamptz-cost.ts`

const pgParser = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text') as (text: string) => unknown;
const base = Date.UTC(2024, 0, 1);
const texts = Array.from({ length: 5000 }, (_, i) => {
  const iso = new Date(base + Math.floor(Math.random() * 3 * 365 * 86_400_000)).toISOString();
  const micros = i % 3 === 0 ? '' : `.${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${micros}+00`;
});

const sides = { A: [] as number[], B: [] as number[] };
let sink = 0;
for (let turn = 0; turn < 20; turn += 1) {
  for (const side of turn % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const)) {
    const parse = side === 'A' ? pgParser : parseTimestamptz;
    const cpu = process.cpuUsage();
    for (let r = 0; r < 20; r += 1)
      for (const text of texts) sink += (parse(text) as Date).getTime() > 0 ? 1 : 0;
    const used = process.cpuUsage(cpu);
    sides[side].push((used.user + used.system) / 1000 / ((20 * texts.length) / 1000));
  }
}
const show = (side: 'A' | 'B') => `${round(percentile(sides[side].slice(2), 50), 4)} ms`;
say(
  `CPU per 1,000 timestamptz texts: A (postgres-date) ${show('A')}; B (parseTimestamptz) ${show('B')} (${sink > 0 ? 'checked' : ''})`,
);
say(
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join('/')}`,
);
