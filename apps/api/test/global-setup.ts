import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/database.ts';
import { pgliteExtensions } from '../src/db/pglite-extensions.ts';
import { seed } from '../src/seed/seed.ts';

/**
 * Migrates and seeds one PGlite database per run and hands its data directory as a tarball to every suite
 * (loading it is ~4x faster than a fresh start). Skipped on PostgreSQL, where each suite creates a database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL?.trim()) {
    project.provide('pgliteTemplate', undefined);
    return async () => {};
  }
  const dir = await mkdtemp(join(tmpdir(), 'inventory-api-test-'));
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const db = await openPglite(pglite);
  await seed(db);
  // Nothing else uses this instance now, so dumping beside the handle is safe.
  const dump = await pglite.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('pgliteTemplate', file);
  return async () => rm(dir, { recursive: true, force: true });
}
