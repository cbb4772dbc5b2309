import { endpoints } from '@inventory/contracts';
import { getPurchaseInvoices } from '../src/modules/purchase-invoices/purchase-invoice.service.ts';
import { getWarehouseInvoices } from '../src/modules/warehouse-invoices/warehouse-invoice.service.ts';
import { signIn } from '../test/helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword } from '../test/helpers/tenants.ts';
import { loadText, say } from './bench-console.ts';
import { openBenchDatabase, type BenchDatabase } from './bench-database.ts';
import { startBenchServer } from './bench-server.ts';
import { generateTenant } from './generator/generator.ts';
import { scaledBigTenant, smallTenant } from './generator/sizes.ts';
import { captureSql } from './sql-capture.ts';
import { percentile, round } from './stats.ts';
import { prepareContestedStock, contestedSaleBody } from './submit-bench.ts';
import { contestedSale, inTenant, tenantFacts } from './tenant-facts.ts';

// ADR 070, same-minute A/B of the maintained document counts. Not part of `npm run bench`:
// `node scripts/with-postgres.mjs -- pnpm --filter @inventory/api exec tsx bench/count-ab.ts` (PGlite without it).
// 1. Counts: the total of the plain warehouse-invoice list, its StockType=Out list and the plain purchase list,
//    as the server counts it now (the maintained count's statement, captured from the service) and as before ADR
//    070 (the exact count(*) over the header), on the small tenant and the big one, in turns, under
//    EXPLAIN (ANALYZE, BUFFERS): buffers and execution-time medians, big ÷ small per form.
// 2. Submit: one client's sell create+submit on the big tenant, the header tables' count triggers on ("A") and off
//    ("B", `ALTER TABLE … DISABLE TRIGGER`), in blocks of SUBMIT_BLOCK sales A B B A …, p50 per side.
// BENCH_SCALE divides the big tenant (default 1: 1M movements); COUNT_ROUNDS (30), SUBMITS per side (120).

const triggers = ['document_counts_inserted', 'document_counts_deleted', 'document_counts_moved'];
const headers = ['warehouse_invoices', 'purchase_invoices', 'sell_invoices', 'yields'];

interface PlanRoot {
  Plan: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };
  'Execution Time': number;
}

async function explain(bench: BenchDatabase, tenantId: string, text: string, parameters: readonly unknown[]) {
  const [row] = await inTenant(bench.raw, tenantId, () =>
    bench.raw.query<{ 'QUERY PLAN': unknown }>(`explain (analyze, buffers, format json) ${text}`, parameters),
  );
  const raw = row?.['QUERY PLAN'];
  const root = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as PlanRoot[])[0]!;
  return {
    ms: root['Execution Time'],
    buffers: (root.Plan['Shared Hit Blocks'] ?? 0) + (root.Plan['Shared Read Blocks'] ?? 0),
  };
}

