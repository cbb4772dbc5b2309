import { dashboardLimits } from '@inventory/contracts';
import { Decimal, lineTotal } from '@inventory/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { lockFigures } from '../stock/stock-figures.repository.ts';

// The dashboard's maintained sales trend (ADR 031, migration 0630): per ISO week of the sale date in the tenant's
// zone, the submitted sales (count, Σ total price, Σ total cost) and their lines per SKU (lines, Σ count, Σ line
// total, Σ cost). Written at the end of every transaction that submits, delivers or discards a sale
// (sales-figures.ts), rebuilt when the tenant's zone changes.

/** Per SKU, what one sale's lines add to its week. */
export interface SaleSkuFigures {
  lines: string;
  count: string;
  revenue: string;
  cost: string;
}

/** What the trend counts of one sale: its state, its sale date (sale time, else submit time), totals, lines. */
export interface SaleSnapshot {
  tenantId: string;
  state: number;
  saleTime: Date | null;
  totalPrice: string;
  totalCost: string;
  skus: Map<string, SaleSkuFigures>;
}

/** A sale's header as the trend counts it: its state, its sale date (sale time, else submit time) and totals. */
export type SaleHeaderFacts = Omit<SaleSnapshot, 'skus'>;

/** One line of a sale as the trend counts it: its SKU, count and price, and the cost its deliveries recorded. */
export interface SaleLineFacts {
  skuId: string;
  count: string;
  price: string;
  cost: string | null;
}

/**
 * What a sale contributes to the trend, from its header and its lines — the one place that decides it, whether the
 * sale was read back (`readSales`) or is known from what the save wrote (`writtenSaleFigures`, ADR 052): per SKU its
 * lines, Σ count, Σ line total (the domain's `lineTotal`: count × price rounded half-up to cents, as the lines show
 * it and as the zone change's rebuild sums it with SQL's `round`) and Σ delivered cost.
 */
export function saleSnapshot(header: SaleHeaderFacts, lines: Iterable<SaleLineFacts>): SaleSnapshot {
  const sums = new Map<string, { lines: number; count: Decimal; revenue: Decimal; cost: Decimal }>();
  for (const line of lines) {
    const was = sums.get(line.skuId);
    const revenue = lineTotal(line.count, line.price);
    const cost = Decimal.from(line.cost ?? '0');
    sums.set(
      line.skuId,
      was
        ? {
            lines: was.lines + 1,
            count: was.count.add(line.count),
            revenue: was.revenue.add(revenue),
            cost: was.cost.add(cost),
          }
        : { lines: 1, count: Decimal.from(line.count), revenue, cost },
    );
  }
  const skus = new Map<string, SaleSkuFigures>();
  for (const [skuId, s] of sums)
    skus.set(skuId, {
      lines: String(s.lines),
      count: s.count.toString(),
      revenue: s.revenue.toString(),
      cost: s.cost.toString(),
    });
  return { ...header, skus };
}

/**
 * The sales by id as the trend counts them now (in this transaction) — one statement, the header repeated on each
 * of its lines (a sale without lines gives one row without a SKU), summed by `saleSnapshot`.
 */
export async function readSales(
  trx: Kysely<Schema>,
  ids: readonly string[],
): Promise<Map<string, SaleSnapshot>> {
  if (ids.length === 0) return new Map();
  const rows = await sql<{
    id: string;
    tenant_id: string;
    state: number;
    sale_time: Date | string | null;
    total_price: string;
    total_cost: string;
    sku_id: string | null;
    count: string | null;
    price: string | null;
    cost: string | null;
  }>`
    select si.id, si.tenant_id, si.state, coalesce(si.sell_time, si.submit_time) as sale_time,
           si.total_price::text as total_price, si.total_cost::text as total_cost,
           l.sku_id, l.count::text as count, l.price::text as price, l.cost::text as cost
    from sell_invoices si
    left join sell_invoice_items l on l.tenant_id = si.tenant_id and l.invoice_id = si.id
    where si.id in (${sql.join([...new Set(ids)])})`.execute(trx);
  const read = new Map<string, { header: SaleHeaderFacts; lines: SaleLineFacts[] }>();
  for (const r of rows.rows) {
    let sale = read.get(r.id);
    if (!sale) {
      sale = {
        header: {
          tenantId: r.tenant_id,
          state: Number(r.state),
          saleTime: r.sale_time === null ? null : new Date(r.sale_time),
          totalPrice: r.total_price,
          totalCost: r.total_cost,
        },
        lines: [],
      };
      read.set(r.id, sale);
    }
    if (r.sku_id !== null)
      sale.lines.push({ skuId: r.sku_id, count: r.count ?? '0', price: r.price ?? '0', cost: r.cost });
  }
  return new Map([...read].map(([id, sale]) => [id, saleSnapshot(sale.header, sale.lines)]));
}

export interface SalesWeekChange {
  weekStart: string;
  sales: string;
  revenue: string;
  cost: string;
}

export interface SalesWeekSkuChange extends SaleSkuFigures {
  weekStart: string;
  skuId: string;
}

/** The weeks a window of the top SKUs spans: the dashboard's 12 (migration 0680 fills with the same 12). */
export const windowWeeks = dashboardLimits.weeks;

/**
 * Fills the windows from the tenant's weekly rows (ADR 046): each week × SKU row added to the 12 windows that contain
 * it. The zone change's rebuild and the bench generator run this one statement; migration 0680 keeps its own copy
 * (migrations are frozen).
 */
