import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';

/** A received purchase line's batch is valued at the line's price (what was paid), by purchase line id. */
export async function purchaseLineCosts(
  trx: Kysely<Schema>,
  itemIds: readonly string[],
): Promise<ReadonlyMap<string, string>> {
  const rows = await trx
    .selectFrom('purchase_invoice_items')
    .select(['id', 'price'])
    .where('id', 'in', [...itemIds])
    .execute();
  return new Map(rows.map((row) => [row.id, String(row.price)]));
}
