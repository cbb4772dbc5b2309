// What a visitor downloads before the first route runs (issue 19, ADRs 034 and 041): the web build's entry (the
// bootstrap) and the chunks it imports statically, then the app it loads for a signed-in visitor. No route screen
// and no screen of packages/ui may be among them; each screen's code comes with its route. The budgets are sizes of
// the build, guarded here without timing; `npm run bench` measures and prints them.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(repoRoot, process.env.WEB_DIST ?? 'apps/web/dist');
const assets = join(dist, 'assets');

/** The entry's chunks and, transitively, what they import statically. */
function initialChunks() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(join(assets, file), 'utf8');
    for (const match of source.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) visit(match[1]);
  };
  for (const match of html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)) visit(match[1]);
  return [...seen];
}

/**
 * The source files a chunk was built from (its source map), as paths from the repository's root: the map's own
 * paths are relative to the build's directory, so `apps/web/dist` names the app's files `../../src/…` while a build
 * elsewhere names them `…/apps/web/src/…`; the patterns below hold for both.
 */
function sourcesOf(chunk) {
  const map = join(assets, `${chunk}.map`);
  if (!existsSync(map)) return [];
  return JSON.parse(readFileSync(map, 'utf8')).sources.map((source) =>
    relative(repoRoot, resolve(assets, source)).split(sep).join('/'),
  );
}

test('the first load holds no route screen: each comes with its route', () => {
  assert.ok(existsSync(join(dist, 'index.html')), `no web build at ${dist}`);
  const chunks = [...signedInStart()];
  assert.ok(chunks.length > 0);
  const sources = chunks.flatMap(sourcesOf);
  assert.ok(sources.length > 0, 'the build has source maps');
  // The layout and the sign-in plumbing are the first load's; a list, form or editor screen is not.
  const screens = sources.filter(
    (source) =>
      /apps\/web\/src\/routes\/(?!route-error-boundary|shell-route|signed-in-shell)[^/]+-route\.tsx$/.test(
        source,
      ) ||
      /packages\/ui\/src\/(?!layout\/)[^/]+\/[^/]+-(screen|editor|form)\.tsx$/.test(source) ||
      /recharts|@chakra-ui\/charts/.test(source),
  );
  assert.deepEqual(screens, [], `screens in the first load (${chunks.join(', ')})`);
});

// ---- Budgets (issue 19, ADR 041), in KiB of gzip (level 9, as `npm run bench` reports them) ----

const KiB = 1024;
/**
 * A signed-in start's ceiling: issue 19 asks for 200 KiB; measured at 238 on 27 Nov (ADR 041 lists what is left: the
 * screens' texts per route, the oidc client after the first paint). Lower it as those land; never raise it — save
 * once: 242 since the SKU list's label printing loads on use (the error helpers it shares with the start became
 * chunks of their own, 1 KiB of compression, while the SKU route fell from 60.4 to 59.2 KiB under issue 19's 60).
 * 241.3 on 27 Nov with the routes' loaders that start the first reads beside the screens' code (ADR 048, +0.3).
 * 237.1 with the texts of the administration, the audit log, the tenants, the dashboard, the settings, purchasing,
 * sales and production loaded with their routes (ADR 049). 220.9 with the OIDC client out of a signed-in reload's
 * start (ADR 056). 215.8 with the toasts' code loaded on the first notification (ADR 065). 215.6 with the anatomies of
 * the Chakra components nothing renders left out (ADR 069; the build before it measured 215.9).
 */
const START_BUDGET_KIB = 215.7;
/**
 * The shell and the route guard on top of the start: every signed-in screen needs them, and with them zod and every
 * endpoint's schema (36 KiB), react-hook-form for the password dialog (17) and the layout. Measured at 92.4 KiB on
 * 27 Nov: over issue 19's 60 for a route chunk until the schemas come per route (ADR 041, 048). Loading the account
 * dialogs on use takes react-hook-form out of the shell (69.3) but into every route with a form (the SKU list 81.1,
 * the editors 61–80), so it stays until those forms load on use too. Never raise it.
 */
const SHELL_BUDGET_KIB = 93;
/** Routes allowed over 60 KiB, with their ceiling, until the change named is made: none since papaparse and the
 * SKU labels load on use. */
