// The closing summary of `npm test` adds up what each runner reports; these are the runners' real closing lines.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countTests } from './steps.mjs';

test('the story step counts both locales and the pages pass, not the runner’s first per-locale line', () => {
  const output = [
    'Stories in en:',
    'Tests:       420 passed, 420 total',
    'Stories in zh-Hans:',
    'Tests:       419 passed, 1 failed, 420 total',
    '  failed: Kit/DataTable Default',
    'Stories: 839 passed, 1 failed',
    'Storybook pages: 968 passed, 0 failed',
  ].join('\n');
  assert.deepEqual(countTests(output), { passed: 1807, failed: 1 });
});

test('vitest, node and playwright summaries', () => {
  assert.deepEqual(countTests(' Test Files  2 passed (2)\n      Tests  3 failed | 40 passed (43)\n'), {
    passed: 40,
    failed: 3,
  });
  assert.deepEqual(countTests('# tests 4\n# pass 4\n# fail 0\n'), { passed: 4, failed: 0 });
  assert.deepEqual(countTests('  1 failed\n  23 passed (7.1m)\n'), { passed: 23, failed: 1 });
  assert.equal(countTests('nothing to count'), null);
});
