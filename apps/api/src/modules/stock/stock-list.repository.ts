import type { SortKey, stockSortFields } from '@inventory/contracts';
import { ExpirationStatus, type ExpiryBounds } from '@inventory/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { orderTerms, sortColumns, withOrder } from '../../db/order-by.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { Schema } from '../../db/schema.ts';
import { sameTenant } from '../../db/same-tenant.ts';
import { UNKNOWN_EXPIRY } from './stock-figures.repository.ts';

export interface StockFilter {
  warehouseId?: string;
  skuName?: string;
  /** Category code prefix (the category and its descendants); null = a category that does not exist. */
  categoryCode?: string | null;
  dateType?: ExpirationStatus;
  bounds: ExpiryBounds;
}

/** business-rules §4 through the domain's bounds: Expired < start of today ≤ NearExpiry < threshold ≤ Normal. An
 * empty row has no expiry worth reporting; it still shows without DateType, so it can be removed. Over the balance
 * row's copy of its batch's expiration (migration 0660): `quantity > 0` and the range are what the partial index
 * stock_balances_expiry_ix answers, so the bounds (today in the tenant's zone, the threshold) apply at read time. */
function expiryCondition(f: StockFilter): RawBuilder<boolean> | null {
  const expired = new Date(f.bounds.expiredBefore);
  const near = new Date(f.bounds.nearExpiryBefore);
  switch (f.dateType) {
    case ExpirationStatus.Expired:
      return sql<boolean>`sb.quantity > 0 and sb.expiration_time < ${expired}`;
    case ExpirationStatus.NearExpiry:
      return sql<boolean>`sb.quantity > 0 and sb.expiration_time >= ${expired} and sb.expiration_time < ${near}`;
    case ExpirationStatus.Normal:
      return sql<boolean>`sb.quantity > 0 and (sb.expiration_time is null or sb.expiration_time >= ${near})`;
    default:
      return null;
  }
}

/**
 * The balance rows of a page's SKUs that pass the list's filters. The SKU-level filters (name, category) already
 * chose the page's SKUs, and the batch's expiration is copied on the row (migration 0660), so only the row-level
 * ones apply here: no join to the SKU or its category (issue 19, ADR 045: that join probed the SKU once per row,
 * 8,000 of the 9,100 pages a big-tenant page read).
 */
function pageBalances(trx: Kysely<Schema>, f: StockFilter, skuIds: readonly string[]) {
  let query = trx.selectFrom('stock_balances as sb').where('sb.sku_id', 'in', [...skuIds]);
  if (f.warehouseId) query = query.where('sb.warehouse_id', '=', f.warehouseId);
  const expiry = expiryCondition(f);
  return expiry ? query.where(expiry) : query;
}

/**
 * The SKUs holding an expired row (in the warehouse, when given) by their totals rows (ADR 058): a row's earliest
 * held expiration (migration 0730, kept by every stock change) is before the start of today. A row marked unknown (a
 * writer's snapshot missed a concurrent change) is answered by the held rows' index for that SKU and warehouse alone,
 * in a branch of its own: in the same filter, its probe's cost would be counted for every totals row, and the planner
 * would then probe the totals once per SKU instead of hashing them.
 */
function expiredSkuIds(f: StockFilter): RawBuilder<unknown> {
  const expired = new Date(f.bounds.expiredBefore);
  const inWarehouse = f.warehouseId ? sql`and t.warehouse_id = ${f.warehouseId}` : sql``;
  return sql`select t.sku_id from stock_sku_totals t
    where t.earliest_expiration < ${expired} and t.earliest_expiration > ${UNKNOWN_EXPIRY}::timestamptz ${inWarehouse}
    union all
    select t.sku_id from stock_sku_totals t
    where t.earliest_expiration = ${UNKNOWN_EXPIRY}::timestamptz ${inWarehouse}
      and exists (select 1 from stock_balances sb where sb.tenant_id = t.tenant_id and sb.sku_id = t.sku_id
        and sb.warehouse_id = t.warehouse_id and sb.quantity > 0 and sb.expiration_time < ${expired})`;
}

/**
 * The list's groups as SKUs: those with at least one balance row passing the filters. Without DateType that is a
 * row of the maintained totals per SKU and warehouse (stock_sku_totals, kept in every stock change's transaction and
 * removed with the rows by DELETE /stock, migration 0690): a SKU has one exactly when it has balance rows there, so
 * the page and its totalCount read one small row per SKU and warehouse instead of probing the balances' index, whose
 * depth and entries grow with the tenant's batches (issue 19, ADR 050). Expired is a condition on those rows too,
 * their earliest held expiration (ADR 058). With NearExpiry or Normal the semi-join probes stock_balances_expiry_ix
 * per SKU and stops at the first row, so a page and its totalCount never aggregate the tenant's whole stock (issue 7:
 * a 1,000,000-movement tenant).
 */
