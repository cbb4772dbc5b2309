// Jest transformer for the test files the Storybook test-runner generates from index.json (one per title, in its
// temporary TEST_ROOT): it plays every story of the file once per toolbar locale in ONE runner pass, instead of one
// pass per locale (two Jest starts, two environments per file; ADR 066). The file's tests are repeated in a
// `describe('<locale>')` each, so a failure reads `zh-Hans › Admin/Users › …`; each story's context carries the
// locale, which .storybook/test-runner.ts sets on the preview before the story renders and names the baseline by.
// Every locale after the first starts from a new browser context and page, loaded and prepared as a new test file's
// page is: the stories of a locale never render in a preview that rendered stories in another one.
const wrap = (source, locales) => {
  const body = source.replace(/const context = \{/g, 'const context = { locale: __storyLocale,');
  // A title whose stories are all left out by tags is a skipped no-op test: nothing to play in any locale. Any other
  // file without the context this looks for comes from a runner that generates its tests differently: refuse it
  // rather than play its stories in one locale only.
  if (body === source) {
    if (source.includes("it('no-op'")) return source;
    throw new Error(
      'test-runner-locales.cjs: a generated test file without `const context = {` (runner changed?)',
    );
  }
  return `const __storyLocales = ${JSON.stringify(locales)};
for (const [__localeIndex, __storyLocale] of __storyLocales.entries()) {
  describe(__storyLocale, () => {
    if (__localeIndex > 0) {
      beforeAll(async () => {
        await jestPlaywright.resetContext();
        await globalThis.__sbSetupPage(globalThis.page, globalThis.context);
      });
    }
${body}
  });
}
`;
};

module.exports = {
  wrap,
  /** options: { swc: the path of the @swc/jest transformer the runner's config uses, locales: string[] } */
  createTransformer(options) {
    const swc = require(options.swc).createTransformer();
    return {
      process: (source, filename, jestOptions) =>
        swc.process(wrap(source, options.locales), filename, jestOptions),
      processAsync: (source, filename, jestOptions) =>
        swc.processAsync(wrap(source, options.locales), filename, jestOptions),
    };
  },
};
