import type { AppDb } from '../../src/db/database.ts';

/** One balance row as the database holds it, numbers as JS numbers (test quantities are small integers). */
export interface BatchBalance {
  readonly skuId: string;
  readonly warehouseId: string;
  readonly batchNumber: string;
  readonly quantity: number;
}

/** Every balance row of the tenant with its batch number. */
export async function balancesByBatch(db: AppDb, tenantId: string): Promise<BatchBalance[]> {
  const rows = await db.tenant(tenantId, (trx) =>
    trx
      .selectFrom('stock_balances as sb')
      .innerJoin('batches as b', 'b.id', 'sb.batch_id')
      .select(['sb.sku_id', 'sb.warehouse_id', 'b.batch_number', 'sb.quantity'])
      .execute(),
  );
  return rows.map((r) => ({
    skuId: r.sku_id,
    warehouseId: r.warehouse_id,
    batchNumber: r.batch_number,
    quantity: Number(r.quantity),
  }));
}