export function groupSkus(trx: Kysely<Schema>, f: StockFilter) {
  let query = trx.selectFrom('skus as s').leftJoin('categories as c', sameTenant('c.id', 's.attribute_id'));
  if (f.skuName) {
    const pattern = containsPattern(f.skuName);
    query = query.where((eb) => eb.or([eb('s.name', 'ilike', pattern), eb('s.code', 'ilike', pattern)]));
  }
  if (f.categoryCode === null) query = query.where(sql<boolean>`false`);
  else if (f.categoryCode !== undefined) query = query.where('c.code', 'like', `${f.categoryCode}%`);
  const expiry = expiryCondition(f);
  if (f.dateType === ExpirationStatus.Expired)
    return query.where(sql<boolean>`s.id in (${expiredSkuIds(f)})`);
  if (!expiry)
    return query.where((eb) => {
      let totals = eb
        .selectFrom('stock_sku_totals as t')
        .select(sql`1`.as('one'))
        .whereRef('t.sku_id', '=', 's.id');
      if (f.warehouseId) totals = totals.where('t.warehouse_id', '=', f.warehouseId);
      return eb.exists(totals);
    });
  return query.where((eb) => {
    let rows = eb
      .selectFrom('stock_balances as sb')
      .select(sql`1`.as('one'))
      .whereRef('sb.sku_id', '=', 's.id');
    if (f.warehouseId) rows = rows.where('sb.warehouse_id', '=', f.warehouseId);
    // An index-only probe of stock_balances_expiry_ix.
    return eb.exists(rows.where(expiry));
  });
}

/**
 * Each page SKU's count and the earliest expiration of its rows holding stock. With DateType, from the balance rows in
 * that status. Without, the count is the SKU's maintained totals (Σ of its balance rows per warehouse, ADR 031) and
 * the earliest expiration the first entry of stock_balances_expiry_ix (held rows only): a few index pages per SKU
 * however many batches it has (ADR 050), where summing its balance rows read every one (120 per SKU on the bench's
 * 1M-movement tenant, 1.2 on the small one).
 */
function pageSums(trx: Kysely<Schema>, f: StockFilter, skuIds: readonly string[]) {
  if (f.dateType !== undefined)
    return pageBalances(trx, f, skuIds)
      .select([
        'sb.sku_id as skuId',
        sql<string>`sum(sb.quantity)`.as('count'),
        sql<Date | null>`min(case when sb.quantity > 0 then sb.expiration_time end)`.as('earliestExpiration'),
      ])
      .groupBy('sb.sku_id')
      .execute();
  let totals = trx.selectFrom('stock_sku_totals as t').where('t.sku_id', 'in', [...skuIds]);
  if (f.warehouseId) totals = totals.where('t.warehouse_id', '=', f.warehouseId);
  return totals
    .select((eb) => {
      let held = eb
        .selectFrom('stock_balances as sb')
        .select(sql<Date | null>`min(sb.expiration_time)`.as('earliest'))
        .whereRef('sb.sku_id', '=', 't.sku_id')
        .where('sb.quantity', '>', '0');
      if (f.warehouseId) held = held.where('sb.warehouse_id', '=', f.warehouseId);
      return [
        't.sku_id as skuId',
        sql<string>`sum(t.quantity)`.as('count'),
        held.$asScalar().as('earliestExpiration'),
      ];
    })
    .groupBy('t.sku_id')
    .execute();
}

type SortField = (typeof stockSortFields)[number];

const columns = sortColumns({ skuCode: 's.code', sku: 's.name' } as const satisfies Record<
  SortField,
  string
>);

export interface StockGroupRow {
  skuId: string;
  count: string;
  /** Earliest expiration among rows still holding stock: the worst status of the group. */
  earliestExpiration: Date | null;
}

