import { rmSync } from 'node:fs';

/** Removes the run's embedded databases (fresh ones are made per run by playwright.config.ts). */
export function globalTeardown(): void {
  for (const dataDir of [process.env.E2E_DATA_DIR, process.env.E2E_SHORT_TOKEN_DATA_DIR])
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

// Playwright only reads a default export; the one allowed exception to named exports.
export default globalTeardown;
