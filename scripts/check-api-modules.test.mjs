// The server-structure check must catch each breach it claims to, and pass a clean tree.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { findApiViolations } from './check-api-modules.mjs';

const roots = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function src(files) {
  const root = mkdtempSync(join(tmpdir(), 'check-api-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('modules that import downwards only pass', () => {
  const root = src({
    'config.ts': 'export const port = process.env.PORT;\n',
    'db/ids.ts': 'export const id = 1;\n',
    'http/route.ts': "import { id } from '../db/ids.ts';\n",
    'modules/a/a.service.ts':
      "import { route } from '../../http/route.ts';\nimport { b } from '../b/b.ts';\n",
    'modules/b/b.ts': "import { port } from '../../config.ts';\nexport const b = port;\n",
  });
  assert.deepEqual(findApiViolations(root), []);
});

test('a cycle between two modules is named with the file of each arrow, type imports included', () => {
  const root = src({
    'modules/a/a.service.ts': "import { b } from '../b/b.repository.ts';\n",
    'modules/b/b.repository.ts': "import type { A } from '../a/a.service.ts';\n",
  });
  const text = findApiViolations(root).join('\n');
  assert.match(text, /import cycle between modules\/a, modules\/b/);
  assert.match(text, /modules\/a → modules\/b \(modules\/a\/a\.service\.ts\)/);
  assert.match(text, /modules\/b → modules\/a \(modules\/b\/b\.repository\.ts\)/);
});

test('http/ or db/ importing a feature module, and env read past config.ts, are refused', () => {
  const root = src({
    'http/scope.ts': "import { load } from '../modules/access/access.service.ts';\n",
    'db/x.ts': "const later = await import('../modules/stock/stock.ts');\n",
    'modules/access/access.service.ts': 'export const load = () => process.env.SECRET;\n',
    'modules/stock/stock.ts': 'export const s = 1;\n',
  });
  const text = findApiViolations(root).join('\n');
  assert.match(text, /http\/scope\.ts: http\/ imports the feature module modules\/access/);
  assert.match(text, /db\/x\.ts: db\/ imports the feature module modules\/stock/);
  assert.match(text, /modules\/access\/access\.service\.ts: reads process\.env/);
});
