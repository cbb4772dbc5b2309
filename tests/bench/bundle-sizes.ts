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
  /** The route's chunk and what it imports that the signed-in start and the shell do not already load. */
  chunks: ChunkSize[];
  gzip: number;
}

export interface ChunkSet {
  chunks: ChunkSize[];
  gzip: number;
  bytes: number;
}

export interface BundleReport {
  /**
   * A signed-in start, before any route's code (ADR 041): the bootstrap, the app it loads for a stored session and
   * one language's texts (the larger). scripts/initial-bundle.test.mjs guards the same set.
   */
  initial: ChunkSet;
  /**
   * What index.html loads and the OIDC client the bootstrap then loads (ADR 056): all a signed-out visitor gets
   * before the redirect.
   */
  signedOut: ChunkSet;
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

/** The chunks a built chunk loads on demand (`import("./x.js")`). */
function dynamicImports(file: string): string[] {
  const code = readFileSync(join(assets, file), 'utf8');
  return [...new Set([...code.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]!))];
}

function builtFrom(file: string, pattern: RegExp): boolean {
  try {
    const map = JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8')) as { sources: string[] };
    return map.sources.some((source) => pattern.test(source));
  } catch {
    return false;
  }
}

function chunkSet(files: Iterable<string>): ChunkSet {
  const chunks = [...files].map(sizeOf).sort((a, b) => b.gzip - a.gzip);
  return {
    chunks,
    gzip: chunks.reduce((sum, c) => sum + c.gzip, 0),
    bytes: chunks.reduce((sum, c) => sum + c.bytes, 0),
  };
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

/**
 * Route module name → the texts chunks (the larger language's) it loads beside its code (ADR 049): its menu entry
 * in routes.tsx (`guarded('<entry>', () => import('../routes/<module>.tsx')`), that entry's namespaces in
 * route-texts.ts (as scripts/initial-bundle.test.mjs counts them).
 */
function routeTexts(jsFiles: readonly string[]): Map<string, string[]> {
  const source = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
  const namespacesOf = new Map(
    [...source('apps/web/src/app/route-texts.ts').matchAll(/^\s+(\w+): \[([^\]]*)\],$/gm)].map((match) => [
      match[1]!,
      [...match[2]!.matchAll(/'(\w+)'/g)].map((name) => name[1]!),
    ]),
  );
  const fileOf = (namespace: string) => namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const chunkOf = (namespace: string) =>
    ['en', 'zh-hans']
      .flatMap((language) =>
        jsFiles.filter((f) =>
          builtFrom(f, new RegExp(`packages/ui/src/i18n/${language}/${fileOf(namespace)}\\.ts$`)),
        ),
      )
      .sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)[0];
  const texts = new Map<string, string[]>();
  const routes = source('apps/web/src/app/routes.tsx');
  for (const match of routes.matchAll(
    /guarded\('(\w+)',\s*\(\)\s*=>\s*import\('\.\.\/routes\/([\w-]+)\.tsx'\)/g,
  )) {
    const chunks = (namespacesOf.get(match[1]!) ?? []).flatMap((namespace) => chunkOf(namespace) ?? []);
    texts.set(match[2]!, chunks);
  }
  return texts;
}

export function measureBundle(): BundleReport {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const loaded = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const bootstrap = closure(loaded);
  const jsFiles = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const texts = jsFiles
    .filter((f) => builtFrom(f, /packages\/ui\/src\/i18n\/texts-[a-z-]+\.ts$/))
    .sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip);
  // The OIDC client is a chunk of its own the bootstrap loads for a sign-in or a callback: a signed-in reload
  // starts without it (ADR 056), a signed-out visitor gets it before the redirect.
  const started = [...bootstrap].flatMap(dynamicImports);
  const oidcClient = started.filter((f) => builtFrom(f, /node_modules\/.*\/oidc-client-ts\//));
  const initialFiles = closure([
    ...bootstrap,
    ...started.filter((f) => !oidcClient.includes(f)),
    ...texts.slice(0, 1),
  ]);
  const paths = routePaths();
  const reached = new Set(initialFiles);
  const routes: RouteChunks[] = [];
  // Every signed-in screen renders inside the shell and its menu entry's guard: a screen's route adds what they
  // do not already load (as scripts/initial-bundle.test.mjs counts it).
  const shellModules = ['shell-route', 'route-guard'];
  const shellFiles = closure(
    shellModules.flatMap((module) => jsFiles.filter((f) => f.startsWith(`${module}-`)).slice(0, 1)),
  );
  const routeTextChunks = routeTexts(jsFiles);
  for (const [module, modulePaths] of paths) {
    const own = jsFiles.find((f) => f.startsWith(`${module}-`));
    if (!own) continue;
    const loaded = shellModules.includes(module) ? initialFiles : new Set([...initialFiles, ...shellFiles]);
    const files = [...closure([own, ...(routeTextChunks.get(module) ?? [])])].filter((f) => !loaded.has(f));
    files.forEach((f) => reached.add(f));
    const chunks = files.map(sizeOf);
    routes.push({ module, paths: modulePaths, chunks, gzip: chunks.reduce((sum, c) => sum + c.gzip, 0) });
  }
  return {
    initial: chunkSet(initialFiles),
    signedOut: chunkSet(closure([...bootstrap, ...oidcClient])),
    routes: routes.sort((a, b) => b.gzip - a.gzip),
    other: jsFiles.filter((f) => !reached.has(f)).map(sizeOf),
  };
}
