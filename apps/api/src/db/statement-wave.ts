import type { CompiledQuery, DatabaseConnection, Kysely, QueryResult } from 'kysely';
import type { Schema } from './schema.ts';

/**
 * Whether a connection's statements go out without waiting for the answer to the one before (ADR 063): PostgreSQL
 * through pg, whose pool clients run in pipeline mode (`postgres-pool.ts`). PGlite's connection (one session
 * under a mutex) runs a wave one statement after the other.
 */
function pipelines(connection: DatabaseConnection): boolean {
  return connection.constructor.name === 'PostgresConnection';
}

/**
 * Sends `statements` on the transaction's connection as one wave (ADR 063), in the order given, and answers their
 * results in that order. On PostgreSQL they are written at once (pipelined, each with its own Sync): the server runs
 * them in order, so rows are locked in the same order as when each was awaited, and one round trip is waited for
 * instead of one per statement. On PGlite they run one by one.
 *
 * A failed statement fails the whole wave with its own error, the first one in the order sent, and nothing of the
 * wave counts: in a pipeline the statements behind it answer "current transaction is aborted" and a COMMIT would
 * answer ROLLBACK without an error, so a wave never answers results after a failed statement. Only statements whose
 * answers the next ones do not need belong in one wave; a caller that maps an error to its own (a refusal) does so
 * with the error thrown here, as it did awaiting the statement alone.
 */
export async function sendWave(
  trx: Kysely<Schema>,
  statements: readonly CompiledQuery[],
): Promise<QueryResult<unknown>[]> {
  if (statements.length === 0) return [];
  return trx.getExecutor().provideConnection(async (connection) => {
    if (statements.length === 1 || !pipelines(connection)) {
      const results: QueryResult<unknown>[] = [];
      for (const statement of statements) results.push(await connection.executeQuery(statement));
      return results;
    }
    const settled = await Promise.allSettled(statements.map((s) => connection.executeQuery(s)));
    const failed = settled.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    return settled.map((s) => (s as PromiseFulfilledResult<QueryResult<unknown>>).value);
  });
}
