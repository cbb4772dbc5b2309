import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { openDatabase, openPglite, pgliteStartParams, type AppDb } from '../src/db/database.ts';
import { Mutex } from '../src/db/mutex.ts';
import { PgliteDialect } from '../src/db/pglite-dialect.ts';
import { pgliteExtensions } from '../src/db/pglite-extensions.ts';
import type { Schema } from '../src/db/schema.ts';
import { createScratchDatabase } from '../test/helpers/scratch-database.ts';

/** One plain session on the bench database, outside the server's pool: replays and maintenance. */
export interface RawSession {
  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<R[]>;
}

/** Plain transactions on sessions of their own (several on PostgreSQL; PGlite's one session, one at a time). */
export interface RawPool {
  transaction<T>(fn: (session: RawSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface BenchDatabase {
  readonly kind: 'pglite' | 'postgres';
  /** What the tables print, e.g. "PostgreSQL 15.10" or "PGlite 0.5.16 (PostgreSQL 18.6, embedded)". */
  label: string;
  /** The handle the server is built on (migrated). */
  db: AppDb;
  /** A separate session as the connecting (owner/superuser) role. On PGlite it is the same single session, so
   * use it only while the server is idle. */
  raw: RawSession;
  /** A Kysely over `raw`'s database (not the server's pool), for capturing the SQL a service runs. */
  kysely: Kysely<Schema>;
  /**
   * After bulk loading: PGlite is closed and opened again on the same files with the server's own settings (the
   * load ran with larger buffers); PostgreSQL stays as it is.
   */
  serve(): Promise<void>;
  /** `size` sessions for concurrent plain-SQL transactions. */
  rawPool(size: number): RawPool;
  close(): Promise<void>;
}

async function inTransaction<T>(session: RawSession, fn: (session: RawSession) => Promise<T>): Promise<T> {
  await session.query('begin');
  try {
    const result = await fn(session);
    await session.query('commit');
    return result;
  } catch (error) {
    await session.query('rollback');
    throw error;
  }
}

/** Where the bench Kysely reports each query it ran (the SQL capture listens here). */
export const queryLog: { sink: ((event: LogEvent) => void) | null } = { sink: null };
const log = (event: LogEvent) => queryLog.sink?.(event);

async function versionLabel(raw: RawSession): Promise<string> {
  const [row] = await raw.query<{ version: string }>('select version() as version');
  return row?.version.split(' on ')[0] ?? 'unknown';
}

async function openPostgres(url: string, dispose: () => Promise<void>): Promise<BenchDatabase> {
  const db = await openDatabase({ databaseUrl: url });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const raw: RawSession = {
    query: async (text, params) => (await client.query(text, params as unknown[] | undefined)).rows,
  };
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('error', () => undefined);
  const kysely = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }), log });
  return {
    kind: 'postgres',
    label: await versionLabel(raw),
    db,
    raw,
    kysely,
    serve: async () => {},
    rawPool: (size) => {
      const sessions = new pg.Pool({ connectionString: url, max: size });
      sessions.on('error', () => undefined);
      return {
        transaction: async (fn) => {
          const connection = await sessions.connect();
          try {
            const session: RawSession = {
              query: async (text, params) =>
                (await connection.query(text, params as unknown[] | undefined)).rows,
            };
            return await inTransaction(session, fn);
          } finally {
            connection.release();
          }
        },
        close: () => sessions.end(),
      };
    },
    close: async () => {
      await kysely.destroy();
      await client.end();
      await db.close();
      await dispose();
    },
  };
}

/** A fresh database on the throwaway cluster of TEST_DATABASE_URL (a superuser URL), dropped on close. */
async function throwawayPostgres(adminUrl: string): Promise<BenchDatabase> {
  const scratch = await createScratchDatabase(adminUrl, 'bench');
  return openPostgres(scratch.url, scratch.drop);
}

// PGlite's defaults as of 0.5.16, plus more buffers for the bulk load (128 MB shared / 8 MB temp buffers make a
// million-row load spill page by page through the emulated file system; much more exhausts the wasm heap).
const pgliteDefaults = [
  ...['--single', '-F', '-O', '-j'],
  ...['search_path=public', 'exit_on_error=false', 'log_checkpoints=false', 'max_worker_processes=0']
    .concat(['max_parallel_workers=0', 'max_parallel_workers_per_gather=0', 'io_method=sync'])
    .concat(['max_parallel_maintenance_workers=0'])
    .flatMap((setting) => ['-c', setting]),
];
const bulkLoadParams = [
  ...pgliteDefaults,
  ...['shared_buffers=384MB', 'temp_buffers=256MB', 'work_mem=16MB', 'maintenance_work_mem=128MB']
    .concat(['max_wal_size=8GB', 'checkpoint_timeout=1h'])
    .flatMap((setting) => ['-c', setting]),
];

async function pgliteAt(dataDir: string, startParams?: string[]) {
  const pglite = await PGlite.create({
    dataDir,
    extensions: pgliteExtensions,
    ...(startParams ? { startParams } : {}),
  });
  const db = await openPglite(pglite);
  const raw: RawSession = {
    query: async (text, params) =>
      (await pglite.query<never>(text, params ? [...params] : undefined)).rows as never[],
  };
  const kysely = new Kysely<Schema>({ dialect: new PgliteDialect(pglite, new Mutex()), log });
  return { db, raw, kysely };
}

async function embeddedPglite(): Promise<BenchDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'inventory-bench-'));
  const dataDir = join(dir, 'data');
  const opened = await pgliteAt(dataDir, bulkLoadParams);
  const version = await versionLabel(opened.raw);
  const bench: BenchDatabase = {
    kind: 'pglite',
    label: `PGlite 0.5.16 (${version}, embedded, data in a temp dir)`,
    ...opened,
    serve: async () => {
      await bench.db.close();
      Object.assign(bench, await pgliteAt(dataDir, [...pgliteStartParams]));
    },
    rawPool: () => {
      const mutex = new Mutex();
      return {
        transaction: (fn) => mutex.run(() => inTransaction(bench.raw, fn)),
        close: async () => {},
      };
    },
    close: async () => {
      await bench.db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
  return bench;
}

/** DATABASE_URL → that database; else TEST_DATABASE_URL → a new database in that cluster; else PGlite. */
export async function openBenchDatabase(env: NodeJS.ProcessEnv = process.env): Promise<BenchDatabase> {
  const url = env.DATABASE_URL?.trim();
  if (url) return openPostgres(url, async () => {});
  const adminUrl = env.TEST_DATABASE_URL?.trim();
  if (adminUrl) return throwawayPostgres(adminUrl);
  return embeddedPglite();
}
