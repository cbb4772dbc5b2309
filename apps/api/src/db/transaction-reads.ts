import type { Kysely } from 'kysely';
import type { Schema } from './schema.ts';

/**
 * Reads a transaction keeps for its own later steps, so that one save does not read the same rows once per module
 * it passes through (a sale's stock-out, allocation, delivery and figures each read the SKUs and settings). Kept
 * per transaction object and gone with it; outside a transaction nothing is kept. A repository that writes what
 * is kept forgets it (`forgetRead`) in the same transaction.
 */
const reads = new WeakMap<Kysely<Schema>, Map<string, unknown>>();

/** What `trx` keeps under `key`, made by `make` the first time; a fresh `make()` outside a transaction. */
export function keptRead<T>(trx: Kysely<Schema>, key: string, make: () => T): T {
  if (!trx.isTransaction) return make();
  let kept = reads.get(trx);
  if (!kept) {
    kept = new Map();
    reads.set(trx, kept);
  }
  if (!kept.has(key)) kept.set(key, make());
  return kept.get(key) as T;
}

export function forgetRead(trx: Kysely<Schema>, key: string): void {
  reads.get(trx)?.delete(key);
}
