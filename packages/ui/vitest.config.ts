import { defineConfig } from 'vitest/config';

// Node only: components are tested through their stories (scripts/test-stories.mjs), not here.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