/** One page of SKUs with their summed stock (per SKU, within the warehouse when filtered). */
export async function listStockGroups(
  trx: Kysely<Schema>,
  f: StockFilter,
  page: { skip: number; take: number; sorting: readonly SortKey<SortField>[] },
): Promise<{ rows: StockGroupRow[]; total: number }> {
  const skus = groupSkus(trx, f);
  const [pageRows, count] = await Promise.all([
    skus
      .select('s.id')
      .$call((q) => withOrder(q, orderTerms(page.sorting, columns, [{ column: 's.code', direction: 'asc' }])))
      .orderBy('s.id')
      .offset(page.skip)
      .limit(page.take)
      .execute(),
    skus.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const ids = pageRows.map((r) => r.id);
  const sums = ids.length === 0 ? [] : await pageSums(trx, f, ids);
  const bySku = new Map(sums.map((r) => [r.skuId, r]));
  return {
    rows: ids.map((skuId) => {
      const sum = bySku.get(skuId);
      return {
        skuId,
        count: String(sum?.count ?? '0'),
        earliestExpiration: sum?.earliestExpiration ? new Date(sum.earliestExpiration) : null,
      };
    }),
    total: Number(count.total),
  };
}

export interface StockBatchRow {
  skuId: string;
  warehouseId: string;
  batchNumber: string;
  quantity: string;
  cost: string;
  producedTime: Date | null;
  expirationTime: Date | null;
}

/** The batch rows behind the given SKUs' groups, same filters, FEFO-ish order for display. */
export async function listStockBatches(
  trx: Kysely<Schema>,
  f: StockFilter,
  skuIds: readonly string[],
): Promise<StockBatchRow[]> {
  if (skuIds.length === 0) return [];
  const rows = await pageBalances(trx, f, skuIds)
    .innerJoin('batches as b', sameTenant('b.id', 'sb.batch_id'))
    .select([
      'sb.sku_id as skuId',
      'sb.warehouse_id as warehouseId',
      'b.batch_number as batchNumber',
      'sb.quantity',
      'b.cost',
      'b.produced_time as producedTime',
      'b.expiration_time as expirationTime',
    ])
    // True of every row (a balance's batch is of its SKU); lets the planner fetch only these SKUs' batches
    // through batches (tenant_id, sku_id, batch_number) instead of hashing all of them (~10× on 100k).
    .where('b.sku_id', 'in', [...skuIds])
    .orderBy('sb.sku_id')
    .orderBy(sql`b.expiration_time asc nulls last`)
    .orderBy('b.batch_number')
    .orderBy('sb.warehouse_id')
    .execute();
  return rows.map((r) => ({ ...r, quantity: String(r.quantity), cost: String(r.cost) }));
}

/** The first `limit` batches holding stock of each given SKU, with whether each SKU holds more. */
export interface FirstStockBatches {
  batches: StockBatchRow[];
  /** SKUs holding more batches (in the warehouse and status asked) than those answered. */
  more: Set<string>;
}

/**
 * Each page SKU's first `limit` batches holding stock in FEFO order (expiry, none last, then batch number, then
 * warehouse: listStockBatches' order), in the warehouse and expiry status asked (ADR 062). One lateral read per SKU
 * walks stock_balances_expiry_ix (held rows by SKU and expiration, migration 0691) in order and stops after `limit` + 1
 * rows, the extra one only telling that more exist, so a SKU with 120 batches reads as few entries as one with 6;
 * batches sharing an expiration at the cut are all read, to order them by number (an incremental sort).
 */
export async function firstStockBatches(
  trx: Kysely<Schema>,
  f: StockFilter,
  skuIds: readonly string[],
  limit: number,
): Promise<FirstStockBatches> {
  if (skuIds.length === 0) return { batches: [], more: new Set() };
  const expiry = expiryCondition(f) ?? sql<boolean>`sb.quantity > 0`;
  const inWarehouse = f.warehouseId ? sql`and sb.warehouse_id = ${f.warehouseId}` : sql``;
  const { rows } = await sql<StockBatchRow>`
    select p.sku_id as "skuId", x.warehouse_id as "warehouseId", x.batch_number as "batchNumber", x.quantity,
      x.cost, x.produced_time as "producedTime", x.expiration_time as "expirationTime"
    from unnest(${[...skuIds]}::uuid[]) as p(sku_id)
    cross join lateral (
      select sb.warehouse_id, b.batch_number, sb.quantity, b.cost, b.produced_time, b.expiration_time
      from stock_balances sb
      join batches b on b.tenant_id = sb.tenant_id and b.id = sb.batch_id
      where sb.sku_id = p.sku_id and ${expiry} ${inWarehouse}
      order by sb.expiration_time asc nulls last, b.batch_number, sb.warehouse_id
      limit ${limit + 1}
    ) x
    order by p.sku_id, x.expiration_time asc nulls last, x.batch_number, x.warehouse_id`.execute(trx);
  const batches: StockBatchRow[] = [];
  const more = new Set<string>();
  let sku = '';
  let taken = 0;
  for (const row of rows) {
    if (row.skuId !== sku) [sku, taken] = [row.skuId, 0];
    taken += 1;
    if (taken > limit) more.add(sku);
    else batches.push({ ...row, quantity: String(row.quantity), cost: String(row.cost) });
  }
  return { batches, more };
}

/**
 * Unexpired stock per SKU (§7's check-group-stock: rows holding stock whose expiration is not before
 * `expiredBefore`, the start of today in the tenant's zone), in one warehouse when given, summed from
 * stock_balances_expiry_ix alone (its entries carry warehouse and quantity, migration 0691): no batch is read and no
 * expired or empty row is visited (ADR 050).
 */
export async function unexpiredStock(
  trx: Kysely<Schema>,
  skuIds: readonly string[],
  warehouseId: string | undefined,
  expiredBefore: Date,
): Promise<Map<string, string>> {
  if (skuIds.length === 0) return new Map();
  let query = trx
    .selectFrom('stock_balances as sb')
    .select(['sb.sku_id as skuId', sql<string>`sum(sb.quantity)`.as('quantity')])
    .where('sb.sku_id', 'in', [...new Set(skuIds)])
    .where(
      sql<boolean>`sb.quantity > 0 and (sb.expiration_time is null or sb.expiration_time >= ${expiredBefore})`,
    );
  if (warehouseId) query = query.where('sb.warehouse_id', '=', warehouseId);
  const rows = await query.groupBy('sb.sku_id').execute();
  return new Map(rows.map((r) => [r.skuId, String(r.quantity)]));
}

/** Rows of one SKU (in one warehouse when given) for the stock-info call. */
export async function stockRowsOfSku(
  trx: Kysely<Schema>,
  skuId: string,
  warehouseId: string | undefined,
  withZero: boolean,
): Promise<{ warehouseId: string; batchNumber: string; quantity: string }[]> {
  let query = trx
    .selectFrom('stock_balances as sb')
    .innerJoin('batches as b', sameTenant('b.id', 'sb.batch_id'))
    .select(['sb.warehouse_id as warehouseId', 'b.batch_number as batchNumber', 'sb.quantity'])
    .where('sb.sku_id', '=', skuId)
    // True of every row, as in listStockBatches: the SKU's batches by their (tenant_id, sku_id, batch_number) index
    // in one hash join, not a primary-key probe per row (239 pages instead of 556 for the busiest big-tenant SKU).
    .where('b.sku_id', '=', skuId);
  if (warehouseId) query = query.where('sb.warehouse_id', '=', warehouseId);
  // Empty rows only on request (isNeedZero): exhausted batches are history, read through the held rows' index.
  if (!withZero) query = query.where('sb.quantity', '>', '0');
  const rows = await query.orderBy('sb.warehouse_id').orderBy('b.batch_number').execute();
  return rows.map((r) => ({ ...r, quantity: String(r.quantity) }));
}

/** Locks and returns the rows of one SKU in one warehouse (for removing empty rows). */
export async function lockStockRows(
  trx: Kysely<Schema>,
  skuId: string,
  warehouseId: string,
): Promise<{ batchId: string; quantity: string }[]> {
  const rows = await trx
    .selectFrom('stock_balances')
    .select(['batch_id as batchId', 'quantity'])
    .where('warehouse_id', '=', warehouseId)
    .where('sku_id', '=', skuId)
    .orderBy('batch_id')
    .forUpdate()
    .execute();
  return rows.map((r) => ({ ...r, quantity: String(r.quantity) }));
}

export async function deleteStockRows(
  trx: Kysely<Schema>,
  skuId: string,
  warehouseId: string,
): Promise<void> {
  // Only empty rows: a row another transaction's stock-in added since the lock holds stock (business-rules §6).
  await trx
    .deleteFrom('stock_balances')
    .where('warehouse_id', '=', warehouseId)
    .where('sku_id', '=', skuId)
    .where('quantity', '=', '0')
    .execute();
  // The SKU's totals row in the warehouse goes with its rows, so that the stock list, which finds a warehouse's SKUs
  // by their totals rows (ADR 050), no longer lists it. A stock-in committing meanwhile has made it non-zero: kept.
  await trx
    .deleteFrom('stock_sku_totals')
    .where('warehouse_id', '=', warehouseId)
    .where('sku_id', '=', skuId)
    .where('quantity', '=', '0')
    .execute();
}