const ROUTE_BUDGET_EXCEPTIONS_KIB = {};
const gzipped = new Map();
const gzipOf = (chunk) => {
  if (!gzipped.has(chunk))
    gzipped.set(chunk, gzipSync(readFileSync(join(assets, chunk)), { level: 9 }).length);
  return gzipped.get(chunk);
};
const sizeOf = (chunks) => [...chunks].reduce((sum, chunk) => sum + gzipOf(chunk), 0);
const shown = (chunks) =>
  [...chunks].map((chunk) => `${chunk} ${(gzipOf(chunk) / KiB).toFixed(1)}`).join(', ');

/** What a chunk imports statically, and the chunks it loads on demand (`import("./x.js")`). */
function importsOf(chunk) {
  const source = readFileSync(join(assets, chunk), 'utf8');
  const all = (pattern) => [...new Set([...source.matchAll(pattern)].map((match) => match[1]))];
  return {
    static: all(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g),
    dynamic: all(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g),
  };
}

function closureOf(chunks) {
  const seen = new Set();
  const visit = (chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    importsOf(chunk).static.forEach(visit);
  };
  chunks.forEach(visit);
  return seen;
}

const builtFrom = (chunk, pattern) => sourcesOf(chunk).some((source) => pattern.test(source));
const allChunks = () => readdirSync(assets).filter((file) => file.endsWith('.js'));

/** The OIDC client's chunk, which the bootstrap loads for a sign-in or a callback only (ADR 056). */
const oidcClient = /node_modules\/.*\/oidc-client-ts\//;

/**
 * A signed-in visitor's start, before any route's code: the bootstrap, what it loads to start the app (the app and
 * its session provider), and the texts of one language (the larger, to be safe). Not the OIDC client: a signed-in
 * reload starts from the stored user and loads it only to renew the token, sign out or sign in again (ADR 056).
 */
function signedInStart() {
  const bootstrap = initialChunks();
  const started = bootstrap
    .flatMap((chunk) => importsOf(chunk).dynamic)
    .filter((chunk) => !builtFrom(chunk, oidcClient));
  const texts = allChunks()
    .filter((chunk) => builtFrom(chunk, /packages\/ui\/src\/i18n\/texts-[a-z-]+\.ts$/))
    .sort((a, b) => gzipOf(b) - gzipOf(a));
  assert.ok(texts.length === 2, `one texts chunk per language (${texts.join(', ')})`);
  return closureOf([...bootstrap, ...started, texts[0]]);
}

