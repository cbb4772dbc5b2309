#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster: `node scripts/with-postgres.mjs -- <command…>`.
// The cluster lives in a temporary directory on a free loopback port and is removed afterwards, whatever the
// command's outcome. The command sees TEST_DATABASE_URL (a superuser URL) in its environment.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePostgresBinaries, postgresBinDir } from './lib/system-packages.mjs';

const separator = process.argv.indexOf('--');
const command = separator >= 0 ? process.argv.slice(separator + 1) : [];
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs -- <command…>');
  process.exit(2);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

ensurePostgresBinaries();
const bin = postgresBinDir();
const isRoot = process.getuid?.() === 0;
const dir = mkdtempSync(join(tmpdir(), 'pg-throwaway-'));
const dataDir = join(dir, 'data');
const port = await freePort();

// initdb refuses to run as root, so as root the cluster belongs to Debian's `postgres` user.
function asClusterOwner(file, args) {
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  const result = spawnSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${file} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

function cleanUp() {
  try {
    asClusterOwner(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  } catch {
    // Not running (start failed): nothing to stop.
  }
  rmSync(dir, { recursive: true, force: true });
}

let exitCode = 1;
try {
  if (isRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  asClusterOwner(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  asClusterOwner(join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`,
    '-w',
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL throwaway cluster on port ${port}`);
  exitCode = await new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: url },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  cleanUp();
}
process.exit(exitCode);

function postgresUser() {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  return { uid: Number(result.stdout.trim()), gid: Number(gid.stdout.trim()) };
}
