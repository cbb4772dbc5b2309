// `npm start` runs the product as compiled JavaScript on plain node (ADR 038): no pnpm, tsx or esbuild process is
// left running above or beside the server, and the server answers. Run by `npm test` after the web build.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { buildServer, serverEntry } from '../apps/api/scripts/build.mjs';
import { repoRoot } from './lib/paths.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'inventory-start-test-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
    server.once('error', reject);
  });
}

/** Every process under `pid` (not `pid` itself), each with its executable and command line. */
function descendants(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  const found = [pid];
  for (let i = 0; i < found.length; i += 1)
    for (const [child, parent] of parents) if (parent === found[i]) found.push(child);
  return found.slice(1).flatMap((p) => {
    try {
      const command = readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').join(' ').trim();
      return [{ pid: p, exe: readlinkSync(`/proc/${p}/exe`), command }];
    } catch {
      return [];
    }
  });
}

test('the server bundle inlines the workspace packages and needs no transpiler', async () => {
  await buildServer();
  const bundle = readFileSync(serverEntry, 'utf8');
  assert.doesNotMatch(
    bundle,
    /from ["']@inventory\//,
    'a workspace package (TypeScript source) left as an import',
  );
  assert.doesNotMatch(bundle, /from ["'](tsx|esbuild)["']/);
});

test(
  'npm start leaves only node running: npm itself and node apps/api/dist/main.js, which answers',
  { timeout: 240_000 },
  async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    // The shell is the group's leader, so the whole tree can be listed and stopped by the group.
    const shell = spawn('sh', ['-c', 'exec npm start'], {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ISSUER: origin,
        WEB_ORIGINS: origin,
      },
    });
    let output = '';
    const exited = new Promise((resolveExit) => shell.once('exit', resolveExit));
    try {
      // Synchronised on the server's own announcement, printed once it listens.
      await new Promise((resolveRunning, reject) => {
        const onData = (chunk) => {
          output += chunk;
          if (output.includes('is running at')) resolveRunning();
        };
        shell.stdout.on('data', onData);
        shell.stderr.on('data', onData);
        void exited.then((code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
      });
      const health = await globalThis.fetch(`${origin}/health/ready`);
      assert.equal(health.status, 200, output);

      // This test's own process tree: the shell (now npm) and whatever it left running.
      const underStart = descendants(process.pid);
      const commands = underStart.map((p) => `${p.pid} ${p.command} (${p.exe})`).join('\n');
      for (const p of underStart) {
        assert.doesNotMatch(p.command, /pnpm|tsx|esbuild|vite|run\.mjs/, `still running:\n${commands}`);
        assert.match(p.exe, /\/node$/, `not node:\n${commands}`);
      }
      assert.equal(
        underStart.filter((p) => /apps\/api\/dist\/main\.js/.test(p.command)).length,
        1,
        `one server process (the database was prepared by a child that has exited):\n${commands}`,
      );
    } finally {
      process.kill(-shell.pid, 'SIGTERM');
      await exited;
    }
  },
);
