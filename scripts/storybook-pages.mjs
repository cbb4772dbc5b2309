#!/usr/bin/env node
// What a designer or QA sees (issue 12, "Proof"): the static Storybook build opened in Chromium with animations ON
// (no reduced motion, nothing frozen), every story and docs page of storybook-static/index.json visited in every
// locale of the toolbar. A page fails on an uncaught page error, a story that throws or whose play function fails
// (the same events the Interactions panel shows), a failed a11y report, Storybook's error screen, or a docs page
// whose content is covered by an open dialog. Prints `Storybook pages: N passed, M failed`.
//
// usage: node scripts/storybook-pages.mjs [--url http://…] [--axe-checked] [id-substring …]
// Without --url it serves storybook-static itself (build it first: `pnpm build-storybook`).
// --axe-checked: scripts/test-stories.mjs has just run axe on every story in every locale (settled, animations
// frozen) and failed on any violation, so this pass leaves the a11y addon's run off (its `manual` global, as the
// a11y panel's "run manually" sets it) and checks what the runner does not: animations on, the play function and
// page errors in a person's browser, Storybook's error screen, the docs pages (ADR 055).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../tests/chromium.mjs';
import { repoRoot } from './lib/paths.mjs';
import { serveStatic } from './lib/serve-static.mjs';
import { checkDocsNotCovered, visitEntry } from './lib/storybook-page-checks.mjs';

// The locale toolbar's values (.storybook/preview.tsx `globalTypes.locale`).
const locales = ['en', 'zh-Hans'];
const workers = Number(process.env.STORYBOOK_PAGES_WORKERS ?? 2);
const entryTimeoutMs = 20_000;

let givenUrl;
let axeChecked = false;
const filters = [];
for (const [i, arg] of process.argv.entries()) {
  if (i < 2 || process.argv[i - 1] === '--url') continue;
  if (arg === '--url') givenUrl = process.argv[i + 1];
  else if (arg === '--axe-checked') axeChecked = true;
  else filters.push(arg);
}
const staticDir = join(repoRoot, process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static');

function done(passed, failed, code) {
  console.log(`Storybook pages: ${passed} passed, ${failed} failed`);
  process.exit(code);
}

if (!givenUrl && !existsSync(join(staticDir, 'index.json'))) {
  console.error('storybook-static/index.json is missing: run `pnpm build-storybook` first.');
  done(0, 0, 1);
}

const server = givenUrl ? undefined : await serveStatic(staticDir);
const baseUrl = givenUrl ?? server.url;
const index = await (await globalThis.fetch(new URL('index.json', `${baseUrl}/`))).json();
const entries = Object.values(index.entries)
  .filter((entry) => filters.length === 0 || filters.some((f) => entry.id.includes(f)))
  .map((entry) => ({ id: entry.id, viewMode: entry.type === 'docs' ? 'docs' : 'story' }));
// Stories before docs pages in each locale: a docs page gets a fresh page of its own and leaves it closed, so docs
// pages scattered among the stories made the next story open the preview again (one load more per docs page).
const ordered = [
  ...entries.filter((e) => e.viewMode === 'story'),
  ...entries.filter((e) => e.viewMode === 'docs'),
];
const queue = locales.flatMap((locale) => ordered.map((entry) => ({ ...entry, locale })));

/** Fails with `what` after `ms` instead of waiting on a browser that stopped answering. */
function within(ms, what, promise) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = globalThis.setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => globalThis.clearTimeout(timer));
}

/**
 * Each worker's own browser, launched on first use and replaced after a visit that threw: a preview Storybook
 * reloaded under a visit ("Execution context was destroyed") left this Chromium unable to open a tab, and the pass
 * waited on it for good (seen at the end of a full run). A replaced browser is only ever that worker's.
 */
