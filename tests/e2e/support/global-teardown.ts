import { rmSync } from 'node:fs';

/** Removes the run's embedded database (a fresh one is made per run by playwright.config.ts). */
export function globalTeardown(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

// Playwright only reads a default export; the one allowed exception to named exports.
export default globalTeardown;
