import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot, webDist } from './paths.ts';

export interface ChunkSize {
  file: string;
  bytes: number;
  gzip: number;
}

export interface RouteChunks {
  /** The lazily loaded route module, e.g. warehouses-route. */
  module: string;
  paths: string[];
  /** The route's chunk and what it imports that the initial route does not already load. */
  chunks: ChunkSize[];
  gzip: number;
}

export interface BundleReport {
  /** Everything index.html loads before the app runs: the entry script and its modulepreloads. */
  initial: { chunks: ChunkSize[]; gzip: number; bytes: number };
  routes: RouteChunks[];
  /** Chunks neither loaded initially nor reachable from a route module (e.g. the offline demo). */
  other: ChunkSize[];
}

const assets = join(webDist, 'assets');

function sizeOf(file: string): ChunkSize {
  const content = readFileSync(join(assets, file));
  return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

/** Static imports of a built chunk (rolldown writes `from"./x.js"` and `import"./x.js"`). */
function staticImports(file: string): string[] {
  const code = readFileSync(join(assets, file), 'utf8');
  const found = [...code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]!);
  return [...new Set(found)];
}

function closure(files: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  files.forEach(visit);
  return seen;
}

/** Route module name → paths, read from apps/web's route table (`path: '…'` before `import('../routes/x.tsx')`). */
export function routePaths(): Map<string, string[]> {
  const source = readFileSync(join(repoRoot, 'apps/web/src/app/routes.tsx'), 'utf8');
  const paths = new Map<string, string[]>();
  const add = (module: string, path: string) => paths.set(module, [...(paths.get(module) ?? []), path]);
  for (const match of source.matchAll(/path: '([^']+)',[^]*?import\('\.\.\/routes\/([a-z-]+)\.tsx'\)/g)) {
    const path = match[1]!;
    add(match[2]!, path.startsWith('/') ? path : `/${path}`);
  }
  return paths;
}

export function measureBundle(): BundleReport {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const loaded = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const initialFiles = closure(loaded);
  const initialChunks = [...initialFiles].map(sizeOf).sort((a, b) => b.gzip - a.gzip);
  const jsFiles = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const paths = routePaths();
  const reached = new Set(initialFiles);
  const routes: RouteChunks[] = [];
  for (const [module, modulePaths] of paths) {
    const own = jsFiles.find((f) => f.startsWith(`${module}-`));
    if (!own) continue;
    const files = [...closure([own])].filter((f) => !initialFiles.has(f));
    files.forEach((f) => reached.add(f));
    const chunks = files.map(sizeOf);
    routes.push({ module, paths: modulePaths, chunks, gzip: chunks.reduce((sum, c) => sum + c.gzip, 0) });
  }
  return {
    initial: {
      chunks: initialChunks,
      gzip: initialChunks.reduce((sum, c) => sum + c.gzip, 0),
      bytes: initialChunks.reduce((sum, c) => sum + c.bytes, 0),
    },
    routes: routes.sort((a, b) => b.gzip - a.gzip),
    other: jsFiles.filter((f) => !reached.has(f)).map(sizeOf),
  };
}
