import { defineConfig } from 'vitest/config';

export const config = defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});

// Vitest only reads a default export; the one allowed exception to named exports.
export default config;
