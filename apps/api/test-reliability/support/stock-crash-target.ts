import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type AppDb } from '../../src/db/database.ts';

/** A database of its own for a child server: what to set in its environment, and how to open it afterwards. */
export interface CrashTarget {
  readonly kind: 'pglite' | 'postgres';
  readonly env: Record<string, string>;
  /** Opens the database from this process (only while no child server has it: PGlite takes no lock). */
  open(): Promise<AppDb>;
  dispose(): Promise<void>;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database on the cluster of TEST_DATABASE_URL; the child migrates and seeds it on its first start. */
async function postgresTarget(adminUrl: string): Promise<CrashTarget> {
  const name = `crash_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  // Uploads would still go under DATA_DIR (the repository's data/ by default).
  const dataDir = await mkdtemp(join(tmpdir(), 'inventory-crash-'));
  return {
    kind: 'postgres',
    env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    open: () => openDatabase({ databaseUrl }),
    dispose: async () => {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
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
    const pglite = await PGlite.create({ dataDir, loadDataDir: new Blob([await readFile(template)]) });
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
