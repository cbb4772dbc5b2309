import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';

/**
 * The install's URL-signing key (migration 0300): made on first use, so no key ever ships with the code. A race
 * between two first uses is settled by the primary key; both then read the winner.
 */
export async function loadOrCreateSigningKey(trx: Kysely<Schema>): Promise<Buffer> {
  await trx
    .insertInto('upload_signing_keys')
    .values({ id: 1, secret: randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await trx
    .selectFrom('upload_signing_keys')
    .select('secret')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.secret, 'base64');
}
