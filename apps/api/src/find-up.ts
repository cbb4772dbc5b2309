import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The nearest folder, from the module at `moduleUrl` upwards, that holds `name`. The server runs from its sources
 * (apps/api/src/…, tests and `pnpm dev`) and as one bundle (apps/api/dist/main.js, ADR 038): a path counted in
 * `../` from the module would differ between the two.
 */
export function findUp(moduleUrl: string, name: string): string {
  const start = dirname(fileURLToPath(moduleUrl));
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, name))) return dir;
    if (dirname(dir) === dir) throw new Error(`No ${name} above ${start}`);
  }
}