function workerBrowser() {
  let browser;
  return {
    async context() {
      if (browser?.isConnected()) return browser.contexts()[0];
      browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
      // Animations on, as a person's browser has them: no `reducedMotion`, no frozen styles.
      return browser.newContext({
        viewport: { width: 1280, height: 800 },
        reducedMotion: 'no-preference',
        locale: 'en-US',
        timezoneId: 'UTC',
      });
    },
    async replace() {
      const old = browser;
      browser = undefined;
      await within(10_000, 'closing the browser', old?.close() ?? Promise.resolve()).catch(() =>
        old?.process()?.kill('SIGKILL'),
      );
    },
  };
}

const failures = [];
let passed = 0;
/** Entries visited a second time, on a new browser, after their first visit broke (see `worker`). */
const revisited = [];

async function openPreview(browser, locale) {
  const page = await (await browser.context()).newPage();
  page.pageErrors = [];
  page.on('pageerror', (error) => page.pageErrors.push(`page error: ${error.message.split('\n')[0]}`));
  const url = `${baseUrl}/iframe.html?globals=${encodeURIComponent(`locale:${locale}`)}`;
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(
    () => globalThis.__STORYBOOK_PREVIEW__?.ready && globalThis.__STORYBOOK_ADDONS_CHANNEL__,
  );
  await page.evaluate(() => globalThis.__STORYBOOK_PREVIEW__.ready());
  if (axeChecked) {
    await page.evaluate(() =>
      globalThis.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { a11y: { manual: true } } }),
    );
    await page.waitForFunction(
      () => globalThis.__STORYBOOK_PREVIEW__.storyStoreValue.userGlobals.get().a11y?.manual === true,
    );
  }
  return page;
}

async function check(page, job) {
  const problems = await visitEntry(page, job, entryTimeoutMs);
  if (job.viewMode === 'docs' && problems.length === 0) problems.push(...(await checkDocsNotCovered(page)));
  return problems;
}

async function worker() {
  const browser = workerBrowser();
  let page;
  /** Opens a preview in the job's locale unless the open one will do, and visits the job's entry. */
  const visit = async (job) => {
    // A docs page gets a page of its own: what earlier stories left in the window (spies, portals) is not its.
    if (page?.locale !== job.locale || job.viewMode === 'docs') {
      await page?.close();
      page = await openPreview(browser, job.locale);
      page.locale = job.locale;
    }
    page.pageErrors.length = 0;
    return [...(await check(page, job)), ...page.pageErrors];
  };
  for (let job = queue.shift(); job; job = queue.shift()) {
    let problems;
    try {
      problems = await within(entryTimeoutMs + 40_000, 'the visit', visit(job));
    } catch (error) {
      // The visit itself broke (the browser, not the story, which reports through `problems`): once more on a new
      // browser. A story that breaks its page every time fails the second visit too.
      page = undefined;
      await browser.replace();
      try {
        problems = await within(entryTimeoutMs + 40_000, 'the second visit', visit(job));
        revisited.push(`${job.id} [${job.locale}] (${error.message.split('\n')[0]})`);
      } catch (again) {
        problems = [`visit failed twice: ${error.message.split('\n')[0]}; ${again.message.split('\n')[0]}`];
        page = undefined;
        await browser.replace();
      }
    }
    if (problems.length === 0) {
      passed += 1;
      // Leaving a docs page while one of its inline stories still renders makes Storybook reload the preview
      // (StoryRender.teardown): the next entry gets a fresh page instead.
      if (job.viewMode === 'docs') {
        await page?.close();
        page = undefined;
      }
      continue;
    }
    problems = problems.map((problem) => problem.replace(/\s+/g, ' ').slice(0, 900));
    failures.push({ ...job, problems });
    console.log(`  failed: ${job.id} [${job.locale}]\n    ${problems.join('\n    ')}`);
    // A failed page may leave anything behind (an open portal, a pending play, a navigation): start clean.
    await page?.close().catch(() => undefined);
    page = undefined;
  }
  await page?.close();
  await browser.replace();
}

const started = Date.now();
await Promise.all(Array.from({ length: workers }, worker));
await server?.close();
console.log(
  `Visited ${entries.length} entries × ${locales.length} locales in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
);
if (revisited.length > 0) console.log(`Visited again on a new browser: ${revisited.join('; ')}`);
done(passed, failures.length, failures.length === 0 && passed > 0 ? 0 : 1);
