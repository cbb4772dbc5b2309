import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { repoRoot } from './paths.ts';

export interface OutputPiece {
  atMs: number;
  text: string;
}

export interface StartedProcess {
  child: ChildProcess;
  /** performance.now() when `npm start` itself began (after the workspace lock, see below). */
  startedAt: number;
  /** What the process printed, each piece with its time since `startedAt`. */
  output: OutputPiece[];
  exited: Promise<number | null>;
}

const LOCK = '/tmp/pnpm.lock';
const MARK = '__bench_npm_start__';

/**
 * Runs `npm start` in its own process group. `npm start` may run `pnpm install`; where other jobs share the
 * workspace and serialise installs on a lock file, it waits for that lock first, and the clock starts only once it
 * holds it.
 */
export function startProduct(env: NodeJS.ProcessEnv, start = 'npm start'): Promise<StartedProcess> {
  const command = `echo ${MARK}; exec ${start}`;
  const argv = existsSync('/usr/bin/flock') ? ['flock', LOCK, 'sh', '-c', command] : ['sh', '-c', command];
  const child = spawn(argv[0]!, argv.slice(1), {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: OutputPiece[] = [];
  let startedAt = 0;
  const record = (text: string) => output.push({ atMs: performance.now() - startedAt, text });
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  return new Promise((resolveStart, reject) => {
    let started = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      if (!started && text.includes(MARK)) {
        started = true;
        startedAt = performance.now();
        resolveStart({ child, startedAt, output, exited });
      }
      record(text.replace(`${MARK}\n`, ''));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => record(chunk.toString()));
    child.once('error', reject);
    void exited.then((code) => {
      if (!started)
        reject(
          new Error(`npm start exited (${code}) before it began: ${output.map((p) => p.text).join('')}`),
        );
    });
  });
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolveTick) => setTimeout(resolveTick, 50));
  }
  return condition();
}

/** SIGTERM to the whole group (flock, npm, the server), SIGKILL for anything left after 10 s. */
export async function stopProduct(started: StartedProcess): Promise<'clean' | 'killed'> {
  const pid = started.child.pid;
  if (pid === undefined || !groupAlive(pid)) return 'clean';
  process.kill(-pid, 'SIGTERM');
  if (await waitUntil(() => !groupAlive(pid), 10_000)) return 'clean';
  process.kill(-pid, 'SIGKILL');
  await waitUntil(() => !groupAlive(pid), 5_000);
  return 'killed';
}
