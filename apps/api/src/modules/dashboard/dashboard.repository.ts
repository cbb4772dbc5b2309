import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';

// The dashboard's figures (ADR 030), each one aggregate over the maintained rows of the caller's tenant (RLS): the
// stock figures kept per warehouse and expiration date and per SKU and warehouse (ADR 031), document headers by
// state, sale headers and lines for the trend. Never the ledger, never every balance.

/**
 * "Today" in the tenant's zone and the expiry thresholds in days: the domain's expiry windows cut the maintained
 * per-date rows (ADR 031) at whole dates — Expired before today, NearExpiry for N days from today to today + N.
 */
export interface ExpiryCuts {
  today: string;
  nearExpiryDays: number;
  horizons: readonly [number, number, number];
}

export interface WarehouseValueRow {
  warehouseId: string;
  warehouse: string | null;
  value: string;
  expired: string;
  within30: string;
  within60: string;
  within90: string;
  nearExpiry: string;
}

/**
 * Per warehouse holding stock: its value, and the value of its batches by expiry (decimal text, cents), from the
 * rows maintained per warehouse and expiration date from today to the horizon and the spans parked by
 * `foldValueDays` (ADR 053) — run it first in the same transaction, with the same cuts.
 */
export async function warehouseValues(trx: Kysely<Schema>, cuts: ExpiryCuts): Promise<WarehouseValueRow[]> {
  const within = (days: number) =>
    sql<string>`coalesce(sum(value) filter (where expiration_date >= ${cuts.today}::date
      and expiration_date <= ${cuts.today}::date + ${days}::int), 0)`;
  const [d30, d60, d90] = cuts.horizons;
  // The day rows from yesterday to the horizon and the spans of what was parked (ADR 053: the past and the months
  // beyond the horizon, whose sums count in the value and, for the past, in Expired), summed per warehouse first,
  // then named: the join sees ten rows, not every date.
  const result = await sql<WarehouseValueRow>`
    with d as (
      select tenant_id, warehouse_id, sum(value) as value,
             coalesce(sum(value) filter (where expiration_date < ${cuts.today}::date), 0) as expired,
             ${within(d30)} as within30, ${within(d60)} as within60, ${within(d90)} as within90,
             ${within(cuts.nearExpiryDays)} as near_expiry
      from (
        select tenant_id, warehouse_id, expiration_date, quantity, value from stock_value_days
        union all
        select tenant_id, warehouse_id, span_start, quantity, value from stock_value_spans
      ) v
      group by tenant_id, warehouse_id
      having sum(quantity) > 0
    )
    select d.warehouse_id as "warehouseId", w.name as warehouse, d.value, d.expired, d.within30 as "within30",
           d.within60 as "within60", d.within90 as "within90", d.near_expiry as "nearExpiry"
    from d left join warehouses w on w.tenant_id = d.tenant_id and w.id = d.warehouse_id
    order by w.name, d.warehouse_id`.execute(trx);
  return result.rows;
}

export interface LowStockRow {
  skuId: string;
  code: string;
  name: string;
  unit: string | null;
  count: string;
  reorderLevel: string;
  total: string;
}

/**
 * Live, switched-on SKUs whose summed balances (all warehouses) are below their reorder level, the most short
 * first (count ÷ level), then by code; `total` = how many there are in all.
 */
export async function lowStockSkus(trx: Kysely<Schema>, limit: number): Promise<LowStockRow[]> {
  // Each SKU's sum once (a lateral join), over the key's index carrying the quantity (migration 0681): an
  // index-only scan per SKU with a level, whatever the number of warehouses holding it.
  const result = await sql<LowStockRow>`
    with low as (
      select s.id, s.reorder_level, held.count, count(*) over () as total
      from skus s
      cross join lateral (
        select coalesce(sum(t.quantity), 0) as count from stock_sku_totals t
        where t.tenant_id = s.tenant_id and t.sku_id = s.id
      ) held
      where s.reorder_level is not null and not s.is_deleted and s.state = 0 and held.count < s.reorder_level
    )
    select s.id as "skuId", s.code, s.name, s.unit, low.count::text as count,
           low.reorder_level::text as "reorderLevel", low.total::text as total
    from low join skus s on s.id = low.id
    order by low.count / low.reorder_level, s.normalized_code, s.id
    limit ${limit}`.execute(trx);
  return result.rows;
}

