import { defineConfig } from 'vitest/config';

// Tests that cut a real PostgreSQL connection have nothing to cut on PGlite: they are left out of the PGlite run
// (never reported as skipped) and run in `npm test`'s "api on PostgreSQL" step.
const postgresOnly = ['test/db/connection-loss.test.ts'];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL?.trim());

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...(onPostgres ? [] : postgresOnly)],
    globalSetup: ['test/global-setup.ts'],
    // Each suite runs a whole server and database (~0.5 GB with PGlite) on a 2-core machine.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
