import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { sameTenant } from '../../db/same-tenant.ts';

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
 * rows maintained per warehouse and expiration date (a few thousand, not every balance).
 */
export async function warehouseValues(trx: Kysely<Schema>, cuts: ExpiryCuts): Promise<WarehouseValueRow[]> {
  const within = (days: number) =>
    sql<string>`coalesce(sum(value) filter (where expiration_date >= ${cuts.today}::date
      and expiration_date <= ${cuts.today}::date + ${days}::int), 0)`;
  const [d30, d60, d90] = cuts.horizons;
  // Summed per warehouse first, then named: the join sees ten rows, not every date.
  const sums = trx
    .selectFrom('stock_value_days')
    .groupBy(['tenant_id', 'warehouse_id'])
    .having(sql<boolean>`sum(quantity) > 0`)
    .select([
      'tenant_id',
      'warehouse_id',
      sql<string>`sum(value)`.as('value'),
      sql<string>`coalesce(sum(value) filter (where expiration_date < ${cuts.today}::date), 0)`.as('expired'),
      within(d30).as('within30'),
      within(d60).as('within60'),
      within(d90).as('within90'),
      within(cuts.nearExpiryDays).as('nearExpiry'),
    ]);
  return trx
    .selectFrom(sums.as('d'))
    .leftJoin('warehouses as w', sameTenant('w.id', 'd.warehouse_id'))
    .select([
      'd.warehouse_id as warehouseId',
      'w.name as warehouse',
      'd.value',
      'd.expired',
      'd.within30',
      'd.within60',
      'd.within90',
      'd.nearExpiry',
    ])
    .orderBy('w.name')
    .orderBy('d.warehouse_id')
    .execute();
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
  const result = await sql<LowStockRow>`
    with levels as (
      select s.id, s.reorder_level,
             coalesce((select sum(t.quantity) from stock_sku_totals t
                       where t.tenant_id = s.tenant_id and t.sku_id = s.id), 0) as count
      from skus s
      where s.reorder_level is not null and not s.is_deleted and s.state = 0
    ), low as (
      select id, reorder_level, count, count(*) over () as total from levels where count < reorder_level
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
 * Per SKU over the submitted sales of the weeks from `first` to `last`: Σ line totals (count × price rounded to the
 * cent, §2), Σ the cost its deliveries recorded on the lines — from the rows maintained per week and SKU (ADR 031,
 * at most weeks × SKUs rows); the `limit` SKUs of the highest margin, then by code.
 */
export async function topSkusByMargin(
  trx: Kysely<Schema>,
  weeks: { first: string; last: string },
  limit: number,
): Promise<TopSkuRow[]> {
  const result = await sql<TopSkuRow>`
    with lines as (
      select sku_id, sum(count) as count, sum(revenue) as revenue, sum(cost) as cost
      from sales_week_skus
      where week_start >= ${weeks.first}::date and week_start <= ${weeks.last}::date
      group by sku_id
      having sum(lines) > 0
    )
    select s.id as "skuId", s.code, s.name, s.unit, lines.count::text as count,
           lines.revenue::text as revenue, lines.cost::text as cost
    from lines join skus s on s.id = lines.sku_id
    order by lines.revenue - lines.cost desc, s.normalized_code, s.id
    limit ${limit}`.execute(trx);
  return result.rows;
}
