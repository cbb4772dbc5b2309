import type { Kysely } from 'kysely';
import type { Schema } from './schema.ts';

type Step = () => Promise<void>;

const openTransactions = new WeakMap<Kysely<Schema>, Step[]>();

/**
 * Runs `fn` in `trx`, then the steps it registered with `beforeCommit`, in the order registered, still inside the
 * transaction. Writes that lock shared rows (the dashboard's maintained figures, ADR 031) go there so that those
 * locks are taken last in every transaction, after every stock row it locks (business-rules §8).
 */
export async function withCommitSteps<T>(
  trx: Kysely<Schema>,
  fn: (trx: Kysely<Schema>) => Promise<T>,
): Promise<T> {
  const steps: Step[] = [];
  openTransactions.set(trx, steps);
  try {
    const result = await fn(trx);
    for (let i = 0; i < steps.length; i++) await steps[i]?.();
    return result;
  } finally {
    openTransactions.delete(trx);
  }
}

/**
 * Registers `step` to run at the end of the transaction `trx`. A transaction not opened through the app's database
 * handle has no end hook: refused, so that no maintained figure can silently miss a change.
 */
export function beforeCommit(trx: Kysely<Schema>, step: Step): void {
  const steps = openTransactions.get(trx);
  if (!steps) throw new Error('beforeCommit outside a transaction of the app database');
  steps.push(step);
}
