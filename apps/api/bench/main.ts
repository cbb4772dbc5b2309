import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../src/config.ts';
import { signIn } from '../test/helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword } from '../test/helpers/tenants.ts';
import { openBenchDatabase } from './bench-database.ts';
import { startBenchServer } from './bench-server.ts';
import { generateTenant, type GenerationReport } from './generator/generator.ts';
import { bigTenant, smallTenant, type TenantSize } from './generator/sizes.ts';
import { dashboardCase, readCases } from './read-cases.ts';
import { timeStatements, type StatementTime } from './dashboard-statements.ts';
import { runOverheadBreakdown, runReadCases } from './read-bench.ts';
import { compareReads, goalTable, overheadTable, readTable, submitTable, table } from './report.ts';
import { runSessionCheckBench } from './session-check-bench.ts';
import { prepareContestedStock, runSubmitBench } from './submit-bench.ts';
import { adminUserId, contestedSale, tenantFacts } from './tenant-facts.ts';

// `pnpm --filter @inventory/api bench`: server benchmarks of issue 7 on PGlite, or PostgreSQL when DATABASE_URL
// (that database) or TEST_DATABASE_URL (a new database in that cluster) is set. BENCH_SCALE=10 divides the big
// tenant by ten for a quick try.

const say = (text = '') => process.stdout.write(`${text}\n`);
const machine = () =>
  `${availableParallelism()} cores, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}, Node ${process.version}`;

/** BENCH_SCALE: the big tenant divided by it (1 = the million movements the goals are for). */
const requestedScale = Number(process.env.BENCH_SCALE ?? 1);
const scale = Number.isFinite(requestedScale) && requestedScale > 1 ? requestedScale : 1;

function scaled(size: TenantSize): TenantSize {
  if (scale === 1) return size;
  return { ...size, batches: size.batches / scale, movements: size.movements / scale };
}

