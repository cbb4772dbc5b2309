// Builds Storybook, serves it on a free port and runs every story in Debian Chromium through the Storybook
// test-runner: play functions, axe (a violation fails) and the screenshot comparison of .storybook/test-runner.ts.
// `UPDATE_SNAPSHOTS=1` rewrites the baselines in packages/ui/__screenshots__. Prints `Stories: N passed, M failed`.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const staticDir = join(root, 'storybook-static');
const resultsFile = join(root, '.tmp/stories-results.json');
const bin = (name) => join(root, 'node_modules/.bin', name);

const mimeTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

function run(command, args, env = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

function serve(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': mimeTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((ready) => server.listen(0, '127.0.0.1', () => ready(server)));
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
rmSync(resultsFile, { force: true });
const server = await serve(staticDir);
const url = `http://127.0.0.1:${server.address().port}`;
const code = await run(
  bin('test-storybook'),
  [
    '--url',
    url,
    '--config-dir',
    '.storybook',
    '--index-json',
    '--maxWorkers=2',
    // Extra arguments go to the runner, e.g. `pnpm test:stories -- layout-applayout` runs one file.
    ...process.argv.slice(2),
  ],
  { STORYBOOK_DISABLE_TELEMETRY: '1', STORIES_RESULTS_FILE: resultsFile },
);
server.close();

const { passed, failed, ok } = summary();
console.log(`Stories: ${passed} passed, ${failed} failed`);
process.exit(code !== 0 || !ok ? code || 1 : 0);
