import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Schema, UsersTable } from '../../db/schema.ts';

export type UserRow = Selectable<UsersTable>;

export async function findUser(trx: Kysely<Schema>, id: string): Promise<UserRow | undefined> {
  return trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
}

/** Another live user holding the normalized user name or email (unique per tenant). */
export async function findOtherUserWith(
  trx: Kysely<Schema>,
  column: 'normalized_user_name' | 'normalized_email',
  value: string,
  exceptId: string,
): Promise<UserRow | undefined> {
  return trx
    .selectFrom('users')
    .selectAll()
    .where(column, '=', value)
    .where('id', '<>', exceptId)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
}

/** Updates a user only while its stamp is still `expectedStamp`; false when someone changed it meanwhile. */
export async function updateUserIfStamp(
  trx: Kysely<Schema>,
  id: string,
  expectedStamp: string,
  changes: Updateable<UsersTable>,
): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set(changes)
    .where('id', '=', id)
    .where('concurrency_stamp', '=', expectedStamp)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
