// Publishes the Storybook build to Chromatic when a project token is present; otherwise says so and succeeds,
// so CI without the secret stays green (toolchain.md "Chromatic": chromatic exits 254 without a token).
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic: skipped (CHROMATIC_PROJECT_TOKEN is not set)');
  process.exit(0);
}

const child = spawn(
  join(root, 'node_modules/.bin/chromatic'),
  [
    '--exit-zero-on-changes',
    '--build-script-name',
    'build-storybook',
    '--storybook-config-dir',
    '.storybook',
  ],
  { cwd: root, stdio: 'inherit', env: process.env },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
