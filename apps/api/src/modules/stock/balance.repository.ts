import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { sameTenant } from '../../db/same-tenant.ts';
import { keptBatchFacts } from './batch.repository.ts';

/** A balance row with its batch's identity and dates, as allocation reads it. */
export interface BalanceWithBatch {
  warehouseId: string;
  skuId: string;
  batchId: string;
  quantity: string;
  batchNumber: string;
  cost: string;
  producedTime: Date | null;
  expirationTime: Date | null;
  stockInTime: Date;
}

function balanceQuery(
  trx: Kysely<Schema>,
  skuIds: readonly string[],
  warehouseIds: readonly string[] | null,
) {
  let query = trx
    .selectFrom('stock_balances as sb')
    .innerJoin('batches as b', sameTenant('b.id', 'sb.batch_id'))
    .select([
      'sb.warehouse_id as warehouseId',
      'sb.sku_id as skuId',
      'sb.batch_id as batchId',
      'sb.quantity',
      'b.batch_number as batchNumber',
      'b.cost',
      'b.produced_time as producedTime',
      'b.expiration_time as expirationTime',
      'b.stock_in_time as stockInTime',
    ])
    .where('sb.sku_id', 'in', [...new Set(skuIds)]);
  if (warehouseIds) query = query.where('sb.warehouse_id', 'in', [...new Set(warehouseIds)]);
  return query.orderBy('sb.warehouse_id').orderBy('sb.sku_id').orderBy('sb.batch_id');
}

function normalize(rows: BalanceWithBatch[]): BalanceWithBatch[] {
  return rows.map((r) => ({ ...r, quantity: String(r.quantity), cost: String(r.cost) }));
}

/**
 * Locks every balance row of the SKUs (in the warehouses, when given) FOR UPDATE, in the fixed order
 * (warehouse, sku, batch), before their quantities are read (business-rules §8): two allocations over the same
 * rows queue instead of both seeing the same stock, and cannot deadlock each other.
 */
export async function lockBalances(
  trx: Kysely<Schema>,
  skuIds: readonly string[],
  warehouseIds: readonly string[] | null,
): Promise<BalanceWithBatch[]> {
  if (skuIds.length === 0) return [];
  const rows = normalize(await balanceQuery(trx, skuIds, warehouseIds).forUpdate('sb').execute());
  // The batches' cost and expiration as read here serve the transaction's later steps (a delivery's costs).
  const facts = keptBatchFacts(trx);
  for (const r of rows) facts.set(r.batchId, { cost: r.cost, expirationTime: r.expirationTime });
  return rows;
}

/** The same rows without locks, for proposals and checks that change nothing. */
export async function readBalances(
  trx: Kysely<Schema>,
  skuIds: readonly string[],
  warehouseIds: readonly string[] | null,
): Promise<BalanceWithBatch[]> {
  if (skuIds.length === 0) return [];
  return normalize(await balanceQuery(trx, skuIds, warehouseIds).execute());
}

export interface BalanceKey {
  warehouseId: string;
  skuId: string;
  batchId: string;
}

function isCheckViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23514';
}

export interface BalanceAmount extends BalanceKey {
  /** A positive quantity, at QUANTITY_SCALE. */
  readonly quantity: string;
}

function balanceKeyText(key: BalanceKey): string {
  return `${key.warehouseId}\u0000${key.skuId}\u0000${key.batchId}`.toLowerCase();
}

/**
 * Adds positive quantities to balances in one statement, creating rows on a first stock-in, and answers each row's
 * new quantity by key. The rows are inserted in the order given, which the caller makes the lock order
 * (warehouse, sku, batch): an upsert locks its rows in that order.
 */
export async function increaseBalances(
  trx: Kysely<Schema>,
  tenantId: string,
  amounts: readonly BalanceAmount[],
  time: Date,
  ledger?: LedgerInsert,
): Promise<Map<string, string>> {
  if (amounts.length === 0) return new Map();
  const values = sql.join(
    amounts.map(
      (a) =>
        sql`(${tenantId}::uuid, ${a.warehouseId}::uuid, ${a.skuId}::uuid, ${a.batchId}::uuid, ${a.quantity}::numeric, ${time}::timestamptz)`,
    ),
  );
  const result = await sql<BalanceReturn>`
    ${withLedger(ledger)}
    insert into stock_balances as sb (tenant_id, warehouse_id, sku_id, batch_id, quantity, last_movement_time)
    values ${values}
    on conflict (tenant_id, warehouse_id, sku_id, batch_id) do update
      set quantity = sb.quantity + excluded.quantity, last_movement_time = excluded.last_movement_time
    returning sb.warehouse_id, sb.sku_id, sb.batch_id, sb.quantity`.execute(trx);
  return byBalanceKey(result.rows);
}

