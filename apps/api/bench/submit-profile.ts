import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { loadText, say } from './bench-console.ts';
import pg from 'pg';
import { signIn } from '../test/helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword } from '../test/helpers/tenants.ts';
import { openBenchDatabase } from './bench-database.ts';
import { startBenchServer } from './bench-server.ts';
import { generateTenant } from './generator/generator.ts';
import { scaledBigTenant } from './generator/sizes.ts';
import { percentile, round } from './stats.ts';
import { prepareContestedStock, contestedSaleBody } from './submit-bench.ts';
import { rawSellSubmit } from './submit-raw.ts';
import { contestedSale, tenantFacts } from './tenant-facts.ts';

// Where one client's sell submit spends its time (issue 19, ADR 052): the same sale as the submit bench, one at a
// time, through HTTP and as the raw-SQL transaction. For each side: statements per sale, the time the process
// waited on them (from sending a statement to its answer, measured around pg's Client.query), the time PostgreSQL
// spent executing them (pg_stat_statements, when the cluster preloads it), and what is left: the process's own work.
// Not part of `npm run bench`: `DATABASE_URL=… [BENCH_SCALE=10] [SUBMITS=200] tsx bench/submit-profile.ts`
// SUBMIT_PROFILE_CPU=<file.cpuprofile> writes a CPU profile of the measured sales alone (both sides, in turns).

interface Waits {
  statements: number;
  /** Statements sent while none was waiting for its answer: the waits a pipelined wave shares count once (ADR 063). */
  roundTrips: number;
  /** Time with at least one statement waiting for its answer (a wave's overlapping waits count once). */
  waitedMs: number;
}

/** Per statement (its first words), how many were sent and how long they were waited on, summed over a side. */
type ByStatement = Map<string, { count: number; waitedMs: number }>;

const statementKey = (args: unknown[]): string => {
  const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | null)?.text;
  return (text ?? '?').replace(/\s+/g, ' ').trim().slice(0, 72);
};

/** CPU seconds (user + system) of the PostgreSQL processes `pids` so far, from /proc (Linux; 0 elsewhere). */
async function backendCpuMs(pids: readonly number[]): Promise<number> {
  let ticks = 0;
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0); // utime, stime (fields 14 and 15)
  }
  return ticks * 10; // USER_HZ = 100
}

