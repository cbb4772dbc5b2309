import { randomBytes } from 'node:crypto';
import { loadText, say } from './bench-console.ts';
import { pathToFileURL } from 'node:url';
import { signIn } from '../test/helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword } from '../test/helpers/tenants.ts';
import { openBenchDatabase } from './bench-database.ts';
import { startBenchServer, type BenchServer } from './bench-server.ts';
import { generateTenant } from './generator/generator.ts';
import { scaledBigTenant } from './generator/sizes.ts';
import { percentile, round } from './stats.ts';
import { prepareContestedStock, contestedSaleBody } from './submit-bench.ts';
import { contestedSale, tenantFacts } from './tenant-facts.ts';

// One client's sell submit, A/B sale by sale (ADR 063): this checkout's server ("A") and another checkout's ("B",
// SUBMIT_AB_OTHER: the root of a second tree, e.g. the same tree without one change) over ONE PostgreSQL database
// and one generated tenant, the same sale sent to A, then B, then B, then A… so that both sides see the same
// seconds of the machine's load (submit-ab.ts alternates whole levels of 40–64 sales, too coarse on a shared
// machine). Not part of `npm run bench`:
// `DATABASE_URL=… SUBMIT_AB_OTHER=… [BENCH_SCALE=10] [SUBMITS=300] tsx bench/submit-ab-turns.ts`

async function main(): Promise<void> {
  const other = process.env.SUBMIT_AB_OTHER;
  const url = process.env.DATABASE_URL;
  if (!other || !url) throw new Error('SUBMIT_AB_OTHER and DATABASE_URL are required');
  const scale = Math.max(1, Number(process.env.BENCH_SCALE ?? 10));
  const submits = Math.max(10, Number(process.env.SUBMITS ?? 300));
  const bench = await openBenchDatabase();
  const closers: (() => Promise<void>)[] = [];
  try {
    const name = `bench-turns-${randomBytes(3).toString('hex')}`;
    const tenantId = await createTenantWithAdmin(bench.db, name);
    const size = scaledBigTenant(scale);
    await generateTenant(bench.raw, tenantId, size);
    await bench.raw.query('vacuum analyze');
    const mine = await startBenchServer(bench.db);
    closers.push(() => mine.close());
    const root = pathToFileURL(`${other.replace(/\/$/, '')}/apps/api/`);
    const otherDb = await (
      (await import(new URL('src/db/database.ts', root).href)) as typeof import('../src/db/database.ts')
    ).openDatabase({ databaseUrl: url });
    closers.push(() => otherDb.close());
    const theirs = await (
      (await import(new URL('bench/bench-server.ts', root).href)) as typeof import('./bench-server.ts')
    ).startBenchServer(otherDb);
    closers.push(() => theirs.close());
    const sides: { label: string; server: BenchServer; token: string; times: number[] }[] = [];
    for (const [label, server] of [
      ['A (this tree)', mine],
      [`B (${other})`, theirs],
    ] as const) {
      const { accessToken } = await signIn(server.baseUrl, {
        tenant: name,
        username: 'admin',
        password: demoPassword,
      });
      sides.push({ label, server, token: accessToken, times: [] });
    }
    const stock = await contestedSale(bench.raw, await tenantFacts(bench.raw, tenantId));
    await prepareContestedStock({ baseUrl: mine.baseUrl, token: sides[0]!.token }, stock);
    const body = JSON.stringify(contestedSaleBody(stock));
    const sell = async (side: (typeof sides)[number]) => {
      const began = performance.now();
      const response = await fetch(`${side.server.baseUrl}/api/app/sell-invoice/save`, {
        method: 'POST',
        headers: { authorization: `Bearer ${side.token}`, 'content-type': 'application/json' },
        body,
      });
      await response.arrayBuffer();
      if (response.status !== 204) throw new Error(`${side.label}: submit answered ${response.status}`);
      return performance.now() - began;
    };
    for (let i = 0; i < 20; i++) for (const side of sides) await sell(side); // warm up
    say(`Sell submit, one client, ${submits} sales per side, A B B A … — ${bench.label}, load ${loadText()}`);
    for (let i = 0; i < submits; i++)
      for (const side of i % 2 === 0 ? sides : [...sides].reverse()) side.times.push(await sell(side));
    say(`load after: ${loadText()}`);
    say('side | sales | p50 ms | mean ms | p95 ms');
    for (const side of sides) {
      const mean = side.times.reduce((a, b) => a + b, 0) / side.times.length;
      say(
        `${side.label} | ${side.times.length} | ${round(percentile(side.times, 50))} | ${round(mean)} | ${round(percentile(side.times, 95))}`,
      );
    }
  } finally {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    await bench.close();
  }
}

await main();
