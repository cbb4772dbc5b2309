import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, webDist } from './paths.ts';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((entry) => entry !== 'node_modules' && entry !== 'dist')
    .reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

/** The same staleness rule as scripts/run.mjs, so that the timed `npm start` does not build. */
export function webBuildIsCurrent(): boolean {
  const built = join(webDist, 'index.html');
  if (!existsSync(built)) return false;
  const sources = ['apps/web', 'packages/ui/src', 'packages/contracts/src', 'packages/domain/src'];
  return statSync(built).mtimeMs >= Math.max(...sources.map((s) => newestMtime(join(repoRoot, s))));
}

export function ensureWebBuild(): { built: boolean; ms: number } {
  if (webBuildIsCurrent()) return { built: false, ms: 0 };
  const started = performance.now();
  const result = spawnSync('pnpm', ['--filter', '@inventory/web', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('pnpm --filter @inventory/web build failed');
  return { built: true, ms: performance.now() - started };
}
