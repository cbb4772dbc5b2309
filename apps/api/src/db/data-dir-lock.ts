import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A second server opening the same PGlite data directory corrupts it: PGlite takes no lock of its own. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by process ${pid}. Stop that server first, or set DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** What a command that failed to start says: a held data directory by its message (the operator's to resolve), else the stack. */
export function failureDetail(error: unknown): string {
  if (error instanceof DataDirInUseError) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function holder(file: string): Promise<number | null> {
  try {
    const pid = Number.parseInt(await readFile(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes `<dataDir>/server.pid` for this process; a file left by a process that no longer runs (a killed server) is
 * taken over. Answers the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, 'server.pid');
  for (;;) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = await holder(file);
    if (pid !== null && isAlive(pid)) throw new DataDirInUseError(dataDir, pid);
    await rm(file, { force: true });
  }
}
