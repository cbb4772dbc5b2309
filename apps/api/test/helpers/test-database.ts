import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, openPglite, type AppDb } from '../../src/db/database.ts';
import { pgliteExtensions } from '../../src/db/pglite-extensions.ts';
import { seed } from '../../src/seed/seed.ts';
import { createScratchDatabase } from './scratch-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated + seeded PGlite data directory, made once per run by global-setup.ts. */
    pgliteTemplate: string | undefined;
    /** The name of a migrated + seeded template database on TEST_DATABASE_URL's cluster, made by global-setup.ts. */
    postgresTemplate: string | undefined;
  }
}

export interface TestDatabase {
  db: AppDb;
  /** Closes the database and removes what was created for it. */
  dispose(): Promise<void>;
}

function providedTemplate(key: 'pgliteTemplate' | 'postgresTemplate'): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

async function pgliteDatabase(): Promise<TestDatabase> {
  const template = providedTemplate('pgliteTemplate');
  if (template) {
    const pglite = await PGlite.create({
      loadDataDir: new Blob([await readFile(template)]),
      extensions: pgliteExtensions,
    });
    const db = await openPglite(pglite);
    return { db, dispose: () => db.close() };
  }
  const db = await openDatabase({});
  await seed(db);
  return { db, dispose: () => db.close() };
}

/**
 * A fresh database per suite on the throwaway cluster of TEST_DATABASE_URL (a superuser URL): a copy of the run's
 * migrated and seeded template (global-setup.ts), or, outside vitest's run, migrated and seeded here. Opening it runs
 * the migrations as every start does (none is pending in a copy).
 */
async function postgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const template = providedTemplate('postgresTemplate');
  const scratch = await createScratchDatabase(adminUrl, 't', template);
  const db = await openDatabase({ databaseUrl: scratch.url });
  if (!template) await seed(db);
  return {
    db,
    dispose: async () => {
      await db.close();
      await scratch.drop();
    },
  };
}

/** A migrated and seeded database: PGlite, or PostgreSQL when TEST_DATABASE_URL is set. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? postgresDatabase(url) : pgliteDatabase();
}
