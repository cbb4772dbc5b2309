import type { StockType, WarehouseInvoiceType } from '@inventory/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import type { RequestScope } from '../../http/request-scope.ts';

// A submitted warehouse invoice whose lines name another document's line (`itemId`) is that document's receipt or
// delivery (business-rules §6): the owning modules register here, so this module needs no import of theirs.

/** One applied line of a submitted warehouse invoice (an Out line served by several batches comes once per batch). */
export interface LinkedLine {
  readonly itemId: string;
  readonly skuId: string;
  readonly count: string;
  readonly batchId: string | null;
  readonly batchNumber: string | null;
}

export interface LinkedSubmit {
  readonly invoiceId: string;
  readonly stockType: StockType;
  readonly type: WarehouseInvoiceType;
  readonly warehouseId: string;
  readonly lines: readonly LinkedLine[];
}

export type LinkedLinesHandler = (
  trx: Kysely<Schema>,
  scope: RequestScope,
  submit: LinkedSubmit,
  now: Date,
) => Promise<void>;

const handlers = new Set<LinkedLinesHandler>();

/** Registers a handler for submitted lines naming an `itemId`; registering the same function twice is a no-op. */
export function onLinkedLines(handler: LinkedLinesHandler): void {
  handlers.add(handler);
}

/**
 * Unit cost of stock received against another document's lines, by `itemId` (e.g. a purchase line's price): a
 * received batch is valued at what was paid for it, not at the SKU's standard cost.
 */
export type LinkedCostResolver = (
  trx: Kysely<Schema>,
  itemIds: readonly string[],
) => Promise<ReadonlyMap<string, string>>;

const costResolvers = new Set<LinkedCostResolver>();

/** Registers a cost source for lines naming an `itemId`; registering the same function twice is a no-op. */
export function onLinkedLineCosts(resolver: LinkedCostResolver): void {
  costResolvers.add(resolver);
}

/** The unit cost of each named line that a registered module knows; lines it does not know are left out. */
export async function linkedLineCosts(
  trx: Kysely<Schema>,
  itemIds: readonly string[],
): Promise<Map<string, string>> {
  const costs = new Map<string, string>();
  if (itemIds.length === 0) return costs;
  for (const resolver of costResolvers) {
    for (const [itemId, cost] of await resolver(trx, itemIds)) costs.set(itemId, cost);
  }
  return costs;
}

/** Runs every handler inside the submit's transaction; a handler's refusal rolls the whole submit back. */
export async function runLinkedLines(
  trx: Kysely<Schema>,
  scope: RequestScope,
  submit: LinkedSubmit,
  now: Date,
): Promise<void> {
  if (submit.lines.length === 0) return;
  for (const handler of handlers) await handler(trx, scope, submit, now);
}
