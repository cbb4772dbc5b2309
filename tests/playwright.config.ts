import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { shortTokenSeconds } from './e2e/support/short-tokens.ts';

// End-to-end tests against the real server (apps/api) serving the production build of the web app. The build is
// not made here: run `pnpm --filter @inventory/web build` first (the root test script does).

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// E2E_WEB_DIST runs the specs against another build (e.g. one made without a fix, to see a spec fail).
const webDist = process.env.E2E_WEB_DIST ?? join(repoRoot, 'apps/web/dist');

if (!existsSync(join(webDist, 'index.html'))) {
  throw new Error(
    `No web build at ${webDist}: run \`pnpm --filter @inventory/web build\` before the e2e tests.`,
  );
}

/** A port nobody listens on; asked for once, in a child process, because the config must be synchronous. */
function freePort(): string {
  const probe =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim();
}

// Playwright loads this file again in each worker; the environment carries the first choice over to them.
const port = (process.env.E2E_PORT ??= freePort());
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'inventory-e2e-')));
const origin = `http://localhost:${port}`;
// A second server whose access tokens live seconds, for the session-renewal spec (which reads its origin).
const shortTokenPort = (process.env.E2E_SHORT_TOKEN_PORT ??= freePort());
const shortTokenDataDir = (process.env.E2E_SHORT_TOKEN_DATA_DIR ??= mkdtempSync(
  join(tmpdir(), 'inventory-e2e-short-'),
));
process.env.E2E_SHORT_TOKEN_ORIGIN = `http://localhost:${shortTokenPort}`;

/**
 * One API server serving the web build. `extraEnv` may set ISSUER / WEB_ORIGINS; without them the server runs as
 * `npm start` does, accepting every origin it is reachable at (ADR 028), which the sign-in spec uses at 127.0.0.1.
 */
function server(port: string, dataDir: string, extraEnv: Record<string, string> = {}) {
  const serverOrigin = `http://localhost:${port}`;
  return {
    command: 'pnpm --filter @inventory/api start',
    cwd: repoRoot,
    url: `${serverOrigin}/.well-known/openid-configuration`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    env: {
      PORT: port,
      WEB_DIST: webDist,
      // A fresh embedded database per run: the journey changes the admin's password.
      DATA_DIR: dataDir,
      ...extraEnv,
    },
  };
}

export const config = defineConfig({
  testDir: './e2e',
  // One journey through one server and one database: running it in parallel would only race on shared data.
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '.artifacts/test-results',
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    baseURL: origin,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    channel: undefined,
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    server(port, dataDir),
    server(shortTokenPort, shortTokenDataDir, {
      ACCESS_TOKEN_TTL_SECONDS: String(shortTokenSeconds),
      // A deployment with one public origin: exactly that origin is accepted.
      ISSUER: `http://localhost:${shortTokenPort}`,
      WEB_ORIGINS: `http://localhost:${shortTokenPort}`,
    }),
  ],
});

// Playwright only reads a default export; the one allowed exception to named exports.
export default config;
