// pnpm at the version pinned in package.json, found or installed with npm (the only thing a fresh machine has).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';

const pinned = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).packageManager.split('@')[1];

function versionOf(command, args) {
  const result = spawnSync(command, [...args, '--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The argv prefix that runs pnpm@pinned: a global pnpm when it matches, else one installed now, else npx. */
export function ensurePnpm() {
  if (versionOf('pnpm', []) === pinned) return ['pnpm'];
  console.log(`Installing pnpm ${pinned} with npm …`);
  const install = spawnSync('npm', ['install', '--global', '--no-fund', '--no-audit', `pnpm@${pinned}`], {
    stdio: 'inherit',
  });
  if (install.status === 0 && versionOf('pnpm', []) === pinned) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${pinned}`];
}
