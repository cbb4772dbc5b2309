import { createHash } from 'node:crypto';
import { ErrorCodes } from '@inventory/contracts';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { AppError } from '../../errors/app-errors.ts';

// business-rules §8: the same Idempotency-Key and body within 24 h returns the first result and creates nothing
// new; the same key with another body is refused (409). The key is claimed in the caller's transaction, so a
// refused or failed first attempt leaves no claim behind, and a concurrent twin waits for the first to commit.

const windowMs = 24 * 60 * 60 * 1000;

export class IdempotencyKeyReusedError extends AppError {
  readonly status = 409;
  constructor() {
    super(ErrorCodes.IdempotencyKeyReused, 'errors:IdempotencyKeyReused');
  }
}

/** The `Idempotency-Key` header, trimmed; undefined when absent or empty. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value.slice(0, 200) : undefined;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

/** A digest of the call and its parsed body, independent of member order. */
export function requestHash(operation: string, body: unknown): string {
  return createHash('sha256')
    .update(`${operation}\n${JSON.stringify(canonical(body))}`)
    .digest('hex');
}

/** Runs `work` once per key: a replay with the same hash answers the stored result. */
export async function withIdempotency<T>(
  trx: Kysely<Schema>,
  tenantId: string,
  key: string | undefined,
  hash: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!key) return work();
  const now = new Date();
  const claimed = await trx
    .insertInto('idempotency_keys')
    .values({ tenant_id: tenantId, key, request_hash: hash, created_at: now })
    .onConflict((oc) => oc.columns(['tenant_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) {
    const row = await trx
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key', '=', key)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const fresh = now.getTime() - new Date(row.created_at).getTime() < windowMs;
    if (fresh && row.request_hash !== hash) throw new IdempotencyKeyReusedError();
    if (fresh && row.response !== null) return row.response as T;
    await trx
      .updateTable('idempotency_keys')
      .set({ request_hash: hash, created_at: now, response: sql`null` })
      .where('key', '=', key)
      .execute();
  }
  const result = await work();
  await trx
    .updateTable('idempotency_keys')
    .set({ response: JSON.stringify(result) })
    .where('key', '=', key)
    .execute();
  return result;
}
