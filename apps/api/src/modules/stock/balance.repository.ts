import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { sameTenant } from '../../db/same-tenant.ts';

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
  return normalize(await balanceQuery(trx, skuIds, warehouseIds).forUpdate('sb').execute());
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

/** Adds a positive quantity to a balance, creating the row on a first stock-in; answers the new quantity. */
export async function increaseBalance(
  trx: Kysely<Schema>,
  tenantId: string,
  key: BalanceKey,
  quantity: string,
  time: Date,
): Promise<string> {
  const row = await trx
    .insertInto('stock_balances')
    .values({
      tenant_id: tenantId,
      warehouse_id: key.warehouseId,
      sku_id: key.skuId,
      batch_id: key.batchId,
      quantity,
      last_movement_time: time,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'warehouse_id', 'sku_id', 'batch_id']).doUpdateSet({
        quantity: sql`stock_balances.quantity + excluded.quantity`,
        last_movement_time: time,
      }),
    )
    .returning('quantity')
    .executeTakeFirstOrThrow();
  return String(row.quantity);
}

/**
 * Takes a positive quantity off a balance and answers the new quantity; undefined when the row is missing or would
 * go negative (the table's `quantity >= 0` check is the last line of defence behind the allocation).
 */
export async function decreaseBalance(
  trx: Kysely<Schema>,
  key: BalanceKey,
  quantity: string,
  time: Date,
): Promise<string | undefined> {
  const row = await trx
    .updateTable('stock_balances')
    .set({ quantity: sql`quantity - ${quantity}::numeric`, last_movement_time: time })
    .where('warehouse_id', '=', key.warehouseId)
    .where('sku_id', '=', key.skuId)
    .where('batch_id', '=', key.batchId)
    .returning('quantity')
    .executeTakeFirst()
    .catch((error: unknown) => {
      if (isCheckViolation(error)) return undefined;
      throw error;
    });
  return row === undefined ? undefined : String(row.quantity);
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

/** Appends movements to the ledger (business-rules §1). */
export async function insertMovements(
  trx: Kysely<Schema>,
  ctx: { tenantId: string; time: Date; documentKind: string; documentId: string; creatorId: string | null },
  movements: readonly MovementRow[],
): Promise<void> {
  if (movements.length === 0) return;
  await trx
    .insertInto('stock_movements')
    .values(
      movements.map((m) => ({
        tenant_id: ctx.tenantId,
        id: m.id,
        time: ctx.time,
        sku_id: m.skuId,
        warehouse_id: m.warehouseId,
        batch_id: m.batchId,
        quantity: m.quantity,
        document_kind: ctx.documentKind,
        document_id: ctx.documentId,
        document_line_id: m.documentLineId,
        correlation_batch_number: m.correlationBatchNumber,
        creator_id: ctx.creatorId,
      })),
    )
    .execute();
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
