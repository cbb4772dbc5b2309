import { endpoints } from '@inventory/contracts';
import { loadavg } from 'node:os';
import { idArrays } from '../src/db/id-array.ts';
import { getPurchaseInvoices } from '../src/modules/purchase-invoices/purchase-invoice.service.ts';
import { getWarehouseInvoices } from '../src/modules/warehouse-invoices/warehouse-invoice.service.ts';
import { createTenantWithAdmin } from '../test/helpers/tenants.ts';
import { say } from './bench-console.ts';
import { openBenchDatabase, type BenchDatabase } from './bench-database.ts';
import { generateTenant } from './generator/generator.ts';
import { scaledBigTenant } from './generator/sizes.ts';
import { captureSql, type CapturedQuery } from './sql-capture.ts';

// ADR 067: do the id lists' statements keep their plans when the ids go as one uuid[] parameter? One generated big
// tenant (divided by BENCH_SCALE, 10 unless given), the warehouse-invoice and purchase lists' statements captured
// with the ids as `in (…)` (A, as before) and as `= any($1::uuid[])` (B); each id-list statement is run under
// EXPLAIN (ANALYZE, BUFFERS) both ways, A and B in turns, and its plan's node and index lines, buffers and rows
// printed side by side, with whether both return the same rows. Not part of `npm run bench`:
// `node scripts/with-postgres.mjs -- pnpm --filter @inventory/api exec tsx bench/id-array-plans.ts`

const scale = Math.max(1, Number(process.env.BENCH_SCALE ?? 10));

async function inTenant<R>(
  bench: BenchDatabase,
  tenantId: string,
  q: CapturedQuery,
  prefix = '',
): Promise<R[]> {
  await bench.raw.query('begin');
  try {
    await bench.raw.query(
      `select set_config('role', 'inventory_app', true), set_config('app.tenant_id', $1, true)`,
      [tenantId],
    );
    return await bench.raw.query<R>(`${prefix}${q.sql}`, q.parameters);
  } finally {
    await bench.raw.query('rollback');
  }
}

const isIdList = (q: CapturedQuery) => / in \(\$\d+, \$\d+|= any\(\$\d+::uuid\[\]\)/.test(q.sql);

async function main(): Promise<void> {
  const bench = await openBenchDatabase();
  try {
    const tenantId = await createTenantWithAdmin(bench.db, `id-array-plans-${Date.now()}`);
    await generateTenant(bench.raw, tenantId, scaledBigTenant(scale));
    await bench.raw.query('vacuum analyze');
    await bench.serve();
    const page = { MaxResultCount: '20' };
    const calls = {
      'warehouse-invoice list': (s: Parameters<typeof getWarehouseInvoices>[0]) =>
        getWarehouseInvoices(s, endpoints.warehouseInvoice.list.query.parse(page)),
      'warehouse-invoice list, SKUName': (s: Parameters<typeof getWarehouseInvoices>[0]) =>
        getWarehouseInvoices(s, endpoints.warehouseInvoice.list.query.parse({ ...page, SKUName: 'butter' })),
      'purchase-invoice list': (s: Parameters<typeof getPurchaseInvoices>[0]) =>
        getPurchaseInvoices(s, endpoints.purchaseInvoice.list.query.parse(page)),
    };
    for (const [name, call] of Object.entries(calls)) {
      idArrays.enabled = false;
      const a = (await captureSql(bench, tenantId, call)).filter(isIdList);
      idArrays.enabled = true;
      const b = (await captureSql(bench, tenantId, call)).filter(isIdList);
      if (a.length !== b.length)
        throw new Error(`${name}: ${a.length} id-list statements in A, ${b.length} in B`);
      for (let i = 0; i < a.length; i += 1) {
        const [qa, qb] = [a[i]!, b[i]!];
        const same =
          JSON.stringify(await inTenant(bench, tenantId, qa)) ===
          JSON.stringify(await inTenant(bench, tenantId, qb));
        const times = { A: [] as number[], B: [] as number[] };
        const plans = { A: '', B: '' };
        for (let turn = 0; turn < 7; turn += 1) {
          for (const [side, q] of turn % 2 === 0
            ? ([
                ['A', qa],
                ['B', qb],
              ] as const)
            : ([
                ['B', qb],
                ['A', qa],
              ] as const)) {
            const rows = await inTenant<{ 'QUERY PLAN': string }>(
              bench,
              tenantId,
              q,
              'explain (analyze, buffers, costs off, timing off, summary on) ',
            );
            const lines = rows.map((r) => r['QUERY PLAN']);
            const execution = lines.find((l) => l.startsWith('Execution Time'));
            times[side].push(Number(/([\d.]+) ms/.exec(execution ?? '')?.[1] ?? NaN));
            plans[side] = lines
              .filter(
                (l) =>
                  /Scan|Join|Loop|Aggregate|Sort|Buffers|Index Cond|Filter/.test(l) &&
                  !/^Planning/.test(l.trim()),
              )
              .map((l) => l.replace(/\s+$/, ''))
              .join('\n');
          }
        }
        const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
        say(
          `\n## ${name}, statement ${i + 1}: A ${qa.parameters.length} parameters, B ${qb.parameters.length}; same rows: ${same}; ` +
            `execution median of 7: A ${median(times.A)} ms, B ${median(times.B)} ms; load ${loadavg()
              .map((l) => l.toFixed(2))
              .join('/')}`,
        );
        say(`B: ${qb.sql.slice(0, 240)}…`);
        say(
          plans.A === plans.B ? `same plan lines:\n${plans.B}` : `A plan:\n${plans.A}\nB plan:\n${plans.B}`,
        );
      }
    }
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
