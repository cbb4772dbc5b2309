import type { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { DatabaseConnection, DatabaseIntrospector, Dialect, DialectAdapter, Driver } from 'kysely';
import type { Kysely, QueryCompiler, QueryResult, TransactionSettings } from 'kysely';
import { Mutex } from './mutex.ts';

/**
 * A Kysely dialect over one PGlite instance. PGlite is a single session, so every Kysely connection is the same
 * session handed out under a mutex: a transaction holds it from BEGIN to COMMIT and nothing interleaves.
 * (kysely-pglite loses updates under concurrent transactions and reports 0 affected rows — toolchain.md.)
 */
export class PgliteDialect implements Dialect {
  constructor(
    private readonly pglite: PGlite,
    private readonly mutex: Mutex,
  ) {}

  createDriver(): Driver {
    return new PgliteDriver(this.pglite, this.mutex);
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

const writeCommands = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const affected = result.rowCount ?? result.affectedRows;
    const isWrite = result.command !== undefined && writeCommands.has(result.command);
    return {
      rows: result.rows,
      ...(isWrite && affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // PGlite answers whole results; a stream is that one chunk.
  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(compiledQuery);
  }
}

class PgliteDriver implements Driver {
  private readonly connection: PgliteConnection;
  private releases: (() => void)[] = [];
  /** A BEGIN ran and neither COMMIT nor ROLLBACK has succeeded since. */
  private open = false;

  constructor(
    pglite: PGlite,
    private readonly mutex: Mutex,
  ) {
    this.connection = new PgliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.mutex.acquire();
    this.releases.push(release);
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    this.open = true;
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
    this.open = false;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
    this.open = false;
  }

  /**
   * The one session outlives every transaction: one left open (its ROLLBACK failed) would make every later
   * statement fail with "current transaction is aborted", for good. It is rolled back before the next holder gets
   * the session, and the mutex is released whatever happens.
   */
  async releaseConnection(): Promise<void> {
    try {
      if (this.open) await this.connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
      this.open = false;
    } finally {
      // Only one holder at a time, so the pending release is always the current holder's.
      this.releases.shift()?.();
    }
  }

  async destroy(): Promise<void> {}
}