test('a signed-out visitor downloads at most 60 KiB before being sent to sign in: the OIDC client, no React', () => {
  const bootstrap = initialChunks();
  // The bootstrap decides from the stored user, then loads the OIDC client to go to the provider (ADR 056).
  const client = bootstrap
    .flatMap((chunk) => importsOf(chunk).dynamic)
    .filter((chunk) => builtFrom(chunk, oidcClient));
  assert.equal(client.length, 1, 'the bootstrap loads the OIDC client as a chunk of its own');
  const signedOut = closureOf([...bootstrap, ...client]);
  const sources = [...signedOut].flatMap(sourcesOf);
  const app = sources.filter((source) => /node_modules\/.*\/(react-dom|@chakra-ui|i18next)\//.test(source));
  assert.deepEqual(app, [], 'React, Chakra and the texts wait until the app is shown');
  assert.ok(
    sizeOf(signedOut) <= 60 * KiB,
    `signed-out ${(sizeOf(signedOut) / KiB).toFixed(1)} KiB: ${shown(signedOut)}`,
  );
});

test('a signed-in reload starts without the OIDC client: it loads when the session needs it (ADR 056)', () => {
  const start = signedInStart();
  const withClient = [...start].filter((chunk) => builtFrom(chunk, oidcClient));
  assert.deepEqual(withClient, [], 'no chunk of the signed-in start holds oidc-client-ts');
});

test("a signed-in start carries one language's texts and stays within its budget before the first route", () => {
  const start = signedInStart();
  const texts = [...start].filter((chunk) => builtFrom(chunk, /packages\/ui\/src\/i18n\/(en|zh-hans)\//));
  const languages = new Set(
    [...start].flatMap(sourcesOf).flatMap((source) => source.match(/i18n\/(en|zh-hans)\//)?.[1] ?? []),
  );
  assert.equal(languages.size, 1, `texts of one language only (${texts.join(', ')})`);
  // The namespaces of a few screens come with their routes (ADR 049): the administration's texts are not in it.
  assert.ok(
    ![...start].some((chunk) =>
      builtFrom(chunk, /packages\/ui\/src\/i18n\/(en|zh-hans)\/(admin|audit|sales)\.ts$/),
    ),
    "the screens' own namespaces wait for their routes",
  );
  const size = sizeOf(start);
  assert.ok(
    size <= START_BUDGET_KIB * KiB,
    `signed-in start ${(size / KiB).toFixed(1)} KiB: ${shown(start)}`,
  );
});

/** The routes every signed-in screen renders inside: the layout's shell and the menu entry's guard. */
const shellModules = /apps\/web\/src\/routes\/(shell-route|route-guard)\.tsx$/;
const routeModule = /apps\/web\/src\/routes\/[^/]+-routes?\.tsx$/;

test('the signed-in shell (layout, guard, the data layer every screen uses) stays within its ceiling', () => {
  const start = signedInStart();
  const shell = allChunks().filter((chunk) => builtFrom(chunk, shellModules));
  assert.equal(shell.length, 2, `shell and guard chunks (${shell.join(', ')})`);
  const own = [...closureOf(shell)].filter((chunk) => !start.has(chunk));
  const size = sizeOf(own);
  assert.ok(size <= SHELL_BUDGET_KIB * KiB, `shell ${(size / KiB).toFixed(1)} KiB: ${shown(own)}`);
});

/** Chakra's toaster and its state machine: the chunk `notify()` loads on the first toast (ADR 065). */
const toastCode = /(node_modules\/.*\/@zag-js\/toast\/|packages\/ui\/src\/feedback\/toast-region\.tsx$)/;

test('the toasts load on the first notification: no chunk of the start or the shell holds them (ADR 065)', () => {
  const start = signedInStart();
  const shell = closureOf([...start, ...allChunks().filter((chunk) => builtFrom(chunk, shellModules))]);
  const withToasts = [...shell].filter((chunk) => builtFrom(chunk, toastCode));
  assert.deepEqual(withToasts, [], 'no chunk of the signed-in start or the shell holds the toasts');
  const region = allChunks().filter((chunk) => builtFrom(chunk, toastCode));
  assert.equal(region.length, 1, `the toasts are one chunk (${region.join(', ')})`);
  const loaders = allChunks().filter((chunk) => importsOf(chunk).dynamic.includes(region[0]));
  assert.ok(
    loaders.some((chunk) => start.has(chunk)),
    `the start loads the toasts on demand (loaded by ${loaders.join(', ')})`,
  );
});

/**
 * Part names of anatomies Chakra's `anatomy.js` builds with `createAnatomy` for components the product never renders
 * (no recipe of theirs is in packages/ui/src/theme/system.ts): they are only in a chunk when the bundler keeps
 * unused `createAnatomy(...)` calls, which the web build declares pure (ADR 069).
 */
const unusedAnatomies = /[`"'](action-bar|blockquote|breadcrumb|checkbox-card|timeline)[`"']/;

test('the signed-in start holds no anatomy of a Chakra component nothing renders (ADR 069)', () => {
  const start = signedInStart();
  const withUnused = [...start].filter((chunk) =>
    unusedAnatomies.test(readFileSync(join(assets, chunk), 'utf8')),
  );
  assert.deepEqual(withUnused, [], 'no chunk of the signed-in start builds an anatomy nothing uses');
});

test('the signed-in start holds no schema or form library: zod and react-hook-form come with the shell', () => {
  const start = signedInStart();
  const libraries = [...start].filter((chunk) =>
    builtFrom(chunk, /node_modules\/.*\/(zod|react-hook-form|@hookform\/resolvers)\//),
  );
  assert.deepEqual(libraries, [], 'no chunk of the signed-in start holds zod or react-hook-form');
});

/**
 * The namespaces each route loads beside its code (ADR 049), read from the app's sources: the menu entry of each
 * route module (`guarded('<entry>', () => import('../routes/<module>.tsx')` in routes.tsx) and the namespaces of each
 * entry (route-texts.ts). Returns, per route module's name, the texts chunks of the larger language.
 */
function routeTextChunks() {
  const source = (path) => readFileSync(join(repoRoot, path), 'utf8');
  const entries = [
    ...source('apps/web/src/app/routes.tsx').matchAll(
      /guarded\('(\w+)',\s*\(\)\s*=>\s*import\('\.\.\/routes\/([\w-]+)\.tsx'\)/g,
    ),
  ];
  assert.ok(entries.length >= 20, `guarded routes found in routes.tsx: ${entries.length}`);
  const textsOf = new Map(
    [...source('apps/web/src/app/route-texts.ts').matchAll(/^\s+(\w+): \[([^\]]*)\],$/gm)].map((match) => [
      match[1],
      [...match[2].matchAll(/'(\w+)'/g)].map((name) => name[1]),
    ]),
  );
  assert.ok(textsOf.size > 0, 'route-texts.ts names the routes that load texts');
  const fileOf = (namespace) => namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const chunkOf = (language, namespace) => {
    const pattern = new RegExp(`packages/ui/src/i18n/${language}/${fileOf(namespace)}\\.ts$`);
    const found = allChunks().filter((chunk) => builtFrom(chunk, pattern));
    assert.equal(found.length, 1, `one chunk of its own for ${language}/${namespace} (${found.join(', ')})`);
    return found[0];
  };
  return new Map(
    entries.map(([, entry, module]) => [
      module,
      (textsOf.get(entry) ?? []).map(
        (namespace) =>
          ['en', 'zh-hans']
            .map((language) => chunkOf(language, namespace))
            .sort((a, b) => gzipOf(b) - gzipOf(a))[0],
      ),
    ]),
  );
}

test('every route loads at most 60 KiB after the start and the shell (the dashboard chart apart)', () => {
  const start = signedInStart();
  const shell = closureOf([...start, ...allChunks().filter((chunk) => builtFrom(chunk, shellModules))]);
  const routes = allChunks().filter(
    (chunk) => builtFrom(chunk, routeModule) && !builtFrom(chunk, shellModules) && !start.has(chunk),
  );
  assert.ok(routes.length >= 20, `route chunks found: ${routes.length}`);
  // A route's own texts (ADR 049) count with it: they load beside its code, before its screen renders.
  const texts = routeTextChunks();
  const textsOfChunk = (chunk) =>
    [...texts].flatMap(([module, chunks]) =>
      builtFrom(chunk, new RegExp(`apps/web/src/routes/${module}\\.tsx$`)) ? chunks : [],
    );
  assert.ok(
    routes.some((chunk) => textsOfChunk(chunk).length > 0),
    'some route loads texts of its own',
  );
  const over = routes.flatMap((chunk) => {
    const own = [...closureOf([chunk, ...textsOfChunk(chunk)])].filter((file) => !shell.has(file));
    const size = sizeOf(own);
    const budget = ROUTE_BUDGET_EXCEPTIONS_KIB[chunk.replace(/-[\w-]{8}\.js$/, '')] ?? 60;
    return size > budget * KiB ? [`${chunk} ${(size / KiB).toFixed(1)} KiB (${shown(own)})`] : [];
  });
  assert.deepEqual(over, []);
  // The chart comes after the dashboard's tiles: no route waits for it.
  const chart = allChunks().filter((chunk) => builtFrom(chunk, /node_modules\/.*\/recharts\//));
  assert.ok(chart.length > 0, 'the chart has a chunk of its own');
  for (const route of routes) {
    assert.ok(!chart.some((chunk) => closureOf([route]).has(chunk)), `${route} loads the chart statically`);
  }
});

// A chunk that imports, through others, a chunk that imports it back may run before what it needs exists: the
// dashboard's chart failed with "g is not a function" when the bundler put its helpers in the route's chunk.
test('no chunk of the build imports itself back through others', () => {
  const imports = new Map();
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const source = readFileSync(join(assets, file), 'utf8');
    imports.set(
      file,
      [...source.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]),
    );
  }
  const done = new Set();
  const cycles = [];
  const visit = (file, path) => {
    if (path.includes(file)) {
      cycles.push([...path.slice(path.indexOf(file)), file].join(' → '));
      return;
    }
    if (done.has(file)) return;
    for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
    done.add(file);
  };
  for (const file of imports.keys()) visit(file, []);
  assert.ok(imports.size > 10, 'the build has chunks');
  assert.deepEqual(cycles, []);
});
