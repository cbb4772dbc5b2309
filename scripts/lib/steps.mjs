// Runs named steps one after another (or in lanes side by side), echoes their output, and counts the tests each
// runner reports.
import { spawn } from 'node:child_process';
import { repoRoot } from './paths.mjs';

// Built from the escape character's code so the pattern holds no literal control character.
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');

/** Test counts from the closing lines of the runners we use; null when the output names none. */
export function countTests(output) {
  const text = output.replace(ansi, '');
  const count = (pattern) => [...text.matchAll(pattern)].reduce((sum, m) => sum + Number(m[1]), 0);
  // Vitest: " Tests  3 failed | 40 passed (43)"
  const vitestLines = [...text.matchAll(/^\s*Tests\s+(.*)\((\d+)\)\s*$/gm)];
  if (vitestLines.length > 0) {
    let passed = 0;
    let failed = 0;
    for (const [, parts] of vitestLines) {
      passed += Number(/(\d+) passed/.exec(parts)?.[1] ?? 0);
      failed += Number(/(\d+) failed/.exec(parts)?.[1] ?? 0);
    }
    return { passed, failed };
  }
  // Node's test runner: "# pass 4" / "# fail 0"
  if (/^# pass \d+/m.test(text))
    return { passed: count(/^# pass (\d+)/gm), failed: count(/^# fail (\d+)/gm) };
  // The story step's own totals (both locales, then the pages pass), not the runner's per-locale "Tests: N passed".
  const own = [...text.matchAll(/^(?:Stories|Storybook pages): (\d+) passed, (\d+) failed/gm)];
  if (own.length > 0)
    return {
      passed: own.reduce((sum, m) => sum + Number(m[1]), 0),
      failed: own.reduce((sum, m) => sum + Number(m[2]), 0),
    };
  // Our own runners and Playwright's list reporter: "Stories: 12 passed, 0 failed" / "  3 passed (20.1s)"
  const plain = /^\s*(?:\w+:\s*)?(\d+) passed(?:, (\d+) failed)?/m.exec(text);
  if (plain) {
    const failedLine = /^\s*(\d+) failed/m.exec(text);
    return { passed: Number(plain[1]), failed: Number(plain[2] ?? failedLine?.[1] ?? 0) };
  }
  return null;
}

// Lines that name a failure in the runners' output: Playwright's ✘ and numbered failures, Vitest's FAIL and ×, Jest's
// ●, our own runners' "failed:" lines, and a thrown error's first line.
const failureLine = /^\s*(?:✘|✗|×|●|FAIL\b|\d+\) \[|failed: |\w*Error\b[^:]*:)/;

/**
 * What a failed step's output says failed, short enough for a CI log's tail: the lines naming a failure and a few
 * lines of each error under them (at most `maxLines`, each cut to 240 characters), ANSI colours removed.
 */
export function failureExcerpt(output, maxLines = 40) {
  const lines = output.replace(ansi, '').split('\n');
  const kept = [];
  let errorLinesLeft = 0;
  for (const line of lines) {
    if (kept.length >= maxLines) break;
    const trimmed = line.trimEnd();
    if (trimmed.trim() === '') continue;
    // Playwright's pointers to its artefacts end an error's message; CI does not keep them.
    if (/^\s*(?:Error Context:|attachment #)/.test(trimmed)) {
      errorLinesLeft = 0;
      continue;
    }
    if (failureLine.test(trimmed)) {
      // An error's first line opens a few lines of its diff or message.
      if (/Error\b/.test(trimmed)) errorLinesLeft = 8;
      kept.push(trimmed.slice(0, 240));
    } else if (errorLinesLeft > 0) {
      errorLinesLeft -= 1;
      kept.push(trimmed.slice(0, 240));
    }
  }
  return kept;
}

/**
 * Runs argv in the repo root, streaming output (unless `echo` is false); resolves with the exit code and the
 * captured output.
 */
export function run(argv, { env = {}, cwd = repoRoot, capture = true, echo = true } = {}) {
  return new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
    });
    let output = '';
    const keep = (stream, sink) =>
      stream?.on('data', (chunk) => {
        output += chunk;
        if (echo) sink.write(chunk);
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('error', (error) => resolve({ code: 1, output: `${output}\n${error.message}` }));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

async function runStep(step, { runner, log, streamed, failedNames }) {
  // A step that works on what an earlier step made (the stories on the Storybook build) does not run when that step
  // failed: it would test an older build left in the working tree, or fail again for a reason already shown.
  const unmet = (step.needs ?? []).filter((name) => failedNames.has(name));
  if (unmet.length > 0) {
    log(`━━ ${step.name}: NOT RUN (${unmet.join(', ')} failed)`);
    failedNames.add(step.name);
    return { name: step.name, ok: false, tests: null, seconds: '0.0', skipped: true };
  }
  const started = Date.now();
  if (streamed) log(`\n━━ ${step.name} ━━`);
  const { code, output } = await runner(step.argv, { ...step, echo: streamed });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // A step that ran beside others prints its whole output at once when it ends, so the log stays readable.
  if (!streamed) log(`\n━━ ${step.name} (in a lane beside other steps) ━━\n${output.trimEnd()}`);
  log(`━━ ${step.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds}s`);
  if (code !== 0) failedNames.add(step.name);
  return {
    name: step.name,
    ok: code === 0,
    tests: countTests(output),
    seconds,
    excerpt: code === 0 ? [] : failureExcerpt(output),
  };
}

/**
 * Runs every step (a failure does not stop the later ones) and prints one table plus a closing count line.
 * `{ lanes: [[…steps], […steps]] }` runs its lanes side by side, each lane's steps one after another: steps that
 * keep one core busy (a test file at a time on PGlite, tsc, eslint) share the machine's two. The summary lists the
 * steps in the order written, whichever ends first. A step's `needs` names earlier steps (in any lane before it or
 * in its own lane); it is not run, and counts as failed, when one of them failed.
 */
export async function runSteps(steps, { runner = run, log = console.log } = {}) {
  const started = Date.now();
  const results = [];
  const failedNames = new Set();
  for (const step of steps) {
    if (!step.lanes) {
      results.push(await runStep(step, { runner, log, streamed: true, failedNames }));
      continue;
    }
    const lanes = await Promise.all(
      step.lanes.map(async (lane) => {
        const done = [];
        for (const laneStep of lane)
          done.push(await runStep(laneStep, { runner, log, streamed: false, failedNames }));
        return done;
      }),
    );
    results.push(...lanes.flat());
  }
  // A CI log shows its tail: what failed is said again here, above the table, in a few lines per step.
  const failures = results.filter((r) => !r.ok && r.excerpt?.length > 0);
  if (failures.length > 0) {
    log('\nWhat failed');
    for (const r of failures) {
      log(`  ✗ ${r.name}`);
      for (const line of r.excerpt) log(`    ${line.trim()}`);
    }
  }
  log('\nSummary');
  for (const r of results) {
    const counts = r.tests ? ` (${r.tests.passed} passed, ${r.tests.failed} failed)` : '';
    const time = r.skipped ? 'not run' : `${r.seconds}s`;
    log(`  ${r.ok ? '✓' : '✗'} ${r.name}${counts} ${time}`);
  }
  // Steps without a test count (lint, typecheck, build) count as one check each.
  const passed = results.reduce((n, r) => n + (r.tests ? r.tests.passed : r.ok ? 1 : 0), 0);
  const failed = results.reduce(
    (n, r) => n + (r.tests ? Math.max(r.tests.failed, r.ok ? 0 : 1) : r.ok ? 0 : 1),
    0,
  );
  log(`\nTests: ${passed} passed, ${failed} failed`);
  log(`Whole run: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return failed === 0 && results.every((r) => r.ok);
}
