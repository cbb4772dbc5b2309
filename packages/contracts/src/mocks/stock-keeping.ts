import {
  allocate,
  applyMovements,
  checkBatchDates,
  dec,
  expirationTime,
  moveMovements,
  outMovements,
  type Allocation,
  type AllocationError,
  type Decimal,
  type DecimalLike,
  type StockBalance,
  type StockMovement,
} from '@inventory/domain';
import { ErrorCodes } from '../errors.ts';
import { business } from './respond.ts';
import type { FixtureStore, MockBatch } from './store.ts';
import { nextBatchNumber, tenantZone } from './numbering.ts';
import { findOwned, ofTenant } from './table.ts';

// The mock keeps stock the way the server does (business-rules §1, §3, §5), with the domain's own functions: batches,
// balances per batch and warehouse, and a ledger; every change goes through `applyMovements`, so a balance is never
// negative and always the sum of its movements. Only the storage differs (arrays instead of tables).

export function findBatch(store: FixtureStore, tenantId: string, skuId: string, batchNumber: string) {
  return store.batches.find(
    (b) => b.tenantId === tenantId && b.skuId === skuId && b.batchNumber === batchNumber,
  );
}

/** The tenant's balances joined with their batches, in the domain's shape (for allocation and checks). */
export function stockBalances(
  store: FixtureStore,
  tenantId: string,
  skuIds?: readonly string[],
): StockBalance[] {
  return ofTenant(store.balances, tenantId)
    .filter((b) => !skuIds || skuIds.includes(b.skuId))
    .map((b) => {
      const batch = findBatch(store, tenantId, b.skuId, b.batchNumber);
      return {
        skuId: b.skuId,
        warehouseId: b.warehouseId,
        batchNumber: b.batchNumber,
        quantity: b.quantity,
        cost: batch?.cost ?? '0',
        producedTime: batch?.producedTime ?? null,
        expirationTime: batch?.expirationTime ?? null,
        stockInTime: batch?.stockInTime ?? '1970-01-01T00:00:00.000Z',
      };
    });
}

/** Writes movements and balances together; a negative balance here is a broken invariant, not a refusal. */
function write(
  store: FixtureStore,
  tenantId: string,
  movements: readonly StockMovement[],
  documentId: string,
) {
  const mine = ofTenant(store.balances, tenantId);
  const applied = applyMovements(mine, movements);
  if (!applied.ok) throw new Error(`Mock stock would go negative: ${JSON.stringify(applied.error.params)}`);
  const others = store.balances.filter((b) => b.tenantId !== tenantId);
  const rows = applied.value.map((r) => ({ ...r, tenantId, quantity: r.quantity.toFixed(3) }));
  store.balances.splice(0, store.balances.length, ...others, ...rows);
  const time = store.today();
  for (const m of movements)
    store.movements.push({
      tenantId,
      skuId: m.skuId,
      warehouseId: m.warehouseId,
      batchNumber: m.batchNumber,
      quantity: dec(m.quantity).toFixed(3),
      documentId,
      correlationBatchNumber: m.correlationBatchNumber ?? null,
      time,
    });
}

export interface MockStockInLine {
  readonly skuId: string;
  readonly warehouseId: string;
  readonly count: DecimalLike;
  readonly batchNumber?: string | null;
  readonly producedTime?: string | null;
  readonly expirationDay?: number | null;
  /** Unit cost of a new batch; defaults to the SKU's standard cost. */
  readonly cost?: DecimalLike | null;
}

