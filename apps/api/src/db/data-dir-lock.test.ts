import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inventory-lock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The pid of a process that has already exited, as a server killed with SIGKILL leaves behind. */
function exitedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the PGlite data directory lock', () => {
  it('refuses a second holder while the first runs, and frees the directory on release', async () => {
    const release = await lockDataDir(dir);
    expect(await readFile(join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUseError);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    await writeFile(join(dir, 'server.pid'), String(exitedPid()));
    const release = await lockDataDir(dir);
    expect(await readFile(join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    await release();
  });

  it('refuses a lock held by another live process', async () => {
    await writeFile(join(dir, 'server.pid'), String(process.ppid));
    await expect(lockDataDir(dir)).rejects.toThrow(`in use by process ${process.ppid}`);
  });

  it('keeps a second server off an open embedded database until the first closes it', async () => {
    const first = await openDatabase({ dataDir: dir });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      await first.close();
    }
    const second = await openDatabase({ dataDir: dir });
    await second.close();
  });
});
