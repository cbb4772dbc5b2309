#!/usr/bin/env node
// The README's two commands: `npm start` (the whole product on the embedded database) and `npm test` (everything).
// Both start from a machine that has only Node 20 and npm: they install pnpm and the locked packages first.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePnpm } from './lib/pnpm.mjs';
import { repoRoot } from './lib/paths.mjs';
import { run, runSteps } from './lib/steps.mjs';
import { ensureChromium, ensurePostgresBinaries } from './lib/system-packages.mjs';

const mode = process.argv[2];

/**
 * The installed packages are the locked ones: pnpm keeps a copy of the lockfile it installed from, and every
 * workspace package has its links. Then `pnpm install` (about 3 s, more on a busy machine) is skipped.
 */
function installIsCurrent() {
  const installed = join(repoRoot, 'node_modules/.pnpm/lock.yaml');
  if (!existsSync(installed)) return false;
  if (readFileSync(installed, 'utf8') !== readFileSync(join(repoRoot, 'pnpm-lock.yaml'), 'utf8'))
    return false;
  const workspaces = [
    'packages/domain',
    'packages/contracts',
    'packages/ui',
    'apps/web',
    'apps/api',
    'tests',
  ];
  return workspaces.every((dir) => existsSync(join(repoRoot, dir, 'node_modules')));
}

