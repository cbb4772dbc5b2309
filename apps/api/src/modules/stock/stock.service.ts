import { ErrorCodes } from '@inventory/contracts';
import { allocate, applyMovements, dec, moveMovements, outMovements } from '@inventory/domain';
import type { Allocation, AllocationError, DecimalLike, StockBalance } from '@inventory/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { BusinessError } from '../../errors/app-errors.ts';
import { lockBalances, type BalanceWithBatch } from './balance.repository.ts';
import { findSkuInfos, findWarehouseNames } from './sku-lookup.repository.ts';
import { writeStockChanges, type StockChange } from './stock-changes.ts';
import type { StockContext } from './stock-context.ts';
import { stockShortageError } from './stock-errors.ts';
import { skusOrNotFound, type BatchMovement } from './stock-in.ts';

export { stockIn, type StockInLine, type StockInResult } from './stock-in.ts';

// The stock service (business-rules §1, §3, §5): every function runs inside the caller's transaction and writes
// balances and ledger together, so a document's state change and its stock effect commit or fail as one.

/** A line that needs stock: a warehouse (or any, when null) and optionally a named batch; else FEFO. */
export interface StockOutRequest {
  readonly skuId: string;
  readonly warehouseId: string | null;
  readonly count: DecimalLike;
  readonly batchNumber?: string | null;
  readonly lineId?: string | null;
}

/** A quantity taken from one batch in one warehouse for request `lineIndex`. */
export interface StockTaken extends BatchMovement {
  /** Set on a Move: the source batch number recorded with the destination movement. */
  readonly correlationBatchNumber: string | null;
}

export interface AllocateOptions {
  /** Only a write-off (warehouse Out of type Other) may take expired stock (§4). */
  readonly allowExpired: boolean;
}

function toStockBalance(row: BalanceWithBatch): StockBalance {
  return {
    skuId: row.skuId,
    warehouseId: row.warehouseId,
    batchNumber: row.batchNumber,
    quantity: row.quantity,
    cost: row.cost,
    producedTime: row.producedTime,
    expirationTime: row.expirationTime,
    stockInTime: row.stockInTime,
  };
}

function batchIdLookup(rows: readonly BalanceWithBatch[]): (skuId: string, batchNumber: string) => string {
  const ids = new Map(rows.map((r) => [`${r.skuId}\u0000${r.batchNumber}`, r.batchId]));
  return (skuId, batchNumber) => {
    const id = ids.get(`${skuId}\u0000${batchNumber}`);
    if (!id) throw new Error(`Allocated batch ${batchNumber} of ${skuId} was not among the locked rows`);
    return id;
  };
}

/** A refused allocation as the business error the caller answers with, names in the caller's language. */
async function allocationRefusal(
  trx: Kysely<Schema>,
  ctx: StockContext,
  error: AllocationError,
): Promise<BusinessError> {
  if (error.code === 'Inventory:BatchExpired') {
    const skus = await findSkuInfos(
      trx,
      error.params.batches.map((b) => b.skuId),
    );
    const first = error.params.batches[0];
    return new BusinessError(ErrorCodes.ExpiredBatch, {
      sku: first ? (skus.get(first.skuId)?.name ?? first.skuId) : '',
      batchNumber: first?.batchNumber ?? '',
      batches: error.params.batches,
    });
  }
  const { shortages } = error.params;
  const [skus, warehouses] = await Promise.all([
    findSkuInfos(
      trx,
      shortages.map((s) => s.skuId),
    ),
    findWarehouseNames(
      trx,
      shortages.flatMap((s) => (s.warehouseId ? [s.warehouseId] : [])),
    ),
  ]);
  const skuNames = new Map([...skus].map(([id, sku]) => [id, sku.name]));
  return stockShortageError(ctx.culture, shortages, { skus: skuNames, warehouses });
}

