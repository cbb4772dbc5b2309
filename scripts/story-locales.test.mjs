// The story runner's per-locale wrapper (.storybook/test-runner-locales.cjs, ADR 066): every generated test file is
// played once per toolbar locale, and a file it cannot wrap is refused instead of played in one locale only.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const { wrap } = createRequire(import.meta.url)('../.storybook/test-runner-locales.cjs');

test('repeats a file’s stories per locale, each story’s context naming its locale', () => {
  const wrapped = wrap("it('play-test', async () => { const context = { id: 'a--b' }; });", [
    'en',
    'zh-Hans',
  ]);
  assert.match(wrapped, /const __storyLocales = \["en","zh-Hans"\];/);
  assert.match(wrapped, /const context = \{ locale: __storyLocale, id: 'a--b' \}/);
  assert.match(wrapped, /describe\(__storyLocale,/);
});

test('leaves a title whose stories are all skipped by tags as its no-op', () => {
  // The runner writes such a title as one no-op test inside a describe it marks skipped; the no-op is what tells.
  const skipped = "it('no-op', () => {});";
  assert.equal(wrap(skipped, ['en', 'zh-Hans']), skipped);
});

test('refuses a generated file it does not recognise instead of playing it in one locale', () => {
  assert.throws(
    () => wrap("it('play-test', async () => { const ctx = {}; });", ['en', 'zh-Hans']),
    /runner changed/,
  );
});