/** Stocks lines in (§3): an existing batch must carry the same dates; a line without a number gets one. */
export function stockIn(
  store: FixtureStore,
  tenantId: string,
  lines: readonly MockStockInLine[],
  now: string,
  documentId: string,
): (MockBatch & { count: Decimal; warehouseId: string })[] {
  const { timeZone } = tenantZone(store, tenantId);
  const results = lines.map((line) => {
    const sku = findOwned(store.skus, tenantId, line.skuId, 'Sku');
    const batchNumber = line.batchNumber?.trim() || nextBatchNumber(store, tenantId, now);
    const producedTime = line.producedTime ? new Date(line.producedTime).toISOString() : null;
    const expirationDay = line.expirationDay ?? null;
    const expiry = expirationTime(producedTime, expirationDay, timeZone);
    let batch = findBatch(store, tenantId, line.skuId, batchNumber);
    if (batch) {
      const same = checkBatchDates(line.skuId, batchNumber, batch, { producedTime, expirationTime: expiry });
      if (!same.ok)
        throw business(
          ErrorCodes.BatchDatesMismatch,
          `Batch ${batchNumber} of '${sku.name}' already exists with other dates.`,
          { ...same.error.params, sku: sku.name },
        );
    } else {
      batch = {
        tenantId,
        skuId: line.skuId,
        batchNumber,
        producedTime,
        expirationDay,
        expirationTime: expiry,
        cost: dec(line.cost ?? sku.cost ?? 0)
          .round(4)
          .toFixed(4),
        inQuantity: '0.000',
        stockInTime: now,
      };
      store.batches.push(batch);
    }
    const count = dec(line.count);
    batch.inQuantity = dec(batch.inQuantity).add(count).toFixed(3);
    return { ...batch, count, warehouseId: line.warehouseId };
  });
  write(
    store,
    tenantId,
    results.map((r) => ({
      skuId: r.skuId,
      warehouseId: r.warehouseId,
      batchNumber: r.batchNumber,
      quantity: r.count,
    })),
    documentId,
  );
  return results;
}

export interface MockOutRequest {
  readonly skuId: string;
  readonly warehouseId: string | null;
  readonly count: DecimalLike;
  readonly batchNumber?: string | null;
}

/** A refused allocation as the server answers it: 'Inventory:StockShortage' or 'Inventory:ExpiredBatch'. */
function refusal(store: FixtureStore, tenantId: string, error: AllocationError) {
  const skuName = (id: string) => store.skus.find((s) => s.tenantId === tenantId && s.id === id)?.name ?? id;
  if (error.code === 'Inventory:BatchExpired') {
    const first = error.params.batches[0];
    return business(ErrorCodes.ExpiredBatch, `Batch ${first?.batchNumber ?? ''} has expired.`, {
      sku: first ? skuName(first.skuId) : '',
      batchNumber: first?.batchNumber ?? '',
      batches: error.params.batches,
    });
  }
  const warehouseName = (id: string | null) =>
    id ? (store.warehouses.find((w) => w.tenantId === tenantId && w.id === id)?.name ?? null) : null;
  const shortages = error.params.shortages.map((s) => ({
    ...s,
    sku: skuName(s.skuId),
    warehouse: warehouseName(s.warehouseId),
  }));
  const details = shortages.map((s) => `${s.sku}: ${s.wanted} > ${s.available}`).join('; ');
  return business(ErrorCodes.StockShortage, `Not enough stock: ${details}`, { shortages, details });
}

function allocateOrRefuse(
  store: FixtureStore,
  tenantId: string,
  requests: readonly MockOutRequest[],
  allowExpired: boolean,
): Allocation[] {
  for (const r of requests) findOwned(store.skus, tenantId, r.skuId, 'Sku');
  const result = allocate(
    stockBalances(
      store,
      tenantId,
      requests.map((r) => r.skuId),
    ),
    requests.map((r) => ({
      skuId: r.skuId,
      count: r.count,
      batchNumber: r.batchNumber?.trim() || null,
      warehouseId: r.warehouseId,
    })),
    { today: store.today(), timeZone: tenantZone(store, tenantId).timeZone, allowExpired },
  );
  if (!result.ok) throw refusal(store, tenantId, result.error);
  return result.value;
}

/** Takes stock out (§5): FEFO or the named batches, all or nothing, every shortage named. */
export function allocateOut(
  store: FixtureStore,
  tenantId: string,
  requests: readonly MockOutRequest[],
  options: { allowExpired: boolean; documentId: string },
): Allocation[] {
  const allocations = allocateOrRefuse(store, tenantId, requests, options.allowExpired);
  write(store, tenantId, outMovements(allocations), options.documentId);
  return allocations;
}

/** A Move (§3): the same allocation, each batch going in at the destination under its own number. */
export function moveStock(
  store: FixtureStore,
  tenantId: string,
  requests: readonly MockOutRequest[],
  toWarehouseId: string,
  documentId: string,
): Allocation[] {
  const allocations = allocateOrRefuse(store, tenantId, requests, false);
  write(store, tenantId, moveMovements(allocations, toWarehouseId), documentId);
  return allocations;
}