export const fillSalesWindowsSql = `
  insert into sales_window_skus (tenant_id, window_end, sku_id, lines, count, revenue, cost)
  select w.tenant_id, w.week_start + 7 * k, w.sku_id, sum(w.lines), sum(w.count), sum(w.revenue), sum(w.cost)
  from sales_week_skus w cross join generate_series(0, ${windowWeeks - 1}) as k
  group by 1, 2, 3`;

/**
 * The statement that adds the changes to their rows, creating them — one statement (ADR 052), sent by the caller
 * (the commit steps' wave, ADR 063); undefined when nothing changes. The weekly rows, then the week × SKU
 * rows, then the rows of the 12 windows that contain each week (ADR 046). The caller sorts the changes by key. Each
 * insert's one-time filter reads the count of the one before it, so each runs to its end before the next starts:
 * the weekly rows are locked first, in key order, then the week × SKU rows, then the window rows by (window, SKU),
 * as with one statement each — every transaction takes them in the same order (the lock order of ADR 031).
 */
export function salesFiguresWrite(
  tenantId: string,
  weeks: readonly SalesWeekChange[],
  changes: readonly SalesWeekSkuChange[],
): RawBuilder<unknown> | undefined {
  if (weeks.length === 0 && changes.length === 0) return undefined;
  return sql`
    with week_rows as (
      insert into sales_weeks as w (tenant_id, week_start, sales, revenue, cost)
      select ${tenantId}::uuid, week_start, sales, revenue, cost
      from unnest(${weeks.map((c) => c.weekStart)}::date[], ${weeks.map((c) => c.sales)}::bigint[],
                  ${weeks.map((c) => c.revenue)}::numeric[], ${weeks.map((c) => c.cost)}::numeric[])
        as c(week_start, sales, revenue, cost)
      order by week_start
      on conflict (tenant_id, week_start) do update
        set sales = w.sales + excluded.sales, revenue = w.revenue + excluded.revenue, cost = w.cost + excluded.cost
      returning 1
    ), changes as (
      select * from unnest(${changes.map((c) => c.weekStart)}::date[], ${changes.map((c) => c.skuId)}::uuid[],
                           ${changes.map((c) => c.lines)}::bigint[], ${changes.map((c) => c.count)}::numeric[],
                           ${changes.map((c) => c.revenue)}::numeric[], ${changes.map((c) => c.cost)}::numeric[])
        as c(week_start, sku_id, lines, count, revenue, cost)
    ), week_skus as (
      insert into sales_week_skus (tenant_id, week_start, sku_id, lines, count, revenue, cost)
      select ${tenantId}::uuid, week_start, sku_id, lines, count, revenue, cost from changes
      where (select count(*) from week_rows) >= 0
      order by week_start, sku_id
      on conflict (tenant_id, week_start, sku_id) do update
        set lines = sales_week_skus.lines + excluded.lines, count = sales_week_skus.count + excluded.count,
            revenue = sales_week_skus.revenue + excluded.revenue, cost = sales_week_skus.cost + excluded.cost
      returning 1
    )
    insert into sales_window_skus (tenant_id, window_end, sku_id, lines, count, revenue, cost)
    select ${tenantId}::uuid, c.week_start + 7 * k, c.sku_id, sum(c.lines), sum(c.count), sum(c.revenue),
           sum(c.cost)
    from changes c cross join generate_series(0, ${windowWeeks - 1}::int) as k
    where (select count(*) from week_skus) >= 0
    group by 2, 3
    order by 2, 3
    on conflict (tenant_id, window_end, sku_id) do update
      set lines = sales_window_skus.lines + excluded.lines, count = sales_window_skus.count + excluded.count,
          revenue = sales_window_skus.revenue + excluded.revenue, cost = sales_window_skus.cost + excluded.cost`;
}

/**
 * The week a submitted sale counts in, as SQL (Monday's date of the sale date in `timeZone`); the writer computes
 * the same in TypeScript with the domain's `calendarDate` and `weekStart`.
 */
const weekOf = (timeZone: string) =>
  sql<string>`date_trunc('week', coalesce(si.sell_time, si.submit_time) at time zone ${timeZone})::date`;

/**
 * Recomputes the tenant's sales trend (its RLS scope) from its sales with weeks in `timeZone`, under the
 * exclusive figures lock (when the zone changes). The same sums as migration 0630's fill.
 */
export async function rebuildSalesFigures(
  trx: Kysely<Schema>,
  tenantId: string,
  timeZone: string,
): Promise<void> {
  await lockFigures(trx, tenantId, 'exclusive');
  await sql`delete from sales_window_skus`.execute(trx);
  await trx.deleteFrom('sales_week_skus').execute();
  await trx.deleteFrom('sales_weeks').execute();
  const submitted = sql<boolean>`si.state in (1, 2) and coalesce(si.sell_time, si.submit_time) is not null`;
  await sql`
    insert into sales_weeks (tenant_id, week_start, sales, revenue, cost)
    select si.tenant_id, ${weekOf(timeZone)}, count(*), sum(si.total_price), sum(si.total_cost)
    from sell_invoices si
    where ${submitted}
    group by 1, 2`.execute(trx);
  await sql`
    insert into sales_week_skus (tenant_id, week_start, sku_id, lines, count, revenue, cost)
    select si.tenant_id, ${weekOf(timeZone)}, li.sku_id, count(*), sum(li.count),
           sum(round(li.count * li.price, 2)), sum(coalesce(li.cost, 0))
    from sell_invoices si
    join sell_invoice_items li on li.tenant_id = si.tenant_id and li.invoice_id = si.id
    where ${submitted}
    group by 1, 2, 3`.execute(trx);
  await sql.raw(fillSalesWindowsSql).execute(trx);
}
