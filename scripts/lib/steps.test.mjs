// The closing summary of `npm test` adds up what each runner reports; these are the runners' real closing lines.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setImmediate } from 'node:timers';
import { countTests, failureExcerpt, runSteps } from './steps.mjs';

test('the story step counts both locales and the pages pass, not the runner’s own line', () => {
  // One runner pass plays every story in both locales (ADR 066); a failure is named by its locale first.
  const output = [
    'Tests:       839 passed, 1 failed, 840 total',
    '  failed: zh-Hans Kit/DataTable Default play-test',
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

// CI shows a run's tail: the names of what failed must be there, not only hundreds of lines above the summary.
const playwrightFailure = [
  '[WebServer] oidc-provider WARNING: Unsupported runtime.',
  '  ✓   4 [chromium] › e2e/dashboard-journey.spec.ts:15:1 › the owner opens the dashboard (13.7s)',
  '  ✘   5 [chromium] › e2e/first-paint-chain.spec.ts:36:1 › the list after sign-in (4.2s)',
  '  ✓   6 [chromium] › e2e/production-journey.spec.ts:7:1 › an admin makes the seeded gift box (20.1s)',
  '',
  '  1) [chromium] › e2e/first-paint-chain.spec.ts:36:1 › the list after sign-in ',
  '',
  '    Error: expect(received).toEqual(expected) // deep equality',
  '    -   "GET /connect/userinfo",',
  '    +   "GET /api/abp/application-configuration",',
  '    Error Context: .artifacts/test-results/first-paint-chain/error-context.md',
  '    attachment #3: trace (application/zip)',
  '  1 failed',
  '  24 passed (9.2m)',
].join('\n');

test('a failed step’s excerpt names the failed test and its error, not the passing ones or the attachments', () => {
  assert.deepEqual(failureExcerpt(`\u001b[31m${playwrightFailure}\u001b[39m`), [
    '  ✘   5 [chromium] › e2e/first-paint-chain.spec.ts:36:1 › the list after sign-in (4.2s)',
    '  1) [chromium] › e2e/first-paint-chain.spec.ts:36:1 › the list after sign-in',
    '    Error: expect(received).toEqual(expected) // deep equality',
    '    -   "GET /connect/userinfo",',
    '    +   "GET /api/abp/application-configuration",',
  ]);
  const vitest = [
    ' ✓ test/a.test.ts (3 tests) 120ms',
    ' FAIL  test/b.test.ts > lists > a page of twenty',
    'AssertionError: expected 21 to be 20',
    ' ❯ test/b.test.ts:12:5',
  ].join('\n');
  assert.deepEqual(failureExcerpt(vitest, 3), [
    ' FAIL  test/b.test.ts > lists > a page of twenty',
    'AssertionError: expected 21 to be 20',
    ' ❯ test/b.test.ts:12:5',
  ]);
});

test('the run says what failed between the steps’ output and the summary', async () => {
  const lines = [];
  const runner = async (argv) =>
    argv[0] === 'bad' ? { code: 1, output: playwrightFailure } : { code: 0, output: '  3 passed\n' };
  await runSteps(
    [
      { name: 'good', argv: ['good'] },
      { name: 'bad', argv: ['bad'] },
    ],
    { runner, log: (line) => lines.push(line) },
  );
  const text = lines.join('\n');
  const failedAt = text.indexOf('What failed');
  assert.ok(failedAt > 0 && failedAt < text.indexOf('Summary'), text);
  assert.match(text.slice(failedAt), /✗ bad\n {4}✘ {3}5 \[chromium\] › e2e\/first-paint-chain/);
  assert.doesNotMatch(text.slice(failedAt, text.indexOf('Summary')), /good/);
});

/** A runner whose steps end when the test says so; `events` records each start and end. */
function heldRunner() {
  const events = [];
  const finish = new Map();
  const runner = (argv) =>
    new Promise((resolve) => {
      events.push(`start ${argv[0]}`);
      finish.set(argv[0], (code = 0) => {
        events.push(`end ${argv[0]}`);
        resolve({ code, output: `  ${code === 0 ? 1 : 0} passed, ${code === 0 ? 0 : 1} failed\n` });
      });
    });
  return { events, finish, runner };
}

// Lets every callback already due run (the runner's promises settle in it), without waiting on a clock.
const settle = () => new Promise((resolve) => setImmediate(resolve));

test('lanes run side by side, each lane in order, and the summary keeps the written order', async () => {
  const { events, finish, runner } = heldRunner();
  const lines = [];
  const step = (name) => ({ name, argv: [name] });
  const whole = runSteps([{ lanes: [[step('a'), step('b')], [step('c')]] }, step('d')], {
    runner,
    log: (line) => lines.push(line),
  });
  await settle();
  assert.deepEqual(events, ['start a', 'start c'], 'both lanes start before either step ends');
  finish.get('a')();
  await settle();
  assert.deepEqual(events.slice(2), ['end a', 'start b'], 'a lane goes on as soon as its step ends');
  finish.get('c')();
  await settle();
  assert.equal(events.includes('start d'), false, 'the next step waits for every lane');
  finish.get('b')(1);
  await settle();
  finish.get('d')();
  assert.equal(await whole, false, 'a failed step in a lane fails the run');
  const summary = lines.slice(lines.indexOf('\nSummary') + 1, lines.indexOf('\nSummary') + 5);
  assert.deepEqual(
    summary.map((line) => line.trim().split(' ').slice(0, 2).join(' ')),
    ['✓ a', '✗ b', '✓ c', '✓ d'],
  );
  assert.ok(lines.includes('\nTests: 3 passed, 1 failed'));
});

test('a step whose needed step failed is not run and fails the run; one whose needs passed runs', async () => {
  const started = [];
  const lines = [];
  const runner = async (argv) => {
    started.push(argv[0]);
    const code = argv[0] === 'build' ? 1 : 0;
    return { code, output: '' };
  };
  const step = (name, needs) => ({ name, argv: [name], needs });
  const ok = await runSteps(
    [
      {
        lanes: [
          [step('checks')],
          [step('build'), step('bundle test', ['build']), step('other build')],
          [step('web build'), step('e2e', ['web build'])],
        ],
      },
      step('stories', ['build']),
      step('docs', ['other build', 'checks']),
    ],
    { runner, log: (line) => lines.push(line) },
  );
  assert.equal(ok, false);
  assert.deepEqual(
    started.toSorted(),
    ['build', 'checks', 'docs', 'e2e', 'other build', 'web build'],
    'neither the bundle test (same lane) nor the stories (a later step) started',
  );
  assert.ok(lines.includes('━━ bundle test: NOT RUN (build failed)'));
  assert.ok(lines.includes('━━ stories: NOT RUN (build failed)'));
  assert.ok(lines.some((line) => line.trim() === '✗ stories not run'));
  assert.ok(lines.includes('\nTests: 5 passed, 3 failed'));
});