async function main(): Promise<void> {
  const scale = Math.max(1, Number(process.env.BENCH_SCALE ?? 1));
  const rounds = Math.max(3, Number(process.env.COUNT_ROUNDS ?? 30));
  const submits = Math.max(10, Number(process.env.SUBMITS ?? 120));
  const block = Math.max(1, Number(process.env.SUBMIT_BLOCK ?? 10));
  const bench = await openBenchDatabase();
  try {
    const tenants: Record<'small' | 'big', { id: string; name: string }> = {
      small: { id: '', name: `count-ab-small-${Date.now()}` },
      big: { id: '', name: `count-ab-big-${Date.now()}` },
    };
    for (const [key, size] of [
      ['small', smallTenant],
      ['big', scaledBigTenant(scale)],
    ] as const) {
      tenants[key].id = await createTenantWithAdmin(bench.db, tenants[key].name);
      await generateTenant(bench.raw, tenants[key].id, size);
    }
    await bench.raw.query('vacuum analyze');
    await bench.serve();
    say(`Counts A/B — ${bench.label}, big tenant /${scale}, ${rounds} rounds, load ${loadText()}`);
    const cases: {
      name: string;
      call: (
        q: Record<string, string>,
      ) => (scope: Parameters<typeof getWarehouseInvoices>[0]) => Promise<unknown>;
      query: Record<string, string>;
      exact: string;
      parameters: readonly unknown[];
    }[] = [
      {
        name: 'warehouse-invoice list',
        call: (q: Record<string, string>) => (scope: Parameters<typeof getWarehouseInvoices>[0]) =>
          getWarehouseInvoices(scope, endpoints.warehouseInvoice.list.query.parse(q)),
        query: {},
        exact: 'select count(*) as "total" from "warehouse_invoices" as "wi" where "wi"."state" <> $1',
        parameters: [3],
      },
      {
        name: 'warehouse-invoice list, StockType=Out',
        call: (q: Record<string, string>) => (scope: Parameters<typeof getWarehouseInvoices>[0]) =>
          getWarehouseInvoices(scope, endpoints.warehouseInvoice.list.query.parse(q)),
        query: { StockType: '1' },
        exact:
          'select count(*) as "total" from "warehouse_invoices" as "wi" where "wi"."state" <> $1 and "wi"."stock_type" = $2',
        parameters: [3, 1],
      },
      {
        name: 'purchase-invoice list',
        call: (q: Record<string, string>) => (scope: Parameters<typeof getPurchaseInvoices>[0]) =>
          getPurchaseInvoices(scope, endpoints.purchaseInvoice.list.query.parse(q)),
        query: {},
        exact: 'select count(*) as "total" from "purchase_invoices" as "p" where "p"."state" <> $1',
        parameters: [3],
      },
    ];
    say(
      'case | form | small buffers | big buffers | small ms p50 | big ms p50 | big ÷ small ms | totals small / big',
    );
    for (const c of cases) {
      const forms: Record<
        string,
        Record<'small' | 'big', { text: string; parameters: readonly unknown[] }>
      > = {
        exact: {
          small: { text: c.exact, parameters: c.parameters },
          big: { text: c.exact, parameters: c.parameters },
        },
        maintained: { small: { text: '', parameters: [] }, big: { text: '', parameters: [] } },
      };
      const totals: Record<string, string> = {};
      for (const key of ['small', 'big'] as const) {
        const captured = await captureSql(
          bench,
          tenants[key].id,
          c.call({ ...c.query, MaxResultCount: '20' }),
        );
        const count = captured.find((q) => q.sql.includes('document_counts'));
        if (!count)
          throw new Error(`${c.name}: no maintained count among ${captured.map((q) => q.sql).join('\n')}`);
        forms.maintained![key] = { text: count.sql, parameters: count.parameters };
        const [exact] = await inTenant(bench.raw, tenants[key].id, () =>
          bench.raw.query<{ total: string }>(c.exact, c.parameters),
        );
        const [kept] = await inTenant(bench.raw, tenants[key].id, () =>
          bench.raw.query<{ total: string }>(count.sql, count.parameters),
        );
        totals[key] = `${exact?.total}${exact?.total === kept?.total ? '' : ` ≠ ${kept?.total}`}`;
      }
      const samples: Record<string, { ms: number[]; buffers: number }> = {};
      for (let r = 0; r < rounds + 3; r++) {
        const order = r % 2 === 0 ? ['exact', 'maintained'] : ['maintained', 'exact'];
        for (const form of order)
          for (const key of r % 2 === 0 ? (['small', 'big'] as const) : (['big', 'small'] as const)) {
            const s = forms[form]![key];
            const got = await explain(bench, tenants[key].id, s.text, s.parameters);
            const slot = (samples[`${form}/${key}`] ??= { ms: [], buffers: got.buffers });
            if (r >= 3) slot.ms.push(got.ms);
          }
      }
      for (const form of ['exact', 'maintained']) {
        const small = samples[`${form}/small`]!;
        const big = samples[`${form}/big`]!;
        const [ms, mb] = [percentile(small.ms, 50), percentile(big.ms, 50)];
        say(
          `${c.name} | ${form} | ${small.buffers} | ${big.buffers} | ${round(ms, 3)} | ${round(mb, 3)} | ${round(mb / ms)} | ${totals.small} / ${totals.big}`,
        );
      }
    }

    if (bench.kind !== 'postgres') return; // PGlite's one session cannot alter tables beside the server's.
    const server = await startBenchServer(bench.db);
    try {
      const { accessToken } = await signIn(server.baseUrl, {
        tenant: tenants.big.name,
        username: 'admin',
        password: demoPassword,
      });
      const stock = await contestedSale(bench.raw, await tenantFacts(bench.raw, tenants.big.id));
      await prepareContestedStock({ baseUrl: server.baseUrl, token: accessToken }, stock);
      const body = JSON.stringify(contestedSaleBody(stock));
      const sell = async () => {
        const began = performance.now();
        const response = await fetch(`${server.baseUrl}/api/app/sell-invoice/save`, {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          body,
        });
        await response.arrayBuffer();
        if (response.status !== 204) throw new Error(`submit answered ${response.status}`);
        return performance.now() - began;
      };
      const setTriggers = async (on: boolean) => {
        for (const table of headers)
          await bench.raw.query(
            `alter table ${table} ${triggers.map((t) => `${on ? 'enable' : 'disable'} trigger ${t}`).join(', ')}`,
          );
      };
      const sides = { 'A (counts kept)': [] as number[], 'B (triggers off)': [] as number[] };
      for (let i = 0; i < 20; i++) await sell(); // warm up
      say(`Sell submit, one client, blocks of ${block}, A B B A … — load ${loadText()}`);
      for (let i = 0; i < submits / block; i++) {
        for (const on of i % 2 === 0 ? [true, false] : [false, true]) {
          await setTriggers(on);
          await sell(); // the first after a table's triggers changed rebuilds its cached plans: not counted
          const into = sides[on ? 'A (counts kept)' : 'B (triggers off)'];
          for (let k = 0; k < block; k++) into.push(await sell());
        }
      }
      await setTriggers(true);
      await inTenant(bench.raw, tenants.big.id, () => bench.raw.query('select document_counts_rebuild()'));
      say(`load after: ${loadText()}`);
      say('side | sales | p50 ms | mean ms | p95 ms');
      for (const [label, times] of Object.entries(sides)) {
        const mean = times.reduce((x, y) => x + y, 0) / times.length;
        say(
          `${label} | ${times.length} | ${round(percentile(times, 50))} | ${round(mean)} | ${round(percentile(times, 95))}`,
        );
      }
    } finally {
      await server.close();
    }
  } finally {
    await bench.close();
  }
}

await main();