async function install(pnpm) {
  if (installIsCurrent()) return;
  const { code } = await run([...pnpm, 'install', '--frozen-lockfile', '--prefer-offline'], {
    capture: false,
  });
  if (code !== 0) {
    console.error('Installing the workspace packages failed (see above).');
    process.exit(code);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((entry) => entry !== 'node_modules' && entry !== 'dist')
    .reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

/** The web bundle is rebuilt only when a source it is made from is newer than the last build. */
function webBuildIsCurrent() {
  const built = join(repoRoot, 'apps/web/dist/index.html');
  if (!existsSync(built)) return false;
  const sources = ['apps/web', 'packages/ui/src', 'packages/contracts/src', 'packages/domain/src'];
  return statSync(built).mtimeMs >= Math.max(...sources.map((s) => newestMtime(join(repoRoot, s))));
}

/**
 * `npm start` is `node scripts/run.mjs start && exec node apps/api/dist/main.js` (ADR 038): this script installs
 * when the lockfile changed, builds what is stale and exits, and the shell then becomes the server, so only plain
 * `node` runs the product — no pnpm or tsx wrapper above it holding memory. pnpm is looked for only when needed.
 */
async function start() {
  let pnpm;
  const pnpmOnce = () => (pnpm ??= ensurePnpm());
  if (!installIsCurrent()) await install(pnpmOnce());
  if (!webBuildIsCurrent()) {
    console.log('Building the web app …');
    const { code } = await run([...pnpmOnce(), '--filter', '@inventory/web', 'build'], { capture: false });
    if (code !== 0) process.exit(code);
  }
  // Imported only now: the builder needs esbuild from the packages just installed.
  const { buildServer } = await import('../apps/api/scripts/build.mjs');
  if (await buildServer()) console.log('Built the server (apps/api/dist) …');
  console.log('Starting the server: node apps/api/dist/main.js');
}

async function test() {
  const pnpm = ensurePnpm();
  await install(pnpm);
  ensureChromium();
  ensurePostgresBinaries();
  const filter = (name, ...args) => [...pnpm, '--filter', name, ...args];
  const vitest = (name) => filter(name, 'exec', 'vitest', 'run');
  const typecheck = (dir) => ({
    name: `typecheck ${dir}`,
    argv: [...pnpm, 'exec', 'tsc', '-p', `${dir}/tsconfig.json`],
  });
  // The checks and the server suites each keep one core busy (tsc, eslint, a test file at a time on PGlite), so
  // they run in two lanes side by side on the machine's two cores; the builds and the end-to-end journeys, which
  // mostly wait, fill what the server lanes leave idle; the stories, which use both cores, run on their own last.
  const ok = await runSteps([
    {
      lanes: [
        [
          { name: 'format', argv: [...pnpm, 'exec', 'prettier', '--check', '.', '--log-level', 'warn'] },
          { name: 'lint', argv: [...pnpm, 'exec', 'eslint', '.'] },
          ...['packages/domain', 'packages/contracts'].map(typecheck),
        ],
        [
          ...['packages/ui', 'apps/web', 'apps/api', 'tests'].map(typecheck),
          { name: 'dependency direction', argv: ['node', 'scripts/check-deps.mjs'] },
          { name: 'dependency check self-test', argv: ['node', '--test', 'scripts/check-deps.test.mjs'] },
          { name: 'server structure', argv: ['node', 'scripts/check-api-modules.mjs'] },
          {
            name: 'server structure self-test',
            argv: ['node', '--test', 'scripts/check-api-modules.test.mjs'],
          },
          { name: 'test summary counting', argv: ['node', '--test', 'scripts/lib/steps.test.mjs'] },
          { name: 'story locales', argv: ['node', '--test', 'scripts/story-locales.test.mjs'] },
          { name: 'bench goals table', argv: ['node', '--test', 'scripts/bench-goals.test.mjs'] },
          {
            name: 'bench helpers',
            argv: filter(
              '@inventory/tests',
              'exec',
              'node',
              '--import',
              'tsx',
              '--test',
              'bench/critical-chain.test.ts',
            ),
          },
        ],
      ],
    },
    { name: 'domain', argv: vitest('@inventory/domain') },
    { name: 'contracts', argv: vitest('@inventory/contracts') },
    { name: 'ui', argv: vitest('@inventory/ui') },
    { name: 'web', argv: vitest('@inventory/web') },
    {
      lanes: [
        [
          { name: 'api on PGlite', argv: vitest('@inventory/api') },
          {
            // The README promises the crash test on the embedded database `npm start` uses too (~40 s).
            name: 'crash test on PGlite',
            argv: filter(
              '@inventory/api',
              'exec',
              'vitest',
              'run',
              '-c',
              'vitest.reliability.config.ts',
              'test-reliability/crash.test.ts',
            ),
          },
          // Storybook's build (~30 s) takes the core this lane leaves idle: it ends ~100 s before the PostgreSQL
          // one (ci-run-s28b: 406 s against 503 s). The stories step below then only tests (ADR 055).
          {
            name: 'storybook build',
            argv: [
              ...pnpm,
              'exec',
              'storybook',
              'build',
              '-o',
              'storybook-static',
              '--quiet',
              '--disable-telemetry',
            ],
          },
        ],
        [
          {
            name: 'api on PostgreSQL',
            argv: ['node', 'scripts/with-postgres.mjs', '--', ...vitest('@inventory/api')],
          },
          {
            name: 'reliability suite on PostgreSQL',
            argv: [
              'node',
              'scripts/with-postgres.mjs',
              '--',
              ...filter('@inventory/api', 'exec', 'vitest', 'run', '-c', 'vitest.reliability.config.ts'),
            ],
          },
        ],
        // The journeys wait on a browser and a server more than they compute (one worker: they share one server and
        // database), so they run beside the server suites instead of after the stories, off the run's critical path
        // (ADR 055). Their server builds apps/api/dist as `npm start` does: both stay in this lane, one after the other.
        [
          { name: 'web build', argv: filter('@inventory/web', 'build') },
          {
            name: 'first load holds no screen',
            argv: ['node', '--test', 'scripts/initial-bundle.test.mjs'],
            needs: ['web build'],
          },
          // After the web build, so that `npm start` finds it current: plain node runs the product, nothing else.
          {
            name: 'npm start runs plain node',
            argv: ['node', '--test', 'scripts/start.test.mjs'],
            needs: ['web build'],
          },
          {
            name: 'end to end',
            argv: filter('@inventory/tests', 'exec', 'playwright', 'test'),
            needs: ['web build'],
          },
        ],
      ],
    },
    {
      name: 'stories (play, axe, visual)',
      argv: ['node', 'scripts/test-stories.mjs'],
      env: { SKIP_STORYBOOK_BUILD: '1' },
      needs: ['storybook build'],
    },
  ]);
  process.exit(ok ? 0 : 1);
}

// The figures of issue 7: the domain's allocation, the server on PGlite and on PostgreSQL (big and small tenant,
// API against SQL, submit throughput), and the client (bundle, paints, start-up). Each writes bench/results/*.json.
async function bench() {
  const pnpm = ensurePnpm();
  await install(pnpm);
  ensureChromium();
  ensurePostgresBinaries();
  const filter = (name, ...args) => [...pnpm, '--filter', name, ...args];
  const ok = await runSteps([
    { name: 'domain allocation', argv: filter('@inventory/domain', 'bench') },
    { name: 'server on PGlite', argv: filter('@inventory/api', 'bench') },
    {
      name: 'server on PostgreSQL',
      argv: ['node', 'scripts/with-postgres.mjs', '--', ...filter('@inventory/api', 'bench')],
    },
    { name: 'client and start-up', argv: filter('@inventory/tests', 'bench') },
    // Issue 19's one table: each figure above beside its goal, holds yes / no (bench/results/goals.md).
    { name: 'goals', argv: ['node', 'scripts/bench-goals.mjs'] },
  ]);
  process.exit(ok ? 0 : 1);
}

const modes = { start, test, bench };
if (!modes[mode]) {
  console.error(`usage: node scripts/run.mjs ${Object.keys(modes).join('|')}`);
  process.exit(2);
}
await modes[mode]();
