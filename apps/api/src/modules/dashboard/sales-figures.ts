import { calendarDate, Decimal, DocumentState, weekStart } from '@inventory/domain';
import type { CompiledQuery, Kysely } from 'kysely';
import { beforeCommitStatement, CommitPhase } from '../../db/commit-steps.ts';
import type { Schema } from '../../db/schema.ts';
import { loadStockSettings } from '../stock/stock-context.ts';
import { figuresZone, rebuildValueDays } from '../stock/stock-figures.repository.ts';
import { clearValueSpans } from './value-spans.repository.ts';
import {
  salesFiguresWrite,
  readSales,
  rebuildSalesFigures,
  type SaleSnapshot,
} from './sales-figures.repository.ts';
import type { SalesWeekChange, SalesWeekSkuChange } from './sales-figures.repository.ts';

// The dashboard's maintained sales trend (ADR 031). A transaction that may change what the trend counts of a sale
// (a submit, a delivery, a discard) notes the sale once, after locking it and before changing it, with what it
// counted then; at the transaction's end the sale is read again and the difference — after minus before, each side
// in its ISO week in the tenant's zone — is added to the weekly rows, after the stock figures (CommitPhase), rows in
// key order. Whatever the sale's changes were, the rows stay the sums the direct computation makes.

interface Pending {
  tenantId: string;
  /** What each noted sale counted before this transaction changed it; null: nothing (new or Draft). */
  before: Map<string, SaleSnapshot | null>;
  /** For a sale this transaction wrote whole: what it counts at the end, from what was written (no read back). */
  written: Map<string, () => SaleSnapshot | undefined>;
}

const pending = new WeakMap<Kysely<Schema>, Pending>();

function pendingOf(trx: Kysely<Schema>, tenantId: string): Pending {
  let entry = pending.get(trx);
  if (!entry) {
    const created: Pending = { tenantId, before: new Map(), written: new Map() };
    entry = created;
    pending.set(trx, created);
    // Its statement goes out with the stock figures', in one wave (ADR 063).
    beforeCommitStatement(trx, () => salesWrite(trx, created), CommitPhase.salesFigures);
  }
  return entry;
}

/**
 * Notes a sale the transaction is about to change, already locked (FOR UPDATE): its figures are read now, and its
 * change is written when `trx` ends. A sale noted earlier in the transaction keeps its first reading.
 */
export async function noteSaleChange(trx: Kysely<Schema>, saleId: string): Promise<void> {
  if (pending.get(trx)?.before.has(saleId)) return;
  const sale = (await readSales(trx, [saleId])).get(saleId);
  if (!sale) return;
  pendingOf(trx, sale.tenantId).before.set(saleId, sale);
}

/**
 * Notes a sale that counts for nothing yet (new, or a Draft being submitted): no reading needed. `written`, for a
 * sale the transaction inserts, answers what it counts at the end from what was written (undefined: read it back).
 */
export function noteNewSale(
  trx: Kysely<Schema>,
  tenantId: string,
  saleId: string,
  written?: () => SaleSnapshot | undefined,
): void {
  const entry = pendingOf(trx, tenantId);
  if (!entry.before.has(saleId)) entry.before.set(saleId, null);
  if (written) entry.written.set(saleId, written);
}

const SUBMITTED: ReadonlySet<number> = new Set([DocumentState.Processing, DocumentState.Finish]);

type WeekSums = Omit<SalesWeekChange, 'weekStart'>;
type SkuSums = Omit<SalesWeekSkuChange, 'weekStart' | 'skuId'>;

const addWeek = (a: WeekSums, b: WeekSums): WeekSums => ({
  sales: Decimal.from(a.sales).add(b.sales).toString(),
  revenue: Decimal.from(a.revenue).add(b.revenue).toString(),
  cost: Decimal.from(a.cost).add(b.cost).toString(),
});
const addSku = (a: SkuSums, b: SkuSums): SkuSums => ({
  lines: Decimal.from(a.lines).add(b.lines).toString(),
  count: Decimal.from(a.count).add(b.count).toString(),
  revenue: Decimal.from(a.revenue).add(b.revenue).toString(),
  cost: Decimal.from(a.cost).add(b.cost).toString(),
});
const neg = (value: string) => Decimal.from(value).neg().toString();

/** Adds what `sale` counts (sign 1) or takes it away (sign −1), in its week in `timeZone`. */
function count(
  sale: SaleSnapshot | null | undefined,
  sign: 1 | -1,
  timeZone: string,
  weeks: Map<string, SalesWeekChange>,
  skus: Map<string, SalesWeekSkuChange>,
) {
  if (!sale || !SUBMITTED.has(sale.state) || sale.saleTime === null) return;
  const week = weekStart(calendarDate(sale.saleTime.getTime(), timeZone));
  const signed = (v: string) => (sign === 1 ? v : neg(v));
  const w = { sales: signed('1'), revenue: signed(sale.totalPrice), cost: signed(sale.totalCost) };
  const current = weeks.get(week);
  weeks.set(week, { weekStart: week, ...(current ? addWeek(current, w) : w) });
  for (const [skuId, f] of sale.skus) {
    const key = `${week}\u0000${skuId}`;
    const s = {
      lines: signed(f.lines),
      count: signed(f.count),
      revenue: signed(f.revenue),
      cost: signed(f.cost),
    };
    const was = skus.get(key);
    skus.set(key, { weekStart: week, skuId, ...(was ? addSku(was, s) : s) });
  }
}

const nonZero = (values: readonly string[]) => values.some((v) => !Decimal.from(v).isZero());

const byKey = <T>(entries: Map<string, T>) =>
  [...entries.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);

async function salesWrite(trx: Kysely<Schema>, entry: Pending): Promise<CompiledQuery | undefined> {
  // The zone after the shared figures lock (taken once per transaction with the stock figures').
  const timeZone = await figuresZone(trx, entry.tenantId);
  const after = new Map<string, SaleSnapshot>();
  for (const [id, written] of entry.written) {
    const sale = written();
    if (sale) after.set(id, sale);
  }
  const unread = [...entry.before.keys()].filter((id) => !after.has(id));
  for (const [id, sale] of await readSales(trx, unread)) after.set(id, sale);
  const weeks = new Map<string, SalesWeekChange>();
  const skus = new Map<string, SalesWeekSkuChange>();
  for (const [id, before] of entry.before) {
    count(before, -1, timeZone, weeks, skus);
    count(after.get(id), 1, timeZone, weeks, skus);
  }
  const weekRows = byKey(weeks).filter((w) => nonZero([w.sales, w.revenue, w.cost]));
  const skuRows = byKey(skus).filter((s) => nonZero([s.lines, s.count, s.revenue, s.cost]));
  return salesFiguresWrite(entry.tenantId, weekRows, skuRows)?.compile(trx);
}

/**
 * After a change of the tenant's zone, in its transaction: every figure dated in the zone again — the stock
 * figures' days, then the sales trend's weeks (both under the figures' exclusive lock, taken by the first).
 */
export async function rebuildFiguresInZone(trx: Kysely<Schema>, tenantId: string): Promise<void> {
  const { timeZone } = await loadStockSettings(trx);
  await rebuildValueDays(trx, tenantId, timeZone);
  await clearValueSpans(trx); // every day row is back, dated again (ADR 053)
  await rebuildSalesFigures(trx, tenantId, timeZone);
}
