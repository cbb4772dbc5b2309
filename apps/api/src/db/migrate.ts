import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findUp } from '../find-up.ts';

/** A single database session able to run parameterized queries and multi-statement scripts. */
export interface MigrationSession {
  query<R>(sql: string, params?: unknown[]): Promise<R[]>;
  script(sql: string): Promise<void>;
}

/** apps/api/migrations, from the sources (src/db) and from the bundle (dist) alike. */
export const migrationsDir = join(findUp(import.meta.url, 'migrations'), 'migrations');

// Serializes migrators of several server processes starting on one PostgreSQL database.
const advisoryLockKey = 7_340_021;

/**
 * Runs every `NNNN_name.sql` under apps/api/migrations not yet recorded in `schema_migrations`, in name order, each
 * in its own transaction (style.md §15: frozen files, no app code). Returns the names applied now.
 */
export async function runMigrations(session: MigrationSession, dir = migrationsDir): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
  await session.query('select pg_advisory_lock($1)', [advisoryLockKey]);
  try {
    await session.query(
      `create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`,
    );
    const done = new Set(
      (await session.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const text = await readFile(`${dir}/${file}`, 'utf8');
      await session.query('begin');
      try {
        await session.script(text);
        await session.query('insert into schema_migrations (name) values ($1)', [file]);
        await session.query('commit');
      } catch (error) {
        await session.query('rollback');
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(file);
    }
    return applied;
  } finally {
    await session.query('select pg_advisory_unlock($1)', [advisoryLockKey]);
  }
}
