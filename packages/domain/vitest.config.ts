import { defineConfig } from 'vitest/config';

export const config = defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    benchmark: { include: ['src/**/*.bench.ts'] },
  },
});

// Vitest only reads a default export; this is the one allowed exception to named exports.
export default config;
