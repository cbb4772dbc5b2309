#!/usr/bin/env node
// The server as plain JavaScript for `node` (ADR 038): one esbuild bundle of src/main.ts with the workspace packages
// (@inventory/*, TypeScript sources) inlined and every other package left to node_modules. `npm start` and
// `pnpm --filter @inventory/api start` run it; the bundle is made again only when a source is newer than it.
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(apiDir, '../..');
export const serverEntry = join(apiDir, 'dist/main.js');

/** What the bundle is made of: a change in any of these makes it stale. */
const sources = [
  join(apiDir, 'src'),
  join(apiDir, 'scripts/build.mjs'),
  join(apiDir, 'package.json'),
  join(repoRoot, 'packages/contracts/src'),
  join(repoRoot, 'packages/contracts/package.json'),
  join(repoRoot, 'packages/domain/src'),
  join(repoRoot, 'packages/domain/package.json'),
  join(repoRoot, 'pnpm-lock.yaml'),
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stat.mtimeMs,
  );
}

export function serverBuildIsCurrent() {
  if (!existsSync(serverEntry)) return false;
  return statSync(serverEntry).mtimeMs >= Math.max(...sources.map(newestMtime));
}

/**
 * Packages that read files of their own at run time (PGlite's wasm and data files, Swagger UI's and the static
 * plugin's assets) or load optional native code stay imports, resolved from apps/api/node_modules; everything else,
 * the workspace's TypeScript packages included, is inlined (~1,300 files, ~1,040 of them from node_modules): node
 * loading them one by one made a warm start 0.6–1 s slower here (ADR 038).
 */
const keptOutside = ['@electric-sql/pglite', '@fastify/swagger-ui', '@fastify/static', 'pg', 'pg-native'];

const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path.startsWith('@')
        ? args.path.split('/').slice(0, 2).join('/')
        : args.path.split('/')[0];
      return keptOutside.includes(name) ? { path: args.path, external: true } : undefined;
    });
  },
};

/** Bundles the server into apps/api/dist unless it is current (or `force`); returns whether it built. */
export async function buildServer({ force = false } = {}) {
  if (!force && serverBuildIsCurrent()) return false;
  const { build, stop } = await import('esbuild');
  // esbuild's service process would outlive this one for a moment: stopped here, so `npm start` leaves only node.
  const result = await build({
    absWorkingDir: apiDir,
    entryPoints: { main: 'src/main.ts' },
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [packagesOutside],
    // Inlined CommonJS packages call require() for node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
    write: false,
  }).finally(() => stop());
  // Each file replaced at once: two servers started together (the e2e tests start two) may both build.
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const built = await buildServer({ force: process.argv.includes('--force') });
  const took = Math.round(performance.now() - started);
  console.log(built ? `Built the server into apps/api/dist (${took} ms)` : 'The server build is current');
}
