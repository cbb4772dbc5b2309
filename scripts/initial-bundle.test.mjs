// What a visitor downloads before the first route runs (issue 19): the web build's entry and the chunks it imports
// statically. No route screen and no screen of packages/ui may be among them; each screen's code comes with its
// route. Guarded here without timing; `npm run bench` measures the sizes.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const dist =
  process.env.WEB_DIST ?? join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'apps/web/dist');
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

/** The source files a chunk was built from (its source map). */
function sourcesOf(chunk) {
  const map = join(assets, `${chunk}.map`);
  return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
}

test('the first load holds no route screen: each comes with its route', () => {
  assert.ok(existsSync(join(dist, 'index.html')), `no web build at ${dist}`);
  const chunks = initialChunks();
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
