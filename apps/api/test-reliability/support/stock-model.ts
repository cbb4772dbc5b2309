import { expirationTime } from '@inventory/domain';

// The simple model the ledger test holds the server to: batches with their FEFO keys, quantities per warehouse and
// batch, and the documents with their states. Quantities are small integers, so plain numbers are exact here.

export type SkuKey = 'M1' | 'M2' | 'S' | 'K';
/** Singles that can be bought; K is the Group SKU made of 2 × M1 + 1 × M2. */
export const boughtSkus = ['M1', 'M2', 'S'] as const satisfies readonly SkuKey[];
export const allSkus = ['M1', 'M2', 'S', 'K'] as const satisfies readonly SkuKey[];
export const kit: readonly { sku: SkuKey; number: number }[] = [
  { sku: 'M1', number: 2 },
  { sku: 'M2', number: 1 },
];

export interface ModelBatch {
  readonly sku: SkuKey;
  readonly number: string;
  readonly expirationMs: number;
  readonly producedMs: number;
  /** Order of stock-in (the server's stock_in_time grows with each sequential command). */
  readonly seq: number;
}

export type DocKind = 'purchase' | 'sell' | 'yield';
export interface ModelDoc {
  readonly kind: DocKind;
  readonly id: string;
  state: 0 | 1 | 2 | 3;
}

export interface StockModel {
  readonly batches: Map<string, ModelBatch>;
  /** `${warehouse}|${sku}|${batchNumber}` → quantity. */
  readonly stock: Map<string, number>;
  readonly docs: ModelDoc[];
  purchases: number;
  productions: number;
  seq: number;
  /** Commands run against the server so far, and how many of them the model expected to be refused. */
  executed: number;
  refusals: number;
  /** Sales, moves and productions the model expected to succeed. */
  stockTaken: number;
}

/** `productions` starts at the tenant's batch counter: the product batch numbers continue from it. */
export function emptyModel(batchCounter: number): StockModel {
  return {
    batches: new Map(),
    stock: new Map(),
    docs: [],
    purchases: 0,
    productions: batchCounter,
    seq: 0,
    executed: 0,
    refusals: 0,
    stockTaken: 0,
  };
}

export const stockKey = (warehouse: number, sku: SkuKey, batch: string) => `${warehouse}|${sku}|${batch}`;

export function addBatch(
  model: StockModel,
  sku: SkuKey,
  number: string,
  producedTime: string | null,
  expirationDay: number | null,
): void {
  const expiry = expirationTime(producedTime, expirationDay, 'UTC');
  model.batches.set(`${sku}|${number}`, {
    sku,
    number,
    expirationMs: expiry ? Date.parse(expiry) : Number.POSITIVE_INFINITY,
    producedMs: producedTime ? Date.parse(producedTime) : Number.POSITIVE_INFINITY,
    seq: (model.seq += 1),
  });
}

export function change(
  model: StockModel,
  warehouse: number,
  sku: SkuKey,
  batch: string,
  delta: number,
): void {
  const key = stockKey(warehouse, sku, batch);
  model.stock.set(key, (model.stock.get(key) ?? 0) + delta);
}

function startOfTodayUtc(): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/**
 * What FEFO takes (business-rules §5): earliest expiration (none last), then produced, then stock-in; expired batches
 * skipped. null when the unexpired stock is not enough, and then nothing is taken.
 */
export function planTake(
  model: StockModel,
  warehouse: number,
  sku: SkuKey,
  count: number,
): { batch: string; quantity: number }[] | null {
  const today = startOfTodayUtc();
  const candidates = [...model.batches.values()]
    .filter((b) => b.sku === sku && b.expirationMs >= today)
    .map((b) => ({ b, left: model.stock.get(stockKey(warehouse, sku, b.number)) ?? 0 }))
    .filter((c) => c.left > 0)
    .sort(
      (x, y) => x.b.expirationMs - y.b.expirationMs || x.b.producedMs - y.b.producedMs || x.b.seq - y.b.seq,
    );
  const plan: { batch: string; quantity: number }[] = [];
  let wanted = count;
  for (const { b, left } of candidates) {
    if (wanted === 0) break;
    const quantity = Math.min(left, wanted);
    plan.push({ batch: b.number, quantity });
    wanted -= quantity;
  }
  return wanted === 0 ? plan : null;
}

/** The model's non-zero quantities, keyed like `stockKey`. */
export function modelBalances(model: StockModel): Record<string, number> {
  return Object.fromEntries([...model.stock].filter(([, q]) => q !== 0).sort(([a], [b]) => (a < b ? -1 : 1)));
}
