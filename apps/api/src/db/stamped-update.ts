import type { Kysely, Updateable } from 'kysely';
import type { Schema } from './schema.ts';

/** The document tables: rows carry ABP's concurrency stamp and the last modification's time and user. */
export type StampedTable = 'purchase_invoices' | 'sell_invoices' | 'warehouse_invoices' | 'yields';

/** The new stamp and who changed the row when. */
export interface StampChange {
  stamp: string;
  time: Date;
  modifierId: string | null;
}

interface StampedRow {
  id: string;
  concurrency_stamp: string;
  last_modification_time: Date | null;
  last_modifier_id: string | null;
  [column: string]: unknown;
}

/**
 * Updates one row only while its stamp is still `expectedStamp` (business-rules §8), writing the new stamp and the
 * modification columns with `values`; false when someone changed the row meanwhile.
 */
export async function updateIfStamp<T extends StampedTable>(
  trx: Kysely<Schema>,
  table: T,
  id: string,
  expectedStamp: string,
  values: Updateable<Schema[T]>,
  change: StampChange,
): Promise<boolean> {
  // Kysely cannot type one update over a union of tables. The columns written here exist in all four, and `values`
  // was checked against the caller's own table above.
  const stamped = trx as unknown as Kysely<Record<StampedTable, StampedRow>>;
  const result = await stamped
    .updateTable(table as StampedTable)
    .set({
      ...(values as Updateable<StampedRow>),
      concurrency_stamp: change.stamp,
      last_modification_time: change.time,
      last_modifier_id: change.modifierId,
    })
    .where('id', '=', id)
    .where('concurrency_stamp', '=', expectedStamp)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
