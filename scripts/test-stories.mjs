// Builds Storybook, serves it on a free port and runs every story in Debian Chromium through the Storybook
// test-runner in every toolbar locale, in one pass (STORY_LOCALES=en narrows it): play functions, axe (a violation
// fails) and the screenshot comparison of .storybook/test-runner.ts (a missing baseline fails). `UPDATE_SNAPSHOTS=1` (re)writes the baselines in
// packages/ui/__screenshots__. Prints `Stories: N passed, M failed`. Then scripts/storybook-pages.mjs visits every
// story and docs page of the same build with animations on (`Storybook pages: …`); SKIP_STORYBOOK_PAGES=1 skips it.
// SKIP_STORYBOOK_BUILD=1 tests the build already in STORYBOOK_STATIC_DIR: `npm test` builds it in an earlier step,
// beside the server suites (ADR 055).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from './lib/serve-static.mjs';

const root = resolve(import.meta.dirname, '..');
// STORYBOOK_STATIC_DIR (relative to the repository) keeps builds made side by side from overwriting each other.
const staticName = process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static';
const staticDir = join(root, staticName);
const resultsFile = join(root, `.tmp/stories-results-${staticName.replaceAll('/', '-')}.json`);
const bin = (name) => join(root, 'node_modules/.bin', name);

function run(command, args, env = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

function summary() {
  if (!existsSync(resultsFile)) return { passed: 0, failed: 0, ok: false };
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
  for (const name of results.failedStories) console.log(`  failed: ${name}`);
  // Jest sets `success` only after the reporters ran, so the counts and the runner's exit code decide.
  return { passed: results.numPassedTests, failed, ok: failed === 0 && results.numPassedTests > 0 };
}

if (!existsSync('/usr/bin/chromium')) {
  console.error(
    'Chromium is missing at /usr/bin/chromium (apt-get install chromium fonts-liberation fonts-noto-cjk).',
  );
  console.log('Stories: 0 passed, 0 failed');
  process.exit(1);
}

if (process.env.SKIP_STORYBOOK_BUILD !== '1') {
  const built = await run(bin('storybook'), ['build', '-o', staticDir, '--quiet', '--disable-telemetry']);
  if (built !== 0) {
    console.error('Storybook build failed.');
    console.log('Stories: 0 passed, 0 failed');
    process.exit(built);
  }
}

mkdirSync(join(root, '.tmp'), { recursive: true });
const server = await serveStatic(staticDir);
// Every story is played, checked by axe and compared in each locale of the toolbar (.storybook/preview.tsx), all in
// one runner pass: .storybook/test-runner-locales.cjs repeats each generated test file's stories per locale (ADR 066).
rmSync(resultsFile, { force: true });
const code = await run(
  bin('test-storybook'),
  [
    '--url',
    server.url,
    '--config-dir',
    '.storybook',
    '--index-json',
    '--maxWorkers=2',
    // Extra arguments go to the runner, e.g. `pnpm test:stories -- layout-applayout` runs one file.
    ...process.argv.slice(2),
  ],
  { STORYBOOK_DISABLE_TELEMETRY: '1', STORIES_RESULTS_FILE: resultsFile },
);
const { passed, failed, ok: counted } = summary();
const ok = code === 0 && counted;
console.log(`Stories: ${passed} passed, ${failed} failed`);

let pagesOk = true;
if (process.env.SKIP_STORYBOOK_PAGES !== '1' && process.env.UPDATE_SNAPSHOTS !== '1') {
  // The runner has just run axe on every story in both locales (no title filter, no narrower STORY_LOCALES given): the
  // page check need not run it a second time and checks what the runner cannot, animations on and the docs pages
  // (ADR 055).
  const everyStory = process.argv.length === 2 && process.env.STORY_LOCALES === undefined;
  const axeChecked = everyStory ? ['--axe-checked'] : [];
  // The runner's title filters (`sales-selleditorroute`) narrow the pages too: a story ID starts with its title's.
  const titles = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  pagesOk =
    (await run('node', ['scripts/storybook-pages.mjs', '--url', server.url, ...axeChecked, ...titles])) === 0;
}
await server.close();
process.exit(ok && pagesOk ? 0 : 1);
