import type { StockType, WarehouseInvoiceType } from '@inventory/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import type { RequestScope } from '../../http/request-scope.ts';

// A submitted warehouse invoice whose lines name another document's line (`itemId`) is that document's receipt or
// delivery (business-rules §6). Each kind of document declares what its lines take from such a submit (a
// `LineFeed`); the list of them is composed once where the server is built (app.ts) or the demo data is seeded, and
// handed to the calls that save warehouse invoices: no kind imports another, and nothing is registered as a side
// effect.

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

/**
 * Unit cost of stock received against another document's lines, by `itemId` (e.g. a purchase line's price): a
 * received batch is valued at what was paid for it, not at the SKU's standard cost.
 */
export type LinkedCostResolver = (
  trx: Kysely<Schema>,
  itemIds: readonly string[],
) => Promise<ReadonlyMap<string, string>>;

/** What one kind of document takes from submitted warehouse invoice lines that name its lines. */
export interface LineFeed {
  /** Applies the submitted lines that name this kind's lines (progress, refusals, auto-finish). */
  readonly apply: LinkedLinesHandler;
  /** The unit cost of stock received against this kind's lines, when it knows one. */
  readonly costs?: LinkedCostResolver;
}

/** Every kind whose lines a warehouse invoice may name, in the order their feeds run. */
export type LineFeeds = readonly LineFeed[];

/** The unit cost of each named line that one of the feeds knows; lines none knows are left out. */
export async function linkedLineCosts(
  feeds: LineFeeds,
  trx: Kysely<Schema>,
  itemIds: readonly string[],
): Promise<Map<string, string>> {
  const costs = new Map<string, string>();
  if (itemIds.length === 0) return costs;
  for (const feed of feeds) {
    if (!feed.costs) continue;
    for (const [itemId, cost] of await feed.costs(trx, itemIds)) costs.set(itemId, cost);
  }
  return costs;
}

/** Runs every feed inside the submit's transaction; a feed's refusal rolls the whole submit back. */
export async function runLinkedLines(
  feeds: LineFeeds,
  trx: Kysely<Schema>,
  scope: RequestScope,
  submit: LinkedSubmit,
  now: Date,
): Promise<void> {
  if (submit.lines.length === 0) return;
  for (const feed of feeds) await feed.apply(trx, scope, submit, now);
}
