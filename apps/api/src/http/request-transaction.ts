import type { Kysely } from 'kysely';
import type { AppDb } from '../db/database.ts';
import type { Schema } from '../db/schema.ts';
import type { TenantDb } from '../db/tenant-db.ts';

type Work = (trx: Kysely<Schema>) => Promise<unknown>;

/** A transaction opened by a request's first read and kept for its handler's first unit of work (ADR 044). */
export interface RequestTransaction<S> {
  /** What the first read answered (rejected with its error, or with the transaction's when it could not open). */
  readonly first: Promise<S>;
  /** The handler's database: its first `run` continues the open transaction, any later one opens its own. */
  readonly db: TenantDb;
  /** Ends the transaction unless a `run` took it (refused requests, handlers that read nothing). Idempotent. */
  release(): void;
}

/**
 * Opens one transaction in `tenantId` (role and tenant set as every transaction's are), runs `first` in it, and
 * keeps it open until the request's first `run` hands it its work or the request lets it go: the state statement
 * of a signed-in request (ADR 039) and the handler's statements then share one BEGIN, one role and tenant setting
 * and one COMMIT instead of two of each (three round trips fewer per request).
 *
 * The connection stays checked out from the state read until the handler's first `run` or `release()`, so only
 * requests without a body use it (the body would be read while the connection waits; on PGlite, with its one
 * connection, a slow upload would stall every other request). A retried transaction (serialization failure or
 * deadlock, database.ts) runs the handler's work again in the new transaction, as before; the state is not read
 * again, as the separate state transaction was not re-run either.
 */
export function openRequestTransaction<S>(
  db: AppDb,
  tenantId: string,
  first: (trx: Kysely<Schema>) => Promise<S>,
): RequestTransaction<S> {
  let handOver: (work: Work) => void = () => undefined;
  const work = new Promise<Work>((resolve) => {
    handOver = resolve;
  });
  let answer: (value: S) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const firstRead = new Promise<S>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  let firstDone = false;
  const done = db.tenant(tenantId, async (trx) => {
    if (!firstDone) {
      // A failed first read is retried with the transaction (database.ts), or ends it.
      const value = await first(trx);
      firstDone = true;
      answer(value);
    }
    return (await work)(trx);
  });
  // A transaction that could not open or whose first read failed fails the first read with the error database.ts
  // gives (a lost connection is a DatabaseUnavailableError, a 503); once the first read answered this is a no-op.
  done.catch(fail);
  let taken = false;
  return {
    first: firstRead,
    db: {
      tenantId,
      run: <T>(fn: (trx: Kysely<Schema>) => Promise<T>): Promise<T> => {
        if (taken) return db.tenant(tenantId, fn);
        taken = true;
        handOver(fn);
        return done as Promise<T>;
      },
    },
    release: () => {
      if (taken) return;
      taken = true;
      handOver(async () => undefined);
    },
  };
}
