import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { sameTenant } from '../../db/same-tenant.ts';

// The dashboard's figures (ADR 030), each one aggregate over the maintained rows of the caller's tenant (RLS):
// balances × batch cost for stock, SKUs' reorder levels against their summed balances, document headers by state,
// sale headers and lines for the trend. Never the ledger.

/** A balance's value is count × batch cost rounded half-up to the cent (the domain's `batchCost`, §2). */
const balanceValue = sql<string>`round(sb.quantity * b.cost, 2)`;

/** Instants splitting the batches by expiry (the domain's expiry windows for "today" in the tenant's zone). */
export interface ExpiryCuts {
  expiredBefore: Date;
  nearExpiryBefore: Date;
  within30Before: Date;
  within60Before: Date;
  within90Before: Date;
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

/** Per warehouse holding stock: its value, and the value of its batches by expiry (decimal text, cents). */
export async function warehouseValues(trx: Kysely<Schema>, cuts: ExpiryCuts): Promise<WarehouseValueRow[]> {
  const within = (before: Date) =>
    sql<string>`coalesce(sum(${balanceValue}) filter (where b.expiration_time >= ${cuts.expiredBefore}
      and b.expiration_time < ${before}), 0)`;
  return trx
    .selectFrom('stock_balances as sb')
    .innerJoin('batches as b', sameTenant('b.id', 'sb.batch_id'))
    .leftJoin('warehouses as w', sameTenant('w.id', 'sb.warehouse_id'))
    .where('sb.quantity', '>', '0')
    .groupBy(['sb.warehouse_id', 'w.name'])
    .select([
      'sb.warehouse_id as warehouseId',
      'w.name as warehouse',
      sql<string>`sum(${balanceValue})`.as('value'),
      sql<string>`coalesce(sum(${balanceValue}) filter (where b.expiration_time < ${cuts.expiredBefore}), 0)`.as(
        'expired',
      ),
      within(cuts.within30Before).as('within30'),
      within(cuts.within60Before).as('within60'),
      within(cuts.within90Before).as('within90'),
      within(cuts.nearExpiryBefore).as('nearExpiry'),
    ])
    .orderBy('w.name')
    .orderBy('sb.warehouse_id')
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
             coalesce((select sum(sb.quantity) from stock_balances sb
                       where sb.tenant_id = s.tenant_id and sb.sku_id = s.id), 0) as count
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
  week: number;
  sales: string;
  revenue: string;
  cost: string;
}

/** The sale date: when it was sold, else when it was submitted (a submitted sale always has one of them). */
const saleTime = sql`coalesce(si.sell_time, si.submit_time)`;

/** Submitted sales (Processing or Finish) per week `[start, end)`, by sale date; weeks without sales are absent. */
export async function salesByWeek(
  trx: Kysely<Schema>,
  weeks: readonly { start: Date; end: Date }[],
): Promise<SalesWeekRow[]> {
  if (weeks.length === 0) return [];
  const bounds = sql.join(
    weeks.map((w, i) => sql`(${i}::int, ${w.start}::timestamptz, ${w.end}::timestamptz)`),
  );
  const first = weeks[0]?.start;
  const last = weeks[weeks.length - 1]?.end;
  const result = await sql<SalesWeekRow>`
    with weeks(week, start_time, end_time) as (values ${bounds})
    select weeks.week, count(*)::text as sales, sum(si.total_price)::text as revenue,
           sum(si.total_cost)::text as cost
    from sell_invoices si
    join weeks on ${saleTime} >= weeks.start_time and ${saleTime} < weeks.end_time
    where si.state in (1, 2) and ${saleTime} >= ${first} and ${saleTime} < ${last}
    group by weeks.week`.execute(trx);
  return result.rows.map((r) => ({ ...r, week: Number(r.week) }));
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
 * Per SKU over the submitted sales of `[from, to)`: Σ line totals (count × price rounded to the cent, §2), Σ the
 * cost its deliveries recorded on the line; the `limit` SKUs of the highest margin, then by code.
 */
export async function topSkusByMargin(
  trx: Kysely<Schema>,
  range: { from: Date; to: Date },
  limit: number,
): Promise<TopSkuRow[]> {
  const result = await sql<TopSkuRow>`
    with lines as (
      select li.sku_id, sum(li.count) as count, sum(round(li.count * li.price, 2)) as revenue,
             sum(coalesce(li.cost, 0)) as cost
      from sell_invoices si
      join sell_invoice_items li on li.tenant_id = si.tenant_id and li.invoice_id = si.id
      where si.state in (1, 2) and ${saleTime} >= ${range.from} and ${saleTime} < ${range.to}
      group by li.sku_id
    )
    select s.id as "skuId", s.code, s.name, s.unit, lines.count::text as count,
           lines.revenue::text as revenue, lines.cost::text as cost
    from lines join skus s on s.id = lines.sku_id
    order by lines.revenue - lines.cost desc, s.normalized_code, s.id
    limit ${limit}`.execute(trx);
  return result.rows;
}
