import { loadavg } from 'node:os';
import { say } from './bench-console.ts';
import { signIn } from '../test/helpers/sign-in.ts';
import { createTenantWithAdmin, demoPassword } from '../test/helpers/tenants.ts';
import { openBenchDatabase } from './bench-database.ts';
import { startBenchServer } from './bench-server.ts';
import { generateTenant } from './generator/generator.ts';
import { scaledBigTenant, smallTenant } from './generator/sizes.ts';
import { percentile, round } from './stats.ts';
import { inPlaceAnswers } from '../src/http/serializer.ts';
import { idArrays } from '../src/db/id-array.ts';
import { fastTimestamps } from '../src/db/timestamptz.ts';

// `tsx bench/profile-list.ts` (node --cpu-prof through NODE_OPTIONS): one tenant (PROFILE_SIZE=small|big, big
// divided by BENCH_SCALE), the real server, then PROFILE_ITERATIONS sequential list requests per case (the list of
// PROFILE_PATH, the stock list unless given; a case starting with `/` is a whole path and query, e.g.
// `PROFILE_CASES=/api/app/warehouse-invoice?MaxResultCount=20,/api/app/purchase-invoice?MaxResultCount=20`), so a CPU
// profile of this process shows where a list request's time goes beside the database's.
//
// PROFILE_AB=1: instead, per case, PROFILE_AB_ROUNDS (6) alternating rounds of PROFILE_ITERATIONS requests with the
// in-place answers off (A, as before ADR 064) and on (B), printing each side's p50 and the process's CPU per request
// (the bench's own fetch included), so both sides are measured in the same minutes. PROFILE_AB=id-arrays: the same
// with the id lists sent as `in (…)` (A, as before ADR 067) and as one uuid[] parameter (B); PROFILE_AB=anylists:
// both of ADR 067's changes, A as before (`in` lists, pg's own timestamptz parser), B as now.

const scale = Math.max(1, Number(process.env.BENCH_SCALE ?? 10));
const size = process.env.PROFILE_SIZE === 'big' ? scaledBigTenant(scale) : smallTenant;
const iterations = Number(process.env.PROFILE_ITERATIONS ?? 500);
const path = process.env.PROFILE_PATH ?? '/api/app/stock';
const subject = process.env.PROFILE_AB;

async function main(): Promise<void> {
  const bench = await openBenchDatabase();
  try {
    const name = `profile-${Date.now()}`;
    const tenantId = await createTenantWithAdmin(bench.db, name);
    await generateTenant(bench.raw, tenantId, size);
    await bench.raw.query('vacuum analyze');
    await bench.serve();
    const server = await startBenchServer(bench.db);
    try {
      const cases = (
        process.env.PROFILE_CASES ?? 'MaxResultCount=20,MaxResultCount=20&IsNeedBatch=true'
      ).split(',');
      for (const query of cases) {
        // Signed in per case: a long A/B outlasts an access token's lifetime.
        const { accessToken } = await signIn(server.baseUrl, {
          tenant: name,
          username: 'admin',
          password: demoPassword,
        });
        const target = query.startsWith('/') ? query : `${path}?${query}`;
        const url = `${server.baseUrl}${target}`;
        const once = async () => {
          const response = await fetch(url, { headers: { authorization: `Bearer ${accessToken}` } });
          const text = await response.text();
          if (response.status !== 200) throw new Error(text);
          return text.length;
        };
        const bytes = await once();
        for (let i = 0; i < 20; i += 1) await once();
        if (process.env.PROFILE_AB) {
          const sides = { A: { times: [] as number[], cpu: 0 }, B: { times: [] as number[], cpu: 0 } };
          const rounds = Number(process.env.PROFILE_AB_ROUNDS ?? 6);
          for (let turn = 0; turn < rounds; turn += 1) {
            for (const side of turn % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const)) {
              if (subject === 'id-arrays' || subject === 'anylists') {
                idArrays.enabled = side === 'B';
                fastTimestamps.enabled = side === 'B' || subject === 'id-arrays';
              } else inPlaceAnswers.enabled = side === 'B';
              const cpu = process.cpuUsage();
              for (let i = 0; i < iterations; i += 1) {
                const at = performance.now();
                await once();
                sides[side].times.push(performance.now() - at);
              }
              const used = process.cpuUsage(cpu);
              sides[side].cpu += (used.user + used.system) / 1000;
            }
          }
          inPlaceAnswers.enabled = true;
          idArrays.enabled = true;
          fastTimestamps.enabled = true;
          const figures = (side: 'A' | 'B') =>
            `p50 ${round(percentile(sides[side].times, 50))} ms, CPU ${round(sides[side].cpu / sides[side].times.length)} ms/request`;
          say(
            `A/B ${bench.label} ${process.env.PROFILE_SIZE ?? 'small'} ${target} (${bytes} bytes): ${subject === 'id-arrays' || subject === 'anylists' ? `A (before ADR 067: ${subject === 'anylists' ? 'in lists, pg dates' : 'in lists'}) ${figures('A')}; B (${subject})` : `A (parsed) ${figures('A')}; B (in place)`} ${figures('B')}; load ${loadavg()
              .map((l) => l.toFixed(2))
              .join('/')}`,
          );
          continue;
        }
        const times: number[] = [];
        const from = process.hrtime.bigint() / 1000n;
        for (let i = 0; i < iterations; i += 1) {
          const at = performance.now();
          await once();
          times.push(performance.now() - at);
        }
        say(`window ${target} ${from} ${process.hrtime.bigint() / 1000n}`);
        say(
          `${bench.label} ${process.env.PROFILE_SIZE ?? 'small'} ${target}: p50 ${round(percentile(times, 50))} ms, p95 ${round(percentile(times, 95))}, ${bytes} bytes, load ${loadavg()
            .map((l) => l.toFixed(2))
            .join('/')}`,
        );
      }
    } finally {
      await server.app.close();
    }
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
