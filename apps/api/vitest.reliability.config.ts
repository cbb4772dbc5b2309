import { defineConfig } from 'vitest/config';

// The reliability suite (issue 7): oversell, model-based ledger, mass assignment, tenant isolation, authorization
// matrix, fuzzing, crash. Run by `npm test` on a throwaway PostgreSQL cluster; each file prints nothing itself but
// records its figures, which the global teardown prints as one table at the end.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test-reliability/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts', 'test-reliability/support/figures-setup.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
});
