import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the current directory. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
