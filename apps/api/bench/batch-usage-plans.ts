import { endpoints } from '@inventory/contracts';
import { loadavg } from 'node:os';
import { getWarehouseInvoices } from '../src/modules/warehouse-invoices/warehouse-invoice.service.ts';
import { createTenantWithAdmin } from '../test/helpers/tenants.ts';
import { say } from './bench-console.ts';
import { openBenchDatabase, type BenchDatabase } from './bench-database.ts';
import { generateTenant } from './generator/generator.ts';
import { scaledBigTenant, smallTenant, type TenantSize } from './generator/sizes.ts';
import { captureSql, type CapturedQuery } from './sql-capture.ts';

// ADR 067, "Batch usage per page": does a warehouse-invoice page's batch usage read about a page's worth of stock
// balances, whatever the tenant's size? Generates the small tenant and the big one at each of BATCH_USAGE_SCALES
// (default "1,10": the full 1M-movement tenant and a tenth), captures the batch-usage statement of three list
// calls, and runs it under EXPLAIN (ANALYZE, BUFFERS) as the server sends it now ("now") and in the form before
// ADR 067's section ("join": a left join and group by over the batches' balances), in turns, with the same
// parameter: plan lines, buffers, execution medians, and whether both return the same rows. Not part of
// `npm run bench`:
// `node scripts/with-postgres.mjs -- pnpm --filter @inventory/api exec tsx bench/batch-usage-plans.ts`

const scales = (process.env.BATCH_USAGE_SCALES ?? '1,10').split(',').map(Number);

/** The statement before "Batch usage per page" (a join and group by: the planner may hash all balances). */
const joinForm = `select "b"."id", "b"."in_quantity", coalesce(sum(sb.quantity), 0) as "remaining"
  from "batches" as "b" left join "stock_balances" as "sb" on "b"."tenant_id" = "sb"."tenant_id" and "sb"."batch_id" = "b"."id"
  where "b"."id" = any($1::uuid[]) group by "b"."id", "b"."in_quantity"`;

/** The subquery over every balance row of the batch (`stock_balances_batch_ix` and a heap page per row). */
const allRowsForm = `select "b"."id", "b"."in_quantity", coalesce((select sum(sb.quantity) from "stock_balances" as "sb"
  where "sb"."tenant_id" = "b"."tenant_id" and "sb"."batch_id" = "b"."id"), 0) as "remaining"
  from "batches" as "b" where "b"."id" = any($1::uuid[])`;

async function inTenant<R>(
  bench: BenchDatabase,
  tenantId: string,
  text: string,
  parameters: readonly unknown[],
) {
  await bench.raw.query('begin');
  try {
    await bench.raw.query(
      `select set_config('role', 'inventory_app', true), set_config('app.tenant_id', $1, true)`,
      [tenantId],
    );
    return await bench.raw.query<R>(text, parameters);
  } finally {
    await bench.raw.query('rollback');
  }
}

const sorted = (rows: Record<string, unknown>[]) => JSON.stringify(rows.map((r) => JSON.stringify(r)).sort());

async function main(): Promise<void> {
  const bench = await openBenchDatabase();
  try {
    const tenants: { name: string; id: string }[] = [];
    const sizes: [string, TenantSize][] = [
      ['small', smallTenant],
      ...scales.map((s): [string, TenantSize] => [s === 1 ? 'big' : `big/${s}`, scaledBigTenant(s)]),
    ];
    for (const [name, size] of sizes) {
      const id = await createTenantWithAdmin(bench.db, `batch-usage-${name}-${Date.now()}`);
      const t0 = Date.now();
      await generateTenant(bench.raw, id, size);
      say(`generated ${name} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      tenants.push({ name, id });
    }
    await bench.raw.query('vacuum analyze');
    await bench.serve();
    const page = { MaxResultCount: '20' };
    const calls: Record<string, Record<string, string>> = {
      'warehouse-invoice list': page,
      'warehouse-invoice list, StockType=1': { ...page, StockType: '1' },
      'warehouse-invoice list, SKUName': { ...page, SKUName: 'butter' },
    };
    for (const [callName, query] of Object.entries(calls)) {
      for (const tenant of tenants) {
        const captured: CapturedQuery[] = await captureSql(bench, tenant.id, (s) =>
          getWarehouseInvoices(s, endpoints.warehouseInvoice.list.query.parse(query)),
        );
        const now = captured.find((q) => q.sql.includes('stock_balances'));
        if (!now) throw new Error(`${callName}: no batch-usage statement`);
        const forms = { now: now.sql, join: joinForm, allRows: allRowsForm };
        const numbers = (rows: Record<string, unknown>[]) =>
          sorted(rows.map((r) => ({ ...r, remaining: Number(r.remaining) })));
        const nowRows = await inTenant<Record<string, unknown>>(bench, tenant.id, forms.now, now.parameters);
        const same =
          numbers(nowRows) === numbers(await inTenant(bench, tenant.id, forms.join, now.parameters)) &&
          numbers(nowRows) === numbers(await inTenant(bench, tenant.id, forms.allRows, now.parameters));
        const times = { now: [] as number[], join: [] as number[], allRows: [] as number[] };
        const plans = { now: '', join: '', allRows: '' };
        for (let turn = 0; turn < 9; turn += 1) {
          const order =
            turn % 2 === 0 ? (['now', 'join', 'allRows'] as const) : (['allRows', 'join', 'now'] as const);
          for (const side of order) {
            const rows = await inTenant<{ 'QUERY PLAN': string }>(
              bench,
              tenant.id,
              `explain (analyze, buffers, costs off, timing off, summary on) ${forms[side]}`,
              now.parameters,
            );
            const lines = rows.map((r) => r['QUERY PLAN']);
            const execution = lines.find((l) => l.startsWith('Execution Time'));
            times[side].push(Number(/([\d.]+) ms/.exec(execution ?? '')?.[1] ?? NaN));
            plans[side] = lines
              .filter((l) => !/^(Planning|Execution)/.test(l.trim()))
              .map((l) => l.replace(/\s+$/, '').replace(/ANY \('\{[^}]*\}'::uuid\[\]\)/, 'ANY (<ids>)'))
              .join('\n');
          }
        }
        const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
        const ids = (now.parameters[0] as unknown[]).length;
        say(
          `\n## ${callName}, ${tenant.name} tenant: ${ids} batches; same rows: ${same}; execution median of 9: ` +
            `now ${median(times.now)} ms, join ${median(times.join)} ms, allRows ${median(times.allRows)} ms; load ${loadavg()
              .map((l) => l.toFixed(2))
              .join('/')}`,
        );
        say(`now:\n${plans.now}\njoin:\n${plans.join}\nallRows:\n${plans.allRows}`);
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