export interface StateCountRow {
  kind: 'purchase' | 'sell' | 'production' | 'warehouse';
  state: number;
  count: string;
}

const documentTables = {
  purchase: 'purchase_invoices',
  sell: 'sell_invoices',
  production: 'yields',
  warehouse: 'warehouse_invoices',
} as const;

/** Drafts and Processing documents of the given kinds (index-only over `(tenant_id, state, …)`). */
export async function openDocumentCounts(
  trx: Kysely<Schema>,
  kinds: readonly StateCountRow['kind'][],
): Promise<StateCountRow[]> {
  if (kinds.length === 0) return [];
  const parts = kinds.map(
    (kind) =>
      sql`select ${kind}::text as kind, state, count(*)::text as count from ${sql.table(documentTables[kind])}
          where state in (0, 1) group by state`,
  );
  const result = await sql<StateCountRow>`${sql.join(parts, sql` union all `)}`.execute(trx);
  return result.rows.map((r) => ({ ...r, state: Number(r.state) }));
}

export interface SalesWeekRow {
  weekStart: string;
  sales: string;
  revenue: string;
  cost: string;
}

/**
 * Submitted sales (Processing or Finish) of the weeks from `first` to `last` (Mondays' dates in the tenant's zone),
 * by sale date, from the rows maintained per week (ADR 031); weeks without sales are absent.
 */
export async function salesByWeek(
  trx: Kysely<Schema>,
  weeks: { first: string; last: string },
): Promise<SalesWeekRow[]> {
  return trx
    .selectFrom('sales_weeks')
    .where('week_start', '>=', weeks.first)
    .where('week_start', '<=', weeks.last)
    .where('sales', '<>', '0')
    .select([
      sql<string>`week_start::text`.as('weekStart'),
      sql<string>`sales::text`.as('sales'),
      sql<string>`revenue::text`.as('revenue'),
      sql<string>`cost::text`.as('cost'),
    ])
    .execute();
}

export interface TopSkuRow {
  skuId: string;
  code: string;
  name: string;
  unit: string | null;
  count: string;
  revenue: string;
  cost: string;
}

/**
 * Per SKU over the submitted sales of the 12 weeks ending with the week of `lastWeek` (its Monday in the tenant's
 * zone): Σ line totals (count × price rounded to the cent, §2), Σ the cost its deliveries recorded on the lines —
 * the `limit` SKUs of the highest margin, then by code. From the window rows maintained per SKU (ADR 046, migration
 * 0680), through their margin index: the first `limit` margins give the cut, and only the rows at or above it (the
 * ties of the last place included) are joined to their SKUs and ordered by the exact margin — a few rows, whatever
 * the tenant's sales.
 */
export async function topSkusByMargin(
  trx: Kysely<Schema>,
  lastWeek: string,
  limit: number,
): Promise<TopSkuRow[]> {
  const result = await sql<TopSkuRow>`
    with cut as (
      select margin from sales_window_skus
      where window_end = ${lastWeek}::date and lines > 0
      order by margin desc
      limit ${limit}
    )
    select s.id as "skuId", s.code, s.name, s.unit, w.count::text as count, w.revenue::text as revenue,
           w.cost::text as cost
    from sales_window_skus w
    -- Each of the few rows looks its SKU up by key (the planner, not knowing how few, would scan every SKU).
    cross join lateral (
      select s.id, s.code, s.name, s.unit, s.normalized_code from skus s where s.id = w.sku_id limit 1
    ) s
    where w.window_end = ${lastWeek}::date and w.lines > 0 and w.margin >= (select min(margin) from cut)
    order by w.revenue - w.cost desc, s.normalized_code, s.id
    limit ${limit}`.execute(trx);
  return result.rows;
}
