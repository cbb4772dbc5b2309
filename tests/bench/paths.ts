import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const webDist = join(repoRoot, 'apps/web/dist');
export const resultsDir = join(repoRoot, 'bench/results');
