import { toIsoInstant, type Instant } from './calendar.ts';
import { Decimal, QUANTITY_SCALE, type DecimalLike } from './decimal.ts';
import { expiryWindow } from './expiry.ts';
import {
  buildPool,
  liveEntries,
  quantityUnits,
  type Pool,
  type PoolEntry,
  type StockBalance,
} from './allocation-pool.ts';
import { domainError, err, ok, type DomainError, type Result } from './result.ts';

export type { StockBalance } from './allocation-pool.ts';

/** One line that needs stock: a SKU and count, optionally forced to a batch and/or a warehouse. */
export interface AllocationRequest {
  readonly skuId: string;
  readonly count: DecimalLike;
  readonly batchNumber?: string | null;
  readonly warehouseId?: string | null;
}

export interface AllocationOptions {
  /** The current instant; "today" is its date in `timeZone`. */
  readonly today: Instant;
  readonly timeZone: string;
  /** Only a write-off (warehouse Out of type Other) may take expired stock (§4). */
  readonly allowExpired?: boolean;
  /** Scope for lines that name no warehouse, e.g. the document's warehouse. */
  readonly warehouseId?: string | null;
}

/** A quantity taken from one batch in one warehouse for request line `requestIndex`. */
export interface Allocation {
  readonly requestIndex: number;
  readonly skuId: string;
  readonly warehouseId: string;
  readonly batchNumber: string;
  readonly count: Decimal;
  readonly cost: Decimal;
  readonly producedTime: string | null;
  readonly expirationTime: string | null;
}

/** What was wanted and what could be given in one scope (SKU, and the warehouse/batch when named). */
export interface Shortage {
  readonly skuId: string;
  readonly warehouseId: string | null;
  readonly batchNumber: string | null;
  readonly wanted: number;
  readonly available: number;
}

export interface ExpiredBatch {
  readonly skuId: string;
  readonly batchNumber: string;
}

export type StockShortageError = DomainError<'Inventory:StockShortage', { shortages: Shortage[] }>;
export type BatchExpiredError = DomainError<'Inventory:BatchExpired', { batches: ExpiredBatch[] }>;
export type AllocationError = StockShortageError | BatchExpiredError;

/** Everything a pass over the requests found; `allocate` turns it into all-or-nothing, proposals use it as is. */
export interface AllocationPlan {
  readonly allocations: Allocation[];
  readonly shortages: Shortage[];
  readonly expired: ExpiredBatch[];
}

interface ScopeTally {
  readonly skuId: string;
  readonly warehouseId: string | null;
  readonly batchNumber: string | null;
  readonly firstIndex: number;
  wanted: bigint;
  given: bigint;
}

interface PlanState {
  readonly pool: Pool;
  readonly options: AllocationOptions;
  readonly allocations: Allocation[];
  readonly tallies: Map<string, ScopeTally>;
  readonly expired: Map<string, ExpiredBatch>;
}

/**
 * FEFO allocation (§5), all or nothing: every line is served, or nothing is taken and every shortage is named.
 * e.g. `allocate(balances, [{ skuId: 'a', count: 5 }], { today: now, timeZone: 'UTC' })` → ok([{ batchNumber: '20261101-001', count: 5, … }])
 */
export function allocate(
  balances: readonly StockBalance[],
  requests: readonly AllocationRequest[],
  options: AllocationOptions,
): Result<Allocation[], AllocationError> {
  const plan = planAllocation(balances, requests, options);
  if (plan.expired.length > 0) return err(domainError('Inventory:BatchExpired', { batches: plan.expired }));
  if (plan.shortages.length > 0)
    return err(domainError('Inventory:StockShortage', { shortages: plan.shortages }));
  return ok(plan.allocations);
}

/**
 * Serves as much of each line as the stock allows, reporting shortfalls instead of refusing.
 * Lines naming a batch go first, then lines naming a warehouse, then free FEFO lines, so a free line never
 * takes a batch another line asked for. e.g. `planAllocation(balances, requests, options).shortages`
 */
export function planAllocation(
  balances: readonly StockBalance[],
  requests: readonly AllocationRequest[],
  options: AllocationOptions,
): AllocationPlan {
  const window = expiryWindow(options.today, options.timeZone, 0);
  const state: PlanState = {
    pool: buildPool(balances, window.expiredBeforeMs),
    options,
    allocations: [],
    tallies: new Map(),
    expired: new Map(),
  };
  for (const { request, index } of servingOrder(requests)) serveRequest(state, request, index);
  state.allocations.sort((a, b) => a.requestIndex - b.requestIndex);
  return {
    allocations: state.allocations,
    shortages: shortagesOf(state.tallies),
    expired: [...state.expired.values()],
  };
}

