import type { identityUserSortFields } from '@inventory/contracts';
import type { Kysely } from 'kysely';
import { normalizeName } from '../../db/ids.ts';
import { listOrder, listPage, type ListPage } from '../../db/list-page.ts';
import type { Schema } from '../../db/schema.ts';
import type { UserRow } from './user.repository.ts';
import { containsPattern } from '../../db/like-pattern.ts';

export interface UserFields {
  userName: string;
  email: string;
  name: string | null;
  surname: string | null;
  phoneNumber: string | null;
  isActive: boolean;
  lockoutEnabled: boolean;
}

type SortField = (typeof identityUserSortFields)[number];

const order = listOrder<SortField>(
  {
    userName: 'normalized_user_name',
    email: 'normalized_email',
    name: 'name',
    surname: 'surname',
    phoneNumber: 'phone_number',
    isActive: 'is_active',
    creationTime: 'creation_time',
  },
  { column: 'creation_time', direction: 'desc' },
);

export async function listUsers(
  trx: Kysely<Schema>,
  page: ListPage<SortField> & { filter?: string },
): Promise<{ rows: UserRow[]; total: number }> {
  let query = trx.selectFrom('users').where('is_deleted', '=', false);
  if (page.filter) {
    const pattern = containsPattern(page.filter);
    query = query.where((eb) =>
      eb.or([
        eb('user_name', 'ilike', pattern),
        eb('email', 'ilike', pattern),
        eb('name', 'ilike', pattern),
        eb('surname', 'ilike', pattern),
        eb('phone_number', 'ilike', pattern),
      ]),
    );
  }
  return listPage(query, (q) => q.selectAll(), page, order);
}

/** Live users of the tenant, by user name (the "creator" pickers). */
export async function allUsers(trx: Kysely<Schema>): Promise<UserRow[]> {
  return trx
    .selectFrom('users')
    .selectAll()
    .where('is_deleted', '=', false)
    .orderBy('normalized_user_name')
    .execute();
}

export async function findUserBy(
  trx: Kysely<Schema>,
  column: 'normalized_user_name' | 'normalized_email',
  value: string,
): Promise<UserRow | undefined> {
  return trx
    .selectFrom('users')
    .selectAll()
    .where(column, '=', normalizeName(value))
    .where('is_deleted', '=', false)
    .executeTakeFirst();
}

export async function insertUser(
  trx: Kysely<Schema>,
  row: UserFields & {
    tenantId: string;
    id: string;
    passwordHash: string;
    stamp: string;
    securityStamp: string;
    creatorId: string | null;
    time: Date;
  },
): Promise<UserRow> {
  return trx
    .insertInto('users')
    .values({
      tenant_id: row.tenantId,
      id: row.id,
      user_name: row.userName,
      normalized_user_name: normalizeName(row.userName),
      email: row.email,
      normalized_email: normalizeName(row.email),
      name: row.name,
      surname: row.surname,
      phone_number: row.phoneNumber,
      password_hash: row.passwordHash,
      is_active: row.isActive,
      lockout_enabled: row.lockoutEnabled,
      concurrency_stamp: row.stamp,
      security_stamp: row.securityStamp,
      creation_time: row.time,
      creator_id: row.creatorId,
      extra_properties: '{}',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Soft delete (ABP's IdentityUser is ISoftDelete): the name stays in history, the user can no longer sign in. */
export async function softDeleteUser(
  trx: Kysely<Schema>,
  id: string,
  deleter: { deleterId: string | null; time: Date; stamp: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set({
      is_deleted: true,
      deleter_id: deleter.deleterId,
      deletion_time: deleter.time,
      concurrency_stamp: deleter.stamp,
    })
    .where('id', '=', id)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
