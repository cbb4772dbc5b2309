import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema.ts';
import { IdempotencyKeyReusedError } from '../errors/app-errors.ts';

// business-rules §8: the same key and body within 24 h returns the first result.
const retentionHours = 24;

/** The request's `Idempotency-Key` header (trimmed, ≤ 200 chars), or undefined. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value.slice(0, 200) : undefined;
}

/** JSON with sorted object keys, so that two equal bodies hash alike whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What a key is claimed for: the call (so one key never replays another call's result) and its parsed body. */
export interface IdempotentRequest {
  readonly operation: string;
  readonly body: unknown;
}

/**
 * Runs `work` once per Idempotency-Key (business-rules §8), inside the caller's transaction `trx`: the same key with
 * the same body answers the stored result and creates nothing; with another body it is a 409. Without a key, `work`
 * simply runs. The key is claimed first, so a concurrent duplicate waits for (PostgreSQL) or follows (PGlite) the
 * first and then reads its result. `work` must use the same `trx`; its result must be JSON.
 */
export async function idempotent<T>(
  trx: Kysely<Schema>,
  tenantId: string,
  key: string | undefined,
  request: IdempotentRequest,
  work: () => Promise<T>,
): Promise<T> {
  if (!key) return work();
  const hash = createHash('sha256')
    .update(`${request.operation}\n${canonicalJson(request.body)}`)
    .digest('hex');
  const claimed = await trx
    .insertInto('idempotency_keys')
    .values({ tenant_id: tenantId, key, request_hash: hash })
    .onConflict((oc) => oc.columns(['tenant_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) {
    const existing = await trx
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'response'])
      .select(sql<boolean>`created_at < now() - make_interval(hours => ${retentionHours})`.as('expired'))
      .where('key', '=', key)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (!existing.expired) {
      if (existing.request_hash !== hash) throw new IdempotencyKeyReusedError();
      return existing.response as T;
    }
    await trx
      .updateTable('idempotency_keys')
      .set({ request_hash: hash, response: 'null', created_at: new Date() })
      .where('key', '=', key)
      .execute();
  }
  const result = await work();
  await trx
    .updateTable('idempotency_keys')
    .set({ response: JSON.stringify(result ?? null) })
    .where('key', '=', key)
    .execute();
  return result;
}
