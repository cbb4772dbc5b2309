import { randomBytes } from 'node:crypto';
import { loadText, say } from './bench-console.ts';
import { pathToFileURL } from 'node:url';
import { signIn } from '../test/helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword } from '../test/helpers/tenants.ts';
import { openBenchDatabase } from './bench-database.ts';
import { startBenchServer, type BenchServer } from './bench-server.ts';
import { generateTenant } from './generator/generator.ts';
import { scaledBigTenant } from './generator/sizes.ts';
import { submitTable } from './report.ts';
import { prepareContestedStock, runSubmitBench, type SubmitResult } from './submit-bench.ts';
import { contestedSale, tenantFacts } from './tenant-facts.ts';

// A/B of the sell submit bench (ADR 047): this checkout's server ("A") and another checkout's ("B", SUBMIT_AB_OTHER:
// the root of a second worktree, e.g. the same tree without one change) over ONE PostgreSQL database and one
// generated tenant, the levels alternating A/B/B/A so that both see the same minute's load. DATABASE_URL: the
// database (each server migrates it and adds nothing else). BENCH_SCALE divides the big tenant as in main.ts.
// Not part of `npm run bench`: `DATABASE_URL=… SUBMIT_AB_OTHER=… tsx bench/submit-ab.ts`.

async function main(): Promise<void> {
  const other = process.env.SUBMIT_AB_OTHER;
  const url = process.env.DATABASE_URL;
  if (!other || !url) throw new Error('SUBMIT_AB_OTHER and DATABASE_URL are required');
  const scale = Math.max(1, Number(process.env.BENCH_SCALE ?? 1));
  const rounds = Math.max(1, Number(process.env.SUBMIT_AB_ROUNDS ?? 2));
  const bench = await openBenchDatabase();
  const servers: { label: string; server: BenchServer; close: () => Promise<void> }[] = [];
  try {
    const name = `bench-ab-${randomBytes(3).toString('hex')}`;
    const tenantId = await createTenantWithAdmin(bench.db, name);
    const size = scaledBigTenant(scale);
    const report = await generateTenant(bench.raw, tenantId, size);
    say(`Generated ${name} (${size.movements} movements) in ${(report.milliseconds / 1000).toFixed(1)} s`);
    await bench.raw.query('vacuum analyze');
    servers.push({ label: 'A (this tree)', server: await startBenchServer(bench.db), close: async () => {} });
    const root = pathToFileURL(`${other.replace(/\/$/, '')}/apps/api/`);
    const otherDb = await (
      (await import(new URL('src/db/database.ts', root).href)) as typeof import('../src/db/database.ts')
    ).openDatabase({ databaseUrl: url });
    const otherServer = await (
      (await import(new URL('bench/bench-server.ts', root).href)) as typeof import('./bench-server.ts')
    ).startBenchServer(otherDb);
    servers.push({ label: `B (${other})`, server: otherServer, close: () => otherDb.close() });
    const token = async (s: BenchServer) =>
      (await signIn(s.baseUrl, { tenant: name, username: 'admin', password: demoPassword })).accessToken;
    const tokens = await Promise.all(servers.map((s) => token(s.server)));
    const stock = await contestedSale(bench.raw, await tenantFacts(bench.raw, tenantId));
    await prepareContestedStock({ baseUrl: servers[0]!.server.baseUrl, token: tokens[0]! }, stock);
    const results: Record<string, SubmitResult[]> = {};
    for (let round = 0; round < rounds; round++)
      for (const level of [1, 4, 16])
        for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
          const { label, server } = servers[i]!;
          const [result] = await runSubmitBench(
            bench,
            { baseUrl: server.baseUrl, token: tokens[i]! },
            stock,
            [level],
            (c) => (c === 1 ? 40 : 64),
          );
          if (!result) continue;
          (results[label] ??= []).push(result);
          say(
            `round ${round + 1} c=${level} ${label}: API ${result.apiDocsPerSecond} docs/s p50 ${result.apiP50} ms, ` +
              `SQL ${result.sqlDocsPerSecond} docs/s p50 ${result.sqlP50} ms, ratio ${result.ratio}, ` +
              `failures ${result.apiFailures}; load ${loadText()}`,
          );
        }
    for (const [label, rows] of Object.entries(results)) {
      say();
      say(`${label}`);
      say(submitTable(rows));
    }
  } finally {
    for (const s of servers) {
      await s.server.close();
      await s.close();
    }
    await bench.close();
  }
}

await main();
