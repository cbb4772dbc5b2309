// The dependency check must catch each kind of violation it claims to, and pass a clean tree.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { findViolations } from './check-deps.mjs';

const roots = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function tree(files) {
  const root = mkdtempSync(join(tmpdir(), 'check-deps-'));
  roots.push(root);
  const base = {
    'packages/domain/package.json': '{}',
    'packages/contracts/package.json': '{"dependencies":{"@inventory/domain":"workspace:*"}}',
    'packages/ui/package.json': '{}',
    'apps/web/package.json': '{}',
    'apps/api/package.json': '{}',
  };
  for (const [path, text] of Object.entries({ ...base, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('a tree that follows the arrows passes', () => {
  const root = tree({
    'packages/domain/src/a.ts': 'export const a = 1;\n',
    'packages/contracts/src/b.ts': "import { a } from '@inventory/domain';\nexport const b = a;\n",
    'apps/api/src/c.ts': "import { b } from '@inventory/contracts';\nimport { readFile } from 'node:fs';\n",
  });
  assert.deepEqual(findViolations(root), []);
});

test('ui importing web, web importing api and api importing ui are refused', () => {
  const root = tree({
    'packages/ui/src/x.tsx': "import { App } from '@inventory/web';\n",
    'apps/web/src/y.ts': "export { server } from '@inventory/api';\n",
    'apps/api/src/z.ts': "const ui = await import('@inventory/ui');\n",
  });
  const violations = findViolations(root);
  assert.equal(violations.length, 3, violations.join('\n'));
  assert.match(violations.join('\n'), /ui may not import @inventory\/web/);
  assert.match(violations.join('\n'), /web may not import @inventory\/api/);
  assert.match(violations.join('\n'), /api may not import @inventory\/ui/);
});

test('domain may not do I/O, read the clock, use randomness or import a workspace package', () => {
  const root = tree({
    'packages/domain/src/bad.ts': [
      "import { readFileSync } from 'node:fs';",
      "import { x } from '@inventory/contracts';",
      'export const now = () => Date.now();',
      'export const r = () => Math.random();',
    ].join('\n'),
  });
  const text = findViolations(root).join('\n');
  assert.match(text, /Node's 'node:fs'/);
  assert.match(text, /may not import @inventory\/contracts/);
  assert.match(text, /reads the clock/);
  assert.match(text, /uses randomness/);
});

test('a relative import out of the package and an undeclared arrow in package.json are refused', () => {
  const root = tree({
    'apps/web/src/z.ts': "import { thing } from '../../api/src/thing';\n",
    'packages/ui/package.json': '{"dependencies":{"@inventory/web":"workspace:*"}}',
  });
  const text = findViolations(root).join('\n');
  assert.match(text, /relative import '..\/..\/api\/src\/thing' leaves apps\/web/);
  assert.match(text, /declares @inventory\/web/);
});
