import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../../', import.meta.url));
/** main.ts prints this once it listens (after migrating and seeding). */
const readyLine = 'is running at';

/** `npm start`'s server as a separate process, to be killed for real. */
export interface ChildServer {
  readonly baseUrl: string;
  /** The server process's id (the outage test proves it is the same process throughout). */
  readonly pid: number;
  /** Resolves once the process has exited (after a kill or a stop), with its signal or code. */
  readonly exited: Promise<string>;
  kill(signal: 'SIGKILL' | 'SIGTERM'): void;
  /** The last of what it printed, for failure messages. */
  output(): string;
}

/**
 * Starts `src/main.ts` under tsx with `env` (DATA_DIR or DATABASE_URL) on `port`, and resolves once it is ready.
 * Its output is always read (a full pipe would block the server's logging and so the server).
 */
export async function startChildServer(port: number, env: Record<string, string>): Promise<ChildServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcessByStdio<null, Readable, Readable> = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/main.ts'],
    {
      cwd: apiDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        ISSUER: baseUrl,
        WEB_DIST: '/nonexistent-web-dist',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let tail = '';
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`)),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-20_000);
      if (tail.includes(readyLine)) resolve();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then((how) => reject(new Error(`server exited (${how}) before it was ready:\n${tail}`)));
  });
  await ready;
  return {
    baseUrl,
    pid: child.pid ?? 0,
    exited,
    kill: (signal) => {
      child.kill(signal);
    },
    output: () => tail,
  };
}
