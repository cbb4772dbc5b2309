import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';

/** Upserts the values into the tenant the transaction is bound to. */
export async function upsertFeatureValues(
  trx: Kysely<Schema>,
  tenantId: string,
  values: readonly { name: string; value: string }[],
): Promise<void> {
  if (values.length === 0) return;
  await trx
    .insertInto('feature_values')
    .values(values.map((v) => ({ tenant_id: tenantId, name: v.name, value: v.value })))
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'name']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
    )
    .execute();
}
