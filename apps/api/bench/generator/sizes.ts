/**
 * How much one generated tenant holds. Documents and movements follow from `batches` (see the plan in
 * generator.ts); `movements` is the exact ledger size, topped up by write-offs.
 */
export interface TenantSize {
  readonly skus: number;
  readonly kits: number;
  readonly warehouses: number;
  readonly suppliers: number;
  readonly batches: number;
  readonly movements: number;
}

export const bigTenant: TenantSize = {
  skus: 1000,
  kits: 100,
  warehouses: 10,
  suppliers: 50,
  batches: 100_000,
  movements: 1_000_000,
};

export const smallTenant: TenantSize = { ...bigTenant, batches: 1_000, movements: 10_000 };

/** The derived counts (every one a whole number for the sizes above: batches a multiple of 50). */
export function plan(size: TenantSize) {
  const b = size.batches;
  if (b % 50 !== 0) throw new Error('batches must be a multiple of 50');
  if (b < 1000) throw new Error('batches must be at least 1000 (every warehouse needs stock early on)');
  if (size.movements < 10 * b) throw new Error('movements must be at least 10 × batches');
  if (size.warehouses !== 10) throw new Error('the layout assumes 10 warehouses');
  return {
    /** Purchases received in full: 5 lines, one new batch each, one warehouse In per purchase. */
    receivedPurchases: b / 5,
    /** Purchases still Draft / Processing / Discarded (no stock). */
    openPurchases: b / 50,
    /** Warehouse Moves of 5 batches each. */
    moves: b / 25,
    /** Sales delivered by a warehouse Out (Sale), FEFO over unexpired batches. */
    deliveredSales: b / 4,
    /** Sales still Draft / Processing / Discarded. */
    openSales: b / 50,
    /** Warehouse Outs of type Other (write-offs) that bring the ledger to exactly `movements`. */
    writeOffs: b / 50,
  };
}

/** The big tenant with its batches and movements divided by `scale` (BENCH_SCALE of the bench's own tools). */
export function scaledBigTenant(scale: number): TenantSize {
  return { ...bigTenant, batches: bigTenant.batches / scale, movements: bigTenant.movements / scale };
}
