import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { forgetRead } from '../../db/transaction-reads.ts';
import { settingsReadKey } from './setting-definitions.ts';

/** Stores `value` for the setting, or removes it (back to its default) when null. */
export async function putSetting(
  trx: Kysely<Schema>,
  tenantId: string,
  name: string,
  value: string | null,
): Promise<void> {
  // A later read in this transaction (the zone change's figure rebuild) must see the new value.
  forgetRead(trx, settingsReadKey);
  if (value === null) {
    await trx.deleteFrom('settings').where('name', '=', name).execute();
    return;
  }
  await trx
    .insertInto('settings')
    .values({ tenant_id: tenantId, name, value })
    .onConflict((oc) => oc.columns(['tenant_id', 'name']).doUpdateSet({ value }))
    .execute();
}
