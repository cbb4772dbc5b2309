import { join } from 'node:path';
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from '../tests/chromium.mjs';

// Ejected from `test-storybook --eject`; changed: the browser (toolchain.md "Browser everywhere") and a summary reporter.
const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
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
