import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureBundle } from './bundle-sizes.ts';
import { measureClient } from './client-metrics.ts';
import { describeMachine, machineLoad } from './machine.ts';
import { idleMemory, memoryGoals, memoryTable, signInBurst, watchPeak, type MemoryReport } from './memory.ts';
import { resultsDir, webDist } from './paths.ts';
import { bundleTable, clientTable, startTable } from './report.ts';
import { stopProduct } from './server-process.ts';
import { measureStarts, startServerOnly, type ProductServer } from './start-timing.ts';
import { ensureWebBuild } from './web-build.ts';

// The client and start-up figures of `npm run bench` (issue 7): bundle sizes, `npm start` to the sign-in page,
// and the browser's view of the running product. BENCH_CLIENT_RUNS sets the repetitions (default 5).
// BENCH_ONLY=client measures only the browser runs, against the server alone serving BENCH_WEB_DIST (default
// apps/web/dist, built by nobody here): a quicker before/after for client changes, written to no result file.

const runs = Number(process.env.BENCH_CLIENT_RUNS ?? 5);
// With DATABASE_URL the server uses that PostgreSQL and "cold" only means a new process, not an empty database.
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded, DATA_DIR)';
let server: ProductServer | undefined;

async function stopServer(): Promise<string> {
  if (!server) return 'not started';
  const stopped = await stopProduct(server.process);
  rmSync(server.dataDir, { recursive: true, force: true });
  server = undefined;
  return stopped;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopServer().then(() => process.exit(130)));
}

function write(name: string, content: unknown): void {
  mkdirSync(resultsDir, { recursive: true });
  const path = join(resultsDir, name);
  writeFileSync(path, `${JSON.stringify(content, null, 2)}\n`);
  console.log(`wrote ${path}`);
}

async function main(): Promise<void> {
  const before = machineLoad();
  console.log(`\nClient and start-up benchmarks — ${describeMachine()}`);
  console.log(
    'Other work on this machine slows every timing; the load average is printed with the figures.\n',
  );

  const build = ensureWebBuild();
  if (build.built) console.log(`built the web app first (${Math.round(build.ms)} ms)`);
  const bundle = measureBundle();
  console.log(`${bundleTable(bundle)}\n`);

  console.log(`npm start (temporary DATA_DIR, free port) on ${database} …`);
  const starts = await measureStarts();
  server = starts.server;
  console.log(`${startTable(starts.runs)}\n`);

  const group = server.process.child.pid!;
  const idle = await idleMemory(group);
  const burst = { concurrency: 16, requests: 400 };
  console.log(`browser against the warm server at ${server.origin}, after ${burst.requests} sign-in pages …`);
  const watch = watchPeak(group);
  const burstFailures = await signInBurst(server.origin, burst);
  const memory: MemoryReport = { idle, peak: idle, load: '' };
  let client: Awaited<ReturnType<typeof measureClient>> | undefined;
  try {
    client = await measureClient(server.origin, runs);
  } finally {
    // Printed even when the browser runs fail: the memory figures do not depend on them.
    memory.peak = watch.stop();
    const after = client ? `then the ${runs} browser runs` : 'then the browser runs, which failed';
    memory.load = `${burst.requests} sign-in pages by ${burst.concurrency} clients, ${after}`;
    if (burstFailures > 0) console.log(`${burstFailures} of the sign-in pages under load failed`);
    console.log(`\n${memoryTable(memory)}\n`);
  }
  const stopped = await stopServer();
  console.log(`\n${clientTable(client!)}\n`);
  const after = machineLoad();
  console.log(
    `server stopped: ${stopped}; load ${before.loadAverage[0]} before, ${after.loadAverage[0]} after (1 min)`,
  );

  const machine = { description: describeMachine(), before, after };
  write('start.json', { machine, database, runs: starts.runs });
  write('memory.json', { machine, database, goals: memoryGoals, ...memory, burstFailures });
  write('client.json', { machine, bundle, client });
}

async function clientOnly(): Promise<void> {
  const dist = process.env.BENCH_WEB_DIST ?? webDist;
  const before = machineLoad();
  console.log(`\nClient benchmark only — ${describeMachine()}; web build ${dist}`);
  server = await startServerOnly(dist);
  const client = await measureClient(server.origin, runs);
  const stopped = await stopServer();
  console.log(`\n${clientTable(client)}\n`);
  const after = machineLoad();
  console.log(
    `server stopped: ${stopped}; load ${before.loadAverage[0]} before, ${after.loadAverage[0]} after (1 min)`,
  );
}

(process.env.BENCH_ONLY === 'client' ? clientOnly() : main()).catch(async (error: unknown) => {
  console.error(error);
  await stopServer();
  process.exit(1);
});
