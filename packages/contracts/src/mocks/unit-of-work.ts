import type { FixtureStore } from './store.ts';

// What a server transaction gives a document save: a refusal halfway (a shortage on the second line, an
// over-receipt in a linked document) leaves nothing behind — no document, no movement, no counter drawn.

const tables = [
  'batches',
  'balances',
  'movements',
  'purchaseInvoices',
  'sellInvoices',
  'warehouseInvoices',
  'productionOrders',
] as const;

/** Runs `work` on the store; when it throws, every document and stock collection is put back as it was. */
export function atomically<T>(store: FixtureStore, work: () => T): T {
  const before = tables.map((name) => [name, structuredClone(store[name])] as const);
  const counters = structuredClone(store.counters);
  try {
    return work();
  } catch (error) {
    for (const [name, rows] of before) (store[name] as unknown[]).splice(0, store[name].length, ...rows);
    for (const key of Object.keys(store.counters)) delete store.counters[key];
    Object.assign(store.counters, counters);
    throw error;
  }
}
