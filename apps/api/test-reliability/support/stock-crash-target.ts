import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, type AppDb } from '../../src/db/database.ts';
import { pgliteExtensions } from '../../src/db/pglite-extensions.ts';
import { createScratchDatabase } from '../../test/helpers/scratch-database.ts';

/** A database of its own for a child server: what to set in its environment, and how to open it afterwards. */
export interface CrashTarget {
  readonly kind: 'pglite' | 'postgres';
  readonly env: Record<string, string>;
  /** Opens the database from this process (only while no child server has it: the data directory's lock refuses). */
  open(): Promise<AppDb>;
  dispose(): Promise<void>;
}

/** A fresh database on the cluster of TEST_DATABASE_URL; the child migrates and seeds it on its first start. */
async function postgresTarget(adminUrl: string): Promise<CrashTarget> {
  const scratch = await createScratchDatabase(adminUrl, 'crash');
  const databaseUrl = scratch.url;
  // Uploads would still go under DATA_DIR (the repository's data/ by default).
  const dataDir = await mkdtemp(join(tmpdir(), 'inventory-crash-'));
  return {
    kind: 'postgres',
    env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    open: () => openDatabase({ databaseUrl }),
    dispose: async () => {
      await scratch.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A file-backed PGlite data directory, as `npm start` uses by default. It starts as a copy of the suite's migrated and
 * seeded template (a first start from nothing runs initdb in WebAssembly: ~30 s here).
 */
async function pgliteTarget(): Promise<CrashTarget> {
  const dataDir = await mkdtemp(join(tmpdir(), 'inventory-crash-'));
  const template = inject('pgliteTemplate');
  if (template) {
    const pglite = await PGlite.create({
      dataDir,
      loadDataDir: new Blob([await readFile(template)]),
      extensions: pgliteExtensions,
    });
    await pglite.close();
  }
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => openDatabase({ dataDir }),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export function crashTarget(): Promise<CrashTarget> {
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  return adminUrl ? postgresTarget(adminUrl) : pgliteTarget();
}
