import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';

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
