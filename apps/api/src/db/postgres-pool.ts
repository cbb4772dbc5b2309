import pg from 'pg';
import { DatabaseAvailability, type AvailabilityOptions } from './availability.ts';
import { parseTimestamptz } from './timestamptz.ts';

/** How long opening a connection may take before the database counts as unreachable. */
export const connectionTimeoutMs = 3_000;
/**
 * How long a call may queue for a free connection of the pool. pg-pool uses one option for both waits; a busy pool
 * under lock contention (many submits on the same batches) is not an outage and must not answer 503, so the queue
 * gets its own, longer bound while opening a connection keeps the short one (a dead database is known at once).
 */
const queueTimeoutMs = 30_000;
const poolSize = 10;

/**
 * pg's parsers, but `timestamptz` texts read by `parseTimestamptz` (the same `Date`s, ADR 067), for this pool's
 * clients only: other pg clients of the process (the bench's, tests') keep pg's global parsers.
 */
export const poolTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.TIMESTAMPTZ && format !== 'binary'
      ? parseTimestamptz
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * A client whose connect is bounded by connectionTimeoutMs whatever the pool's queue bound is, in pg's pipeline
 * mode (ADR 063): a statement is written at once even while the one before still waits for its answer, each with
 * its own Sync, and the answers come back in order. Awaited one by one, statements go out exactly as without it;
 * `sendWave` (statement-wave.ts) sends the independent statements of a transaction together.
 */
class BoundedConnectClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({
      ...config,
      connectionTimeoutMillis: connectionTimeoutMs,
      pipeline: true,
      types: poolTypes,
    } as pg.ClientConfig);
  }
}

/** One connection of its own and `select 1`: whether PostgreSQL answers, whatever the pool's connections do. */
async function probe(databaseUrl: string): Promise<void> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: connectionTimeoutMs,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The pg pool of a PostgreSQL database, and what the process knows of the database's reachability (ADR 011).
 * A connection the database drops emits 'error' on its client; with no listener Node ends the process. pg-pool
 * listens only while a client is idle, so every client gets a listener of its own for its whole life (a checked-out
 * client's pending query rejects anyway). Either way the pool discards the client and the database is checked.
 */
export function openPool(
  databaseUrl: string,
  onChange: AvailabilityOptions['onChange'],
): { pool: pg.Pool; availability: DatabaseAvailability } {
  const availability = new DatabaseAvailability({ probe: () => probe(databaseUrl), onChange });
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    Client: BoundedConnectClient,
    connectionTimeoutMillis: queueTimeoutMs,
    // A peer that vanished without closing the socket is found by TCP keep-alive instead of never.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  const lost = () => availability.suspect();
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return { pool, availability };
}
