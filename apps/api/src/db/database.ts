import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { DatabaseUnavailableError } from '../errors/app-errors.ts';
import { withCommitSteps } from './commit-steps.ts';
import { isConnectionLoss, type DatabaseAvailability } from './availability.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { runMigrations, type MigrationSession } from './migrate.ts';
import { Mutex } from './mutex.ts';
import { PgliteDialect } from './pglite-dialect.ts';
import { pgliteExtensions } from './pglite-extensions.ts';
import { openPool } from './postgres-pool.ts';
import { withRetry } from './retry.ts';
import type { Schema } from './schema.ts';
import { isUuid } from './ids.ts';

/** Host rows (host users, roles, grants) live under the nil uuid; the wire says `tenantId: null`. */
export const HOST_TENANT_ID = '00000000-0000-0000-0000-000000000000';

export interface AppDb {
  readonly kind: 'pglite' | 'postgres';
  /** One transaction as role inventory_app with app.tenant_id = tenantId (RLS applies). Retries serialization failures/deadlocks. */
  tenant<T>(tenantId: string, fn: (trx: Kysely<Schema>) => Promise<T>): Promise<T>;
  /** One transaction as role inventory_app with no tenant set: only non-tenant tables (tenants, oidc_payloads, oidc_keys, …) are usable. */
  system<T>(fn: (trx: Kysely<Schema>) => Promise<T>): Promise<T>;
  /** Whether the database answers a trivial query now (readiness); never throws. */
  ready(): Promise<boolean>;
  /** Calls `listener` when PostgreSQL becomes unreachable and when it answers again (for the log). */
  onAvailabilityChange(listener: AvailabilityListener): void;
  close(): Promise<void>;
}

export type AvailabilityListener = (state: 'up' | 'down', error?: unknown) => void;

/** How long readiness waits for its `select 1`. */
const readyTimeoutMs = 2_000;

export interface DatabaseConfig {
  /** PGlite data directory; omitted = in-memory. Ignored when databaseUrl is set. */
  dataDir?: string;
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string;
}

class KyselyAppDb implements AppDb {
  constructor(
    readonly kind: 'pglite' | 'postgres',
    private readonly kysely: Kysely<Schema>,
    private readonly onClose: () => Promise<void>,
    private readonly listeners: AvailabilityListener[] = [],
    private readonly availability?: DatabaseAvailability,
  ) {}

  tenant<T>(tenantId: string, fn: (trx: Kysely<Schema>) => Promise<T>): Promise<T> {
    if (!isUuid(tenantId)) return Promise.reject(new Error(`Not a tenant id: ${tenantId}`));
    return this.transaction(tenantId, fn);
  }

  system<T>(fn: (trx: Kysely<Schema>) => Promise<T>): Promise<T> {
    return this.transaction('', fn);
  }

  async ready(): Promise<boolean> {
    if (this.availability?.isDown) return false;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('readiness query timed out')), readyTimeoutMs);
    });
    try {
      await Promise.race([sql`select 1`.execute(this.kysely), timedOut]);
      return true;
    } catch (error) {
      if (isConnectionLoss(error)) this.availability?.suspect();
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  onAvailabilityChange(listener: AvailabilityListener): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    this.availability?.close();
    await this.kysely.destroy();
    await this.onClose();
  }

  /**
   * A transaction cut by a lost connection is not run again here: its COMMIT may have reached the database, so
   * only the caller can retry, with its Idempotency-Key (ADR 011). It is answered as a 503, and while the database
   * is known to be down every call is refused at once instead of waiting for a connection.
   */
  private async transaction<T>(tenantSetting: string, fn: (trx: Kysely<Schema>) => Promise<T>): Promise<T> {
    if (this.availability?.isDown) throw new DatabaseUnavailableError();
    try {
      return await withRetry(() =>
        this.kysely.transaction().execute(async (trx) => {
          // The owner/superuser connection would bypass RLS; every unit of work runs as the restricted role.
          // set_config('role', …, true) is SET LOCAL ROLE: one round trip sets both (ADR 039).
          await sql`select set_config('role', 'inventory_app', true), set_config('app.tenant_id', ${tenantSetting}, true)`.execute(
            trx,
          );
          return withCommitSteps(trx, fn);
        }),
      );
    } catch (error) {
      if (!this.availability || !isConnectionLoss(error)) throw error;
      this.availability.suspect();
      throw new DatabaseUnavailableError();
    }
  }
}

/**
 * PGlite's own start parameters plus a smaller buffer pool (ADR 038). PostgreSQL inside the wasm heap zeroes its
 * whole `shared_buffers` at start, so PGlite's 128 MB were 128 MB of resident memory before the first query, for a
 * shop whose whole database is a few MB. Pages beyond the pool are read from the data directory through the
 * operating system's file cache. The bench opens its big tenant with the same parameters.
 */
export const pgliteStartParams: readonly string[] = [
  ...PGlite.defaultStartParams,
  ...['shared_buffers=16MB'].flatMap((setting) => ['-c', setting]),
];

/** Opens the database (PGlite unless databaseUrl is set) and runs pending migrations first. */
export async function openDatabase(config: DatabaseConfig): Promise<AppDb> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const startParams = [...pgliteStartParams];
  if (!config.dataDir) return openPglite(await PGlite.create({ startParams, extensions: pgliteExtensions }));
  await mkdir(config.dataDir, { recursive: true });
  const release = await lockDataDir(config.dataDir);
  try {
    const pglite = await PGlite.create({
      dataDir: config.dataDir,
      startParams,
      extensions: pgliteExtensions,
    });
    const db = await openPglite(pglite, release);
    // PGlite runs no autovacuum: the planner's statistics and the visibility map that keeps exact list counts
    // index-only (ADR 009) are refreshed at every start instead. Nothing else uses the database yet. Only the
    // application's tables: the system catalogs took most of the time (1–2.5 s of every start, ADR 038).
    const tables = await pglite.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
    );
    await pglite.exec(`vacuum analyze ${tables.rows.map((table) => table.name).join(', ')}`);
    return db;
  } catch (error) {
    await release();
    throw error;
  }
}

/** Wraps an open PGlite instance (e.g. a test template's clone), runs pending migrations, and owns it from now on. */
export async function openPglite(pglite: PGlite, release?: () => Promise<void>): Promise<AppDb> {
  const mutex = new Mutex();
  await mutex.run(() => runMigrations(pgliteSession(pglite)));
  const kysely = new Kysely<Schema>({ dialect: new PgliteDialect(pglite, mutex) });
  return new KyselyAppDb('pglite', kysely, async () => {
    await pglite.close();
    await release?.();
  });
}

function pgliteSession(pglite: PGlite): MigrationSession {
  return {
    query: async <R>(text: string, params?: unknown[]) => (await pglite.query<R>(text, params)).rows,
    script: async (text) => {
      await pglite.exec(text);
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<AppDb> {
  const listeners: AvailabilityListener[] = [];
  const { pool, availability } = openPool(databaseUrl, (state, error) => {
    for (const listener of listeners) listener(state, error);
  });
  const client = await pool.connect();
  try {
    await runMigrations({
      query: async <R>(text: string, params?: unknown[]) =>
        (await client.query(text, params as unknown[] | undefined)).rows as R[],
      // No parameters: pg uses the simple protocol, which accepts several statements.
      script: async (text) => {
        await client.query(text);
      },
    });
  } finally {
    client.release();
  }
  const kysely = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return new KyselyAppDb('postgres', kysely, async () => {}, listeners, availability);
}