async function main(): Promise<void> {
  const began = performance.now();
  const bench = await openBenchDatabase();
  const database = bench.label;
  say(`Server benchmarks — ${database}`);
  say(`Machine: ${machine()}`);
  try {
    const suffix = randomBytes(3).toString('hex');
    const names = { big: `bench-big-${suffix}`, small: `bench-small-${suffix}` };
    const big = scaled(bigTenant);
    const generation: Record<string, GenerationReport & { size: TenantSize }> = {};
    const ids: Record<'big' | 'small', string> = { big: '', small: '' };
    for (const [key, size] of [
      ['small', smallTenant],
      ['big', big],
    ] as const) {
      ids[key] = await createTenantWithAdmin(bench.db, names[key]);
      const report = await generateTenant(bench.raw, ids[key], size);
      generation[key] = { ...report, size };
      say(`Generated ${key} tenant ${names[key]} in ${(report.milliseconds / 1000).toFixed(1)} s`);
    }
    const vacuumAt = performance.now();
    await bench.raw.query('vacuum analyze');
    const vacuumMs = Math.round(performance.now() - vacuumAt);
    await bench.serve();
    say(
      table(
        ['phase (ms)', 'small', 'big'],
        Object.keys(generation.big?.phases ?? {}).map((phase) => [
          phase,
          generation.small?.phases[phase] ?? null,
          generation.big?.phases[phase] ?? null,
        ]),
      ),
    );
    say(
      table(
        ['rows', 'small', 'big'],
        Object.keys(generation.big?.rows ?? {}).map((t) => [
          t,
          generation.small?.rows[t] ?? null,
          generation.big?.rows[t] ?? null,
        ]),
      ),
    );
    say(`VACUUM ANALYZE after loading: ${vacuumMs} ms`);

    const server = await startBenchServer(bench.db);
    try {
      const tokens = {
        big: (await signIn(server.baseUrl, { tenant: names.big, username: 'admin', password: demoPassword }))
          .accessToken,
        small: (
          await signIn(server.baseUrl, { tenant: names.small, username: 'admin', password: demoPassword })
        ).accessToken,
      };
      const timing = { warmup: 2, iterations: 30, budgetMs: 3_000 };
      // The two tenants take turns sample by sample, so each big ÷ small ratio compares figures of the same minutes.
      const side = async (key: 'big' | 'small') => ({
        server: { baseUrl: server.baseUrl, token: tokens[key] },
        tenantId: ids[key],
        cases: readCases(await tenantFacts(bench.raw, ids[key])),
      });
      const [smallReads = [], bigReads = []] = await runReadCases(
        bench,
        [await side('small'), await side('big')],
        timing,
      );
      const comparison = compareReads(bigReads, smallReads);
      say();
      say(`Reads — ${database}; ms; SQL = the statements the same service call sends, replayed directly`);
      say(readTable(comparison));
      say();
      say(`Dashboard — ${database}; ms`);
      say(goalTable(comparison.find((r) => r.name === dashboardCase)));
      const statements: Record<'big' | 'small', StatementTime[]> = { big: [], small: [] };
      for (const key of ['small', 'big'] as const) {
        const dashboard = readCases(await tenantFacts(bench.raw, ids[key])).find(
          (c) => c.name === dashboardCase,
        );
        if (dashboard) statements[key] = await timeStatements(bench, ids[key], dashboard);
      }
      say();
      say(`Dashboard statements, each on its own (median of 7) — ${database}; ms`);
      say(
        table(
          ['statement', 'small', 'big'],
          statements.big.map((s, i) => [s.statement, statements.small[i]?.p50 ?? null, s.p50]),
        ),
      );

      const smallFacts = await tenantFacts(bench.raw, ids.small);
      const smallAdmin = await adminUserId(bench.raw, ids.small);
      const trivialList = readCases(smallFacts)[0];
      const overhead = trivialList
        ? await runOverheadBreakdown(
            bench,
            { baseUrl: server.baseUrl, token: tokens.small },
            ids.small,
            smallAdmin,
            trivialList,
            { ...timing, iterations: 200 },
          )
        : [];
      say();
      say(`Where a list's API − SQL goes (issue 19, ADR 039) — ${database}, small tenant; ms`);
      say(overheadTable(overhead));

      const sessionCheck = await runSessionCheckBench(
        bench,
        { baseUrl: server.baseUrl, token: tokens.small },
        { ...timing, iterations: 200 },
      );
      say();
      say(
        `Sign-in liveness check on every authenticated call (ADR 010) — ${database}; ms; ${sessionCheck.grants} other live grants`,
      );
      say(
        table(
          ['measure', 'p50', 'p95'],
          [
            [`GET /api/account/my-profile (runs the check)`, sessionCheck.apiP50, sessionCheck.apiP95],
            [
              'the check alone (one round trip, two key lookups)',
              sessionCheck.checkP50,
              sessionCheck.checkP95,
            ],
          ],
        ),
      );

      const stock = await contestedSale(bench.raw, await tenantFacts(bench.raw, ids.big));
      await prepareContestedStock({ baseUrl: server.baseUrl, token: tokens.big }, stock);
      const submits = await runSubmitBench(
        bench,
        { baseUrl: server.baseUrl, token: tokens.big },
        stock,
        [1, 4, 16],
        (c) => (c === 1 ? 30 : 64),
      );
      say();
      say(
        `Sell submits, FEFO over contested batches — ${database} (big tenant; SQL = same locks and writes)`,
      );
      say(submitTable(submits));

      const totalSeconds = Math.round((performance.now() - began) / 1000);
      say();
      say(`Machine after the run: ${machine()}. Whole run: ${totalSeconds} s`);
      const dir = join(repoRoot, 'bench', 'results');
      await mkdir(dir, { recursive: true });
      const file = join(dir, `server-${bench.kind}.json`);
      await writeFile(
        file,
        `${JSON.stringify(
          {
            database,
            kind: bench.kind,
            // The big tenant divided by this (BENCH_SCALE); the goals of issues 17 and 19 are for 1.
            scale,
            at: new Date().toISOString(),
            machine: { cores: availableParallelism(), loadAfter: loadavg(), node: process.version },
            generation: { ...generation, vacuumAnalyzeMs: vacuumMs },
            reads: comparison,
            dashboardStatements: statements,
            submits,
            sessionCheck,
            overhead,
            totalSeconds,
          },
          null,
          2,
        )}\n`,
      );
      say(`Wrote ${file}`);
    } finally {
      await server.close();
    }
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