/** Counts the statements sent through any pg client while `fn` runs, and the time each took to answer. */
async function measured(
  fn: () => Promise<void>,
  byStatement: ByStatement,
): Promise<Waits & { wallMs: number; cpuMs: number }> {
  const query = pg.Client.prototype.query;
  const waits: Waits = { statements: 0, roundTrips: 0, waitedMs: 0 };
  let inFlight = 0;
  let waitingSince = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const at = performance.now();
    const result = (query as (...a: unknown[]) => unknown).apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      waits.statements += 1;
      if (inFlight === 0) {
        waits.roundTrips += 1;
        waitingSince = at;
      }
      inFlight += 1;
      const key = statementKey(args);
      const done = () => {
        const ms = performance.now() - at;
        inFlight -= 1;
        if (inFlight === 0) waits.waitedMs += performance.now() - waitingSince;
        const seen = byStatement.get(key) ?? { count: 0, waitedMs: 0 };
        byStatement.set(key, { count: seen.count + 1, waitedMs: seen.waitedMs + ms });
      };
      void (result as Promise<unknown>).then(done, done);
    }
    return result;
  } as typeof pg.Client.prototype.query;
  const began = performance.now();
  const cpu = process.cpuUsage();
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = query;
  }
  const used = process.cpuUsage(cpu);
  return { ...waits, wallMs: performance.now() - began, cpuMs: (used.user + used.system) / 1000 };
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const scale = Math.max(1, Number(process.env.BENCH_SCALE ?? 10));
  const submits = Math.max(10, Number(process.env.SUBMITS ?? 200));
  const bench = await openBenchDatabase();
  try {
    const name = `bench-profile-${randomBytes(3).toString('hex')}`;
    const tenantId = await createTenantWithAdmin(bench.db, name);
    const size = scaledBigTenant(scale);
    await generateTenant(bench.raw, tenantId, size);
    await bench.raw.query('vacuum analyze');
    const statStatements =
      (
        await bench.raw.query<{ ok: boolean }>(
          `select exists (select 1 from pg_settings where name = 'shared_preload_libraries'
                                                   and setting like '%pg_stat_statements%') as ok`,
        )
      )[0]?.ok ?? false;
    if (statStatements) await bench.raw.query('create extension if not exists pg_stat_statements');
    const executed = async (): Promise<number> => {
      if (!statStatements) return NaN;
      const [row] = await bench.raw.query<{ ms: number }>(
        `select coalesce(sum(total_plan_time + total_exec_time), 0)::float8 as ms from pg_stat_statements
         where query not ilike '%pg_stat_statements%'`,
      );
      return row?.ms ?? NaN;
    };
    const server = await startBenchServer(bench.db);
    try {
      const token = (
        await signIn(server.baseUrl, { tenant: name, username: 'admin', password: demoPassword })
      ).accessToken;
      const stock = await contestedSale(bench.raw, await tenantFacts(bench.raw, tenantId));
      await prepareContestedStock({ baseUrl: server.baseUrl, token }, stock);
      const body = JSON.stringify(contestedSaleBody(stock));
      const api = async () => {
        const response = await fetch(`${server.baseUrl}/api/app/sell-invoice/save`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body,
        });
        await response.arrayBuffer();
        if (response.status !== 204) throw new Error(`submit answered ${response.status}`);
      };
      const pool = bench.rawPool(1);
      const raw = () =>
        pool.transaction(async (session) => {
          await session.query(
            `select set_config('role', 'inventory_app', true), set_config('app.tenant_id', $1, true)`,
            [tenantId],
          );
          await rawSellSubmit(session, stock);
        });
      const sides = [
        { label: 'API (HTTP)', run: api },
        { label: 'raw SQL', run: raw },
      ];
      for (let i = 0; i < 20; i++) for (const side of sides) await side.run(); // warm up
      say(`Sell submit, one client, ${submits} sales per side in turns — ${bench.label}, load ${loadText()}`);
      const profileFile = process.env.SUBMIT_PROFILE_CPU;
      const inspector = profileFile ? new Session() : undefined;
      if (inspector) {
        inspector.connect();
        await inspector.post('Profiler.enable');
        await inspector.post('Profiler.start');
      }
      if (statStatements) await bench.raw.query('select pg_stat_statements_reset()');
      // The backends of this database but the one reading these figures: the server's pool and the raw side's.
      const backends = (
        await bench.raw.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        )
      ).map((r) => Number(r.pid));
      const totals = sides.map(() => ({
        latencies: [] as number[],
        statements: 0,
        roundTrips: 0,
        waited: 0,
        executed: 0,
        cpu: 0,
        backendCpu: 0,
        byStatement: new Map() as ByStatement,
      }));
      for (let i = 0; i < submits; i++)
        for (const [s, side] of sides.entries()) {
          const before = await executed();
          const cpuBefore = await backendCpuMs(backends);
          const total = totals[s]!;
          const one = await measured(side.run, total.byStatement);
          const cpuAfter = await backendCpuMs(backends);
          const after = await executed();
          total.latencies.push(one.wallMs);
          total.statements += one.statements;
          total.roundTrips += one.roundTrips;
          total.waited += one.waitedMs;
          total.cpu += one.cpuMs;
          total.backendCpu += cpuAfter - cpuBefore;
          // Minus the read of pg_stat_statements itself (its own statement is left out by the filter above).
          total.executed += after - before;
        }
      if (statStatements) {
        const rows = await bench.raw.query<{ calls: string; plan: number; exec: number; query: string }>(
          `select calls::text, (total_plan_time / calls)::float8 as plan, (total_exec_time / calls)::float8 as exec,
                  regexp_replace(query, '\\s+', ' ', 'g') as query
           from pg_stat_statements where calls >= $1 and query not ilike '%pg_stat_statements%'
           order by total_plan_time + total_exec_time desc limit 40`,
          [submits],
        );
        say('calls | plan ms | execute ms | statement');
        for (const r of rows)
          say(`${r.calls} | ${round(r.plan, 3)} | ${round(r.exec, 3)} | ${r.query.slice(0, 110)}`);
      }
      if (inspector && profileFile) {
        const { profile } = await inspector.post('Profiler.stop');
        await writeFile(profileFile, JSON.stringify(profile));
        inspector.disconnect();
      }
      await pool.close();
      say(`load after: ${loadText()}`);
      for (const [s, side] of sides.entries()) {
        say(`${side.label}: statement | sent per sale | waited ms per sale`);
        for (const [key, seen] of totals[s]!.byStatement)
          say(`  ${key} | ${round(seen.count / submits, 2)} | ${round(seen.waitedMs / submits, 3)}`);
      }
      say(
        'side | statements/sale | round trips/sale | mean ms | p50 ms | waited on statements ms | executed in PostgreSQL ms | own work ms' +
          ' | process CPU ms | PostgreSQL backends CPU ms',
      );
      for (const [s, side] of sides.entries()) {
        const t = totals[s]!;
        const mean = t.latencies.reduce((a, b) => a + b, 0) / submits;
        say(
          [
            side.label,
            round(t.statements / submits, 1),
            round(t.roundTrips / submits, 1),
            round(mean),
            round(percentile(t.latencies, 50)),
            round(t.waited / submits),
            round(t.executed / submits),
            round(mean - t.waited / submits),
            round(t.cpu / submits),
            round(t.backendCpu / submits),
          ].join(' | '),
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
