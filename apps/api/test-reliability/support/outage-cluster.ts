import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../test/helpers/test-app.ts';

// A PostgreSQL cluster of the outage test's own, run as a child of this process so that the test can kill the
// postmaster itself (not a pooled connection, not the server) and start it again on the same data directory and
// port. The shared cluster of with-postgres.mjs is left alone: other suites use it.

const readyLine = 'database system is ready to accept connections';
const isRoot = process.getuid?.() === 0;

/** The newest installed PostgreSQL server binaries (Debian's layout), or null when there are none. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** initdb refuses root: as root, the cluster belongs to Debian's `postgres` user (as in with-postgres.mjs). */
function asOwner(file: string, args: string[]): [string, string[]] {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

function idOf(flag: '-u' | '-g'): number {
  return Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
}

/** A process's state letter from /proc (Z = exited, not yet reaped), or null when it is gone. */
function processState(pid: number): string | null {
  try {
    return /^\d+ \(.*\) (\S)/s.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1] ?? null;
  } catch {
    return null;
  }
}

function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((candidate) => {
      try {
        const stat = readFileSync(`/proc/${candidate}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    });
}

/** Polls `done` until it holds, or fails after `timeoutMs` saying `what`. */
export async function waitFor(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface KillableCluster {
  /** A superuser URL of the cluster's `postgres` database. */
  readonly url: string;
  /** SIGKILLs the postmaster and resolves once it and every backend it had are gone. */
  kill(): Promise<void>;
  /** Starts the postmaster again on the same data directory and port; resolves once it accepts connections. */
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export async function startKillableCluster(): Promise<KillableCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('No PostgreSQL binaries under /usr/lib/postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'pg-outage-'));
  const dataDir = join(dir, 'data');
  if (isRoot) chownSync(dir, idOf('-u'), idOf('-g'));
  chmodSync(dir, 0o700);
  const [initdb, initArgs] = asOwner(join(bin, 'initdb'), [
    ...['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
  ]);
  const init = spawnSync(initdb, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);
  const port = await freePort();
  let postmaster: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let tail = '';

  const start = async () => {
    const [cmd, args] = asOwner(join(bin, 'postgres'), [
      ...['-D', dataDir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1'],
      ...['-c', 'max_connections=100'],
    ]);
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    postmaster = child;
    exited = new Promise((resolve) => child.once('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      let seen = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        tail = (tail + chunk.toString()).slice(-10_000);
        if (seen.includes(readyLine)) resolve();
      });
      void exited.then(() => reject(new Error(`postgres exited before it was ready:\n${tail}`)));
    });
  };

  const postmasterPid = () => Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

  const kill = async () => {
    const pid = postmasterPid();
    // Stopped first, so that no backend is forked between listing them and the kill.
    process.kill(pid, 'SIGSTOP');
    const backends = childrenOf(pid);
    process.kill(pid, 'SIGKILL');
    // runuser stops itself when its child stops (job control): it must run on to reap the postmaster.
    postmaster?.kill('SIGCONT');
    await exited;
    // Orphaned backends notice the postmaster's death and exit; until they have, its shared memory is in use and a
    // new postmaster would refuse to start.
    await waitFor('the orphaned backends to exit', () =>
      backends.every((backend) => [null, 'Z', 'X'].includes(processState(backend))),
    );
  };

  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    kill,
    start,
    dispose: async () => {
      try {
        if (postmaster && postmaster.exitCode === null && postmaster.signalCode === null) {
          // Immediate shutdown: the data directory is thrown away next.
          process.kill(postmasterPid(), 'SIGQUIT');
          await exited;
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
