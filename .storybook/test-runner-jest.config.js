import { join } from 'node:path';
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from '../tests/chromium.mjs';

// Ejected from `test-storybook --eject`; changed: the browser (toolchain.md "Browser everywhere"), a summary reporter,
// and every generated test file played once per toolbar locale in the same run (test-runner-locales.cjs, ADR 066).
const testRunnerConfig = getJestConfig();

// The toolbar's locales (.storybook/preview.tsx `globalTypes.locale`); STORY_LOCALES=en narrows a run to one.
const locales = (process.env.STORY_LOCALES ?? 'en,zh-Hans').split(',').filter(Boolean);
const generatedTests = process.env.TEST_ROOT
  ? `^${process.env.TEST_ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/.+\\.test\\.js$`
  : undefined;
const swcTransformer = testRunnerConfig.transform['^.+\\.[jt]sx?$'];

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // The first matching pattern transforms a file: the generated test files first, everything else as before.
  transform: {
    ...(generatedTests
      ? {
          [generatedTests]: [
            join(import.meta.dirname, 'test-runner-locales.cjs'),
            { swc: swcTransformer, locales },
          ],
        }
      : {}),
    ...testRunnerConfig.transform,
  },
  reporters: [
    ...(testRunnerConfig.reporters ?? ['default']),
    join(import.meta.dirname, 'summary-reporter.cjs'),
  ],
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: chromiumPath,
        args: chromiumArgs,
      },
      // A fixed viewport, scale and reduced motion keep the screenshots identical from run to run.
      contextOptions: {
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        locale: 'en-US',
        timezoneId: 'UTC',
      },
    },
  },
};
