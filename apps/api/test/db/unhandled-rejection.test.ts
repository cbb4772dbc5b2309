import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('../../', import.meta.url));

// A database error that escapes its request (a rejected promise nobody awaits) must not end the server: Node's
// default for an unhandled rejection is to exit. Run in a process of its own, as the server's main.ts does.
const script = `
import { logUnhandledRejections } from './src/process-guards.ts';
logUnhandledRejections({
  error: (object, message) => {
    console.log('logged: ' + message + ': ' + object.err.message);
    setImmediate(() => console.log('still running'));
  },
});
void Promise.reject(new Error('relation "gone" does not exist'));
`;

function runChild(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: apiDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('an unhandled rejection in the server process', () => {
  it('is logged and the process goes on', async () => {
    const { code, output } = await runChild();
    expect(output).toContain('logged: unhandled promise rejection: relation "gone" does not exist');
    expect(output).toContain('still running');
    expect(code).toBe(0);
  });
});