interface BalanceReturn {
  warehouse_id: string;
  sku_id: string;
  batch_id: string;
  quantity: string;
}

function byBalanceKey(rows: readonly BalanceReturn[]): Map<string, string> {
  return new Map(
    rows.map((r) => [
      balanceKeyText({ warehouseId: r.warehouse_id, skuId: r.sku_id, batchId: r.batch_id }),
      String(r.quantity),
    ]),
  );
}

/** The ledger rows a balance statement inserts beside its own write (one round trip for both, §1). */
export type LedgerInsert = RawBuilder<unknown>;

function withLedger(ledger: LedgerInsert | undefined) {
  return ledger ? sql`with ledger as (${ledger})` : sql``;
}

/**
 * Takes positive quantities off balances in one statement and answers each row's new quantity by key; undefined
 * when a row is missing or would go negative (the table's `quantity >= 0` check is the last line of defence behind
 * the allocation). The rows must already be locked by this transaction (`lockBalances`, in the lock order): the
 * update's own row order is the planner's.
 */
export async function decreaseBalances(
  trx: Kysely<Schema>,
  amounts: readonly BalanceAmount[],
  time: Date,
  ledger?: LedgerInsert,
): Promise<Map<string, string> | undefined> {
  if (amounts.length === 0) return new Map();
  const values = sql.join(
    amounts.map(
      (a) => sql`(${a.warehouseId}::uuid, ${a.skuId}::uuid, ${a.batchId}::uuid, ${a.quantity}::numeric)`,
    ),
  );
  const result = await sql<BalanceReturn>`
    ${withLedger(ledger)}
    update stock_balances as sb
    set quantity = sb.quantity - v.quantity, last_movement_time = ${time}
    from (values ${values}) as v (warehouse_id, sku_id, batch_id, quantity)
    where sb.warehouse_id = v.warehouse_id and sb.sku_id = v.sku_id and sb.batch_id = v.batch_id
    returning sb.warehouse_id, sb.sku_id, sb.batch_id, sb.quantity`
    .execute(trx)
    .catch((error: unknown) => {
      if (isCheckViolation(error)) return undefined;
      throw error;
    });
  if (!result || result.rows.length !== amounts.length) return undefined;
  return byBalanceKey(result.rows);
}

export interface MovementRow {
  id: string;
  skuId: string;
  warehouseId: string;
  batchId: string;
  quantity: string;
  documentLineId: string | null;
  correlationBatchNumber: string | null;
}

export interface LedgerContext {
  tenantId: string;
  time: Date;
  documentKind: string;
  documentId: string;
  creatorId: string | null;
}

/** The insert of movements into the ledger (business-rules §1), to run alone or beside a balance write. */
export function ledgerInsert(
  ctx: LedgerContext,
  movements: readonly MovementRow[],
): LedgerInsert | undefined {
  if (movements.length === 0) return undefined;
  const values = sql.join(
    movements.map(
      (m) =>
        sql`(${ctx.tenantId}::uuid, ${m.id}::uuid, ${ctx.time}::timestamptz, ${m.skuId}::uuid, ${m.warehouseId}::uuid, ${m.batchId}::uuid, ${m.quantity}::numeric, ${ctx.documentKind}::text, ${ctx.documentId}::uuid, ${m.documentLineId}::uuid, ${m.correlationBatchNumber}::text, ${ctx.creatorId}::uuid)`,
    ),
  );
  return sql`insert into stock_movements (tenant_id, id, time, sku_id, warehouse_id, batch_id, quantity, document_kind,
    document_id, document_line_id, correlation_batch_number, creator_id) values ${values}`;
}

/**
 * Whether a warehouse or an SKU still holds stock (business-rules §8: deleting either is then refused). For the
 * warehouse and SKU modules; answered from balances (index-backed), never from the ledger.
 */
export async function holdsStock(
  trx: Kysely<Schema>,
  owner: { warehouseId: string } | { skuId: string },
): Promise<boolean> {
  let query = trx.selectFrom('stock_balances').select('batch_id').where('quantity', '>', '0');
  query =
    'warehouseId' in owner
      ? query.where('warehouse_id', '=', owner.warehouseId)
      : query.where('sku_id', '=', owner.skuId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}
