import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const baselineDir = join(process.cwd(), 'packages/ui/__screenshots__');
const reviewDir = join(process.cwd(), '.tmp/screenshots');
const updateBaselines = process.env['UPDATE_SNAPSHOTS'] === '1';
// Every story is played once per toolbar locale in the same run: test-runner-locales.cjs puts the locale in each
// story's context (ADR 066). English keeps the plain file names.
const storyLocale = (context: object): string => (context as { locale?: string }).locale ?? 'en';
const baselineName = (storyId: string, locale: string) =>
  locale === 'en' ? storyId : `${storyId}.${locale}`;

/*
 * Tolerance: pixelmatch `threshold: 0.1` is the per-pixel colour distance (YIQ, 0..1) below which two pixels count
 * as equal, and anti-aliased pixels are ignored; the story fails when more than 0.1 % of its pixels still differ.
 * Same Chromium + fonts render byte-identical images, so this only absorbs sub-pixel text noise while a changed
 * colour, border, spacing or text moves far more pixels than that.
 */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.001;

// Animations and the caret off: a screenshot must not depend on when it was taken.
const freezeCss = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}`;

interface VisualParameters {
  /** `viewport` for stories whose content is portalled or fixed (dialogs, overlays, full layouts). */
  target?: 'root' | 'viewport';
  /** false for stories whose request never answers on purpose (a loading state). */
  networkIdle?: boolean;
}

function compare(name: string, actual: Buffer): void {
  const baselinePath = join(baselineDir, `${name}.png`);
  if (updateBaselines) {
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(baselinePath, actual);
    return;
  }
  // A missing baseline is a failure, not a fresh one: otherwise a new story passes without anyone looking at it.
  if (!existsSync(baselinePath)) {
    mkdirSync(reviewDir, { recursive: true });
    writeFileSync(join(reviewDir, `${name}.actual.png`), actual);
    throw new Error(
      `No screenshot baseline for ${name} (${baselinePath}). Look at ${join(reviewDir, `${name}.actual.png`)}, ` +
        'then run `pnpm test:stories:update` and commit the PNG.',
    );
  }
  const baseline = readFileSync(baselinePath);
  const actualPath = join(reviewDir, `${name}.actual.png`);
  const diffPath = join(reviewDir, `${name}.diff.png`);
  // The same pixels encode to the same bytes: a picture byte-for-byte equal to its baseline has no differing pixel,
  // and nearly all are. Decoding both PNGs and comparing every pixel in JavaScript took longer than the play
  // function, axe and the screenshot together (ADR 043): only a picture whose bytes differ is decoded and judged.
  if (baseline.equals(actual)) {
    rmSync(actualPath, { force: true });
    rmSync(diffPath, { force: true });
    return;
  }
  const expected = PNG.sync.read(baseline);
  const current = PNG.sync.read(actual);
  if (expected.width !== current.width || expected.height !== current.height) {
    mkdirSync(reviewDir, { recursive: true });
    writeFileSync(actualPath, actual);
    throw new Error(
      `Visual regression in ${name}: size ${current.width}×${current.height} differs from the baseline ` +
        `${expected.width}×${expected.height}. Actual: ${actualPath}. Run \`pnpm test:stories:update\` if intended.`,
    );
  }
  const diff = new PNG({ width: expected.width, height: expected.height });
  const differing = pixelmatch(expected.data, current.data, diff.data, expected.width, expected.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const allowed = Math.floor(expected.width * expected.height * MAX_DIFF_RATIO);
  if (differing > allowed) {
    mkdirSync(reviewDir, { recursive: true });
    writeFileSync(actualPath, actual);
    writeFileSync(diffPath, PNG.sync.write(diff));
    throw new Error(
      `Visual regression in ${name}: ${differing} pixels differ (allowed ${allowed}). ` +
        `Actual: ${actualPath}, diff: ${diffPath}. Run \`pnpm test:stories:update\` if intended.`,
    );
  }
  rmSync(actualPath, { force: true });
  rmSync(diffPath, { force: true });
}

interface PreviewGlobals {
  storyStoreValue?: { userGlobals: { get(): Record<string, unknown> } };
}

const config: TestRunnerConfig = {
  // A fresh preview for each test file and, within it, for each locale (test-runner-locales.cjs): loaded bare, as the
  // runner loads it, until its store is ready.
  async prepare({ page }) {
    await page.goto(new URL('iframe.html', process.env['TARGET_URL']).toString(), { waitUntil: 'load' });
    await page.waitForFunction(() => {
      const preview = (globalThis as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } })
        .__STORYBOOK_PREVIEW__;
      return Boolean(preview?.storyStoreValue);
    });
  },
  async preVisit(page, context) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Before the story renders, so play functions and screenshots see the same, settled UI. The toolbar's locale is
    // told as the toolbar tells it: `&globals=` in the address is read only together with a story id, and the runner
    // loads a bare iframe.html, so an updateGlobals event, sent on a fresh preview before its first story (a locale's
    // stories get a page of their own), after which the user's globals hold for every story it renders.
    const locale = storyLocale(context);
    const switched = await page.evaluate(
      ({ css, locale }) => {
        if (!document.getElementById('freeze-motion')) {
          const style = document.createElement('style');
          style.id = 'freeze-motion';
          style.textContent = css;
          document.head.append(style);
        }
        const preview = (globalThis as { __STORYBOOK_PREVIEW__?: PreviewGlobals }).__STORYBOOK_PREVIEW__;
        if (preview?.storyStoreValue?.userGlobals.get()['locale'] === locale) return false;
        const channel = (
          globalThis as { __STORYBOOK_ADDONS_CHANNEL__?: { emit(e: string, p: unknown): void } }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        channel?.emit('updateGlobals', { globals: { locale } });
        return true;
      },
      { css: freezeCss, locale },
    );
    // The story must not start rendering in the locale before.
    if (switched) {
      await page.waitForFunction(
        (locale) =>
          (
            globalThis as { __STORYBOOK_PREVIEW__?: PreviewGlobals }
          ).__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.get()['locale'] === locale,
        locale,
      );
    }
  },
  async postVisit(page, context) {
    // The runner calls this after a failed play function or axe check too, then reports what this throws instead:
    // such a story fails with its own error, not with a picture of where it stopped.
    if (context.hasFailure) return;
    const storyContext = await getStoryContext(page, context);
    const visual = (storyContext.parameters['visual'] ?? {}) as VisualParameters;
    if (visual.networkIdle === false) await page.evaluate(() => document.fonts.ready);
    else await waitForPageReady(page);
    const options = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;
    const root = page.locator('#storybook-root');
    const box = await root.boundingBox();
    // A story that renders nothing visible (a closed dialog) has an empty root: the page is what shows that.
    const whole = visual.target === 'viewport' || !box || box.width === 0 || box.height === 0;
    const screenshot = whole ? await page.screenshot(options) : await root.screenshot(options);
    compare(baselineName(context.id, storyLocale(context)), screenshot);
  },
};

export default config;
