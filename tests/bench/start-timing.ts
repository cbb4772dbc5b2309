import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';
import { machineLoad, type MachineLoad } from './machine.ts';
import { startProduct, stopProduct, type StartedProcess } from './server-process.ts';
import { probeSignInPage } from './sign-in-probe.ts';
import { round } from './stats.ts';

/** Milestones of one `npm start`, in ms from its beginning; null when the output did not show one. */
export interface StartRun {
  kind: 'cold' | 'warm';
  /** `pnpm install --frozen-lockfile` finished. */
  installedMs: number | null;
  /** Installing and building were done; the shell became the server (`node apps/api/dist/main.js`). */
  serverLaunchedMs: number | null;
  /** The server printed its address: database open, migrations and seed done, listening. */
  announcedMs: number | null;
  /** The sign-in page answered 200 (authorization request → login page). */
  signInPageMs: number;
  attempts: number;
  stopped: 'clean' | 'killed' | 'running';
  /** `npm start` rebuilt the web app (a source changed meanwhile): the figure includes a build. */
  rebuiltWeb: boolean;
  load: MachineLoad;
}

export interface ProductServer {
  origin: string;
  dataDir: string;
  process: StartedProcess;
}

const TIMEOUT_MS = 180_000;

function milestone(started: StartedProcess, marker: string): number | null {
  const piece = started.output.find((p) => p.text.includes(marker));
  return piece ? round(piece.atMs, 0) : null;
}

async function timeUntilSignIn(started: StartedProcess, origin: string) {
  let attempts = 0;
  for (;;) {
    attempts += 1;
    const result = await probeSignInPage(origin);
    const elapsed = performance.now() - started.startedAt;
    if (result.ok) return { signInPageMs: elapsed, attempts };
    if (elapsed > TIMEOUT_MS || started.child.exitCode !== null) {
      const output = started.output.map((p) => p.text).join('');
      throw new Error(`no sign-in page after ${Math.round(elapsed)} ms (${result.reason}):\n${output}`);
    }
    // Polling, not synchronisation: a refused connection returns at once, so keep the probes ~25 ms apart.
    await new Promise((resolveTick) => setTimeout(resolveTick, 25));
  }
}

/** The product on a loopback port of its own, its issuer and web origin that address, its data in `dataDir`. */
function productEnv(port: number, dataDir: string) {
  const origin = `http://127.0.0.1:${port}`;
  return { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ISSUER: origin, WEB_ORIGINS: origin };
}

async function timedStart(kind: StartRun['kind'], port: number, dataDir: string) {
  const env = productEnv(port, dataDir);
  const origin = env.ISSUER;
  const started = await startProduct(env);
  const timing = await timeUntilSignIn(started, origin);
  const run: StartRun = {
    kind,
    installedMs: milestone(started, 'Done in'),
    serverLaunchedMs: milestone(started, 'Starting the server'),
    announcedMs: milestone(started, 'is running at'),
    signInPageMs: round(timing.signInPageMs, 0),
    attempts: timing.attempts,
    stopped: 'running',
    rebuiltWeb: milestone(started, 'Building the web app') !== null,
    load: machineLoad(),
  };
  return { run, server: { origin, dataDir, process: started } };
}

/**
 * A cold start (empty data directory: migrations and demo seed) and a warm restart on the same directory. The
 * warm server is left running for the client measurements; the caller stops it.
 */
export async function measureStarts(): Promise<{ runs: StartRun[]; server: ProductServer }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'inventory-bench-'));
  const cold = await timedStart('cold', port, dataDir);
  cold.run.stopped = await stopProduct(cold.server.process);
  const warm = await timedStart('warm', port, dataDir);
  return { runs: [cold.run, warm.run], server: warm.server };
}

/**
 * The server alone (`pnpm --filter @inventory/api start`: the server's build when stale, then plain node) on a
 * fresh data directory, serving `webDist`, for the client figures without the start-up runs (`BENCH_ONLY=client`).
 */
export async function startServerOnly(webDist: string): Promise<ProductServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'inventory-bench-'));
  const env = productEnv(port, dataDir);
  const origin = env.ISSUER;
  const started = await startProduct({ ...env, WEB_DIST: webDist }, 'pnpm --filter @inventory/api start');
  await timeUntilSignIn(started, origin);
  return { origin, dataDir, process: started };
}