/** Locks the candidate rows, then runs FEFO over them; all or nothing. */
async function allocateLocked(
  trx: Kysely<Schema>,
  ctx: StockContext,
  requests: readonly StockOutRequest[],
  options: AllocateOptions,
  extraWarehouseIds: readonly string[] = [],
): Promise<{ rows: BalanceWithBatch[]; allocations: Allocation[] }> {
  await skusOrNotFound(
    trx,
    requests.map((r) => r.skuId),
  );
  const anyWarehouse = requests.some((r) => !r.warehouseId);
  const warehouseIds = anyWarehouse
    ? null
    : [...requests.flatMap((r) => (r.warehouseId ? [r.warehouseId] : [])), ...extraWarehouseIds];
  const rows = await lockBalances(
    trx,
    requests.map((r) => r.skuId),
    warehouseIds,
  );
  const result = allocate(
    rows.map(toStockBalance),
    requests.map((r) => ({
      skuId: r.skuId,
      count: r.count,
      batchNumber: r.batchNumber?.trim() || null,
      warehouseId: r.warehouseId,
    })),
    { today: ctx.now, timeZone: ctx.timeZone, allowExpired: options.allowExpired },
  );
  if (!result.ok) throw await allocationRefusal(trx, ctx, result.error);
  return { rows, allocations: result.value };
}

/** The domain's own check that the planned movements keep every locked row at or above zero (§1). */
function assertNotNegative(
  rows: readonly BalanceWithBatch[],
  movements: Parameters<typeof applyMovements>[1],
): void {
  const applied = applyMovements(rows.map(toStockBalance), movements);
  if (!applied.ok)
    throw new Error(`Planned movements would make stock negative: ${JSON.stringify(applied.error)}`);
}

/**
 * Takes stock out (§5): locks the candidate balance rows in the fixed order, allocates FEFO (or the named batches),
 * and refuses the whole request naming every shortage ('Inventory:StockShortage') when anything is missing.
 */
export async function allocateOut(
  trx: Kysely<Schema>,
  ctx: StockContext,
  requests: readonly StockOutRequest[],
  options: AllocateOptions,
): Promise<StockTaken[]> {
  const { rows, allocations } = await allocateLocked(trx, ctx, requests, options);
  const movements = outMovements(allocations);
  assertNotNegative(rows, movements);
  const batchId = batchIdLookup(rows);
  const taken = allocations.map((a) => toTaken(a, batchId(a.skuId, a.batchNumber), null));
  await writeStockChanges(
    trx,
    ctx,
    movements.map((m, i) => ({
      warehouseId: m.warehouseId,
      skuId: m.skuId,
      batchId: batchId(m.skuId, m.batchNumber),
      quantity: dec(m.quantity),
      lineId: requests[allocations[i]?.requestIndex ?? -1]?.lineId ?? null,
      correlationBatchNumber: null,
    })),
  );
  return taken;
}

/**
 * Moves stock to another warehouse (§3): the same allocation as an Out, then each batch goes in at the destination
 * under the same batch number, the ledger recording the source batch as `correlationBatchNumber`.
 */
export async function move(
  trx: Kysely<Schema>,
  ctx: StockContext,
  requests: readonly StockOutRequest[],
  toWarehouseId: string,
  options: AllocateOptions = { allowExpired: false },
): Promise<StockTaken[]> {
  const { rows, allocations } = await allocateLocked(trx, ctx, requests, options, [toWarehouseId]);
  const movements = moveMovements(allocations, toWarehouseId);
  assertNotNegative(rows, movements);
  const batchId = batchIdLookup(rows);
  const changes: StockChange[] = movements.map((m, i) => ({
    warehouseId: m.warehouseId,
    skuId: m.skuId,
    batchId: batchId(m.skuId, m.batchNumber),
    quantity: dec(m.quantity),
    // moveMovements yields an out and an in per allocation, in order.
    lineId: requests[allocations[Math.floor(i / 2)]?.requestIndex ?? -1]?.lineId ?? null,
    correlationBatchNumber: m.correlationBatchNumber ?? null,
  }));
  await writeStockChanges(trx, ctx, changes);
  return allocations.map((a) => toTaken(a, batchId(a.skuId, a.batchNumber), a.batchNumber));
}

function toTaken(a: Allocation, batchId: string, correlationBatchNumber: string | null): StockTaken {
  return {
    lineIndex: a.requestIndex,
    skuId: a.skuId,
    warehouseId: a.warehouseId,
    batchId,
    batchNumber: a.batchNumber,
    count: a.count,
    cost: a.cost,
    producedTime: a.producedTime,
    expirationTime: a.expirationTime,
    correlationBatchNumber,
  };
}