function servingOrder(
  requests: readonly AllocationRequest[],
): { request: AllocationRequest; index: number }[] {
  const rank = (r: AllocationRequest) => (r.batchNumber ? 0 : r.warehouseId ? 1 : 2);
  return requests
    .map((request, index) => ({ request, index, rank: rank(request) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index);
}

function serveRequest(state: PlanState, request: AllocationRequest, index: number): void {
  const wanted = quantityUnits(request.count);
  if (wanted < 0n) throw new RangeError(`Negative count on line ${index}`);
  const warehouseId = request.warehouseId ?? state.options.warehouseId ?? null;
  const batchNumber = request.batchNumber ?? null;
  const tally = tallyFor(state.tallies, {
    skuId: request.skuId,
    warehouseId,
    batchNumber,
    firstIndex: index,
  });
  tally.wanted += wanted;
  if (
    batchNumber &&
    !state.options.allowExpired &&
    isNamedBatchExpired(state.pool, request.skuId, batchNumber)
  ) {
    state.expired.set(`${request.skuId}\u0000${batchNumber}`, { skuId: request.skuId, batchNumber });
    return;
  }
  tally.given += takeFromPool(state, request.skuId, index, wanted, { warehouseId, batchNumber });
}

function isNamedBatchExpired(pool: Pool, skuId: string, batchNumber: string): boolean {
  return (pool.bySku.get(skuId) ?? []).some((e) => e.expired && e.balance.batchNumber === batchNumber);
}

function takeFromPool(
  state: PlanState,
  skuId: string,
  requestIndex: number,
  wanted: bigint,
  scope: { warehouseId: string | null; batchNumber: string | null },
): bigint {
  const { list, start } = liveEntries(state.pool, skuId);
  let need = wanted;
  for (let i = start; i < list.length && need > 0n; i++) {
    const entry = list[i] as PoolEntry;
    if (entry.left === 0n || !inScope(entry, scope, state.options.allowExpired === true)) continue;
    const taken = entry.left < need ? entry.left : need;
    entry.left -= taken;
    need -= taken;
    state.allocations.push(toAllocation(entry, requestIndex, taken));
  }
  return wanted - need;
}

function inScope(
  entry: PoolEntry,
  scope: { warehouseId: string | null; batchNumber: string | null },
  allowExpired: boolean,
): boolean {
  if (entry.expired && !allowExpired) return false;
  if (scope.warehouseId !== null && entry.balance.warehouseId !== scope.warehouseId) return false;
  return scope.batchNumber === null || entry.balance.batchNumber === scope.batchNumber;
}

function toAllocation(entry: PoolEntry, requestIndex: number, units: bigint): Allocation {
  const { balance } = entry;
  return {
    requestIndex,
    skuId: balance.skuId,
    warehouseId: balance.warehouseId,
    batchNumber: balance.batchNumber,
    count: Decimal.fromUnits(units, QUANTITY_SCALE),
    cost: Decimal.from(balance.cost),
    producedTime: balance.producedTime == null ? null : toIsoInstant(balance.producedTime),
    expirationTime: balance.expirationTime == null ? null : toIsoInstant(balance.expirationTime),
  };
}

function tallyFor(tallies: Map<string, ScopeTally>, scope: Omit<ScopeTally, 'wanted' | 'given'>): ScopeTally {
  const key = `${scope.skuId}\u0000${scope.warehouseId ?? ''}\u0000${scope.batchNumber ?? ''}`;
  let tally = tallies.get(key);
  if (!tally) {
    tally = { ...scope, wanted: 0n, given: 0n };
    tallies.set(key, tally);
  }
  return tally;
}

function shortagesOf(tallies: Map<string, ScopeTally>): Shortage[] {
  const toNumber = (units: bigint) => Decimal.fromUnits(units, QUANTITY_SCALE).toNumber();
  return [...tallies.values()]
    .filter((t) => t.given < t.wanted)
    .sort((a, b) => a.firstIndex - b.firstIndex)
    .map((t) => ({
      skuId: t.skuId,
      warehouseId: t.warehouseId,
      batchNumber: t.batchNumber,
      wanted: toNumber(t.wanted),
      available: toNumber(t.given),
    }));
}
