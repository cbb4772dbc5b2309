import type { IdentityUser } from '@inventory/contracts';
import type { Kysely } from 'kysely';
import { HOST_TENANT_ID } from '../../db/database.ts';
import { normalizeName } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { EntityNotFoundError, ValidationError } from '../../errors/app-errors.ts';
import { findUser, type UserRow } from './user.repository.ts';
import { findRolesByNames, type RoleRow } from './role.repository.ts';

export function toIdentityUser(row: UserRow): IdentityUser {
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  return {
    id: row.id,
    creationTime: row.creation_time.toISOString(),
    creatorId: row.creator_id,
    lastModificationTime: iso(row.last_modification_time),
    lastModifierId: row.last_modifier_id,
    isDeleted: row.is_deleted,
    deleterId: row.deleter_id,
    deletionTime: iso(row.deletion_time),
    tenantId: row.tenant_id === HOST_TENANT_ID ? null : row.tenant_id,
    userName: row.user_name,
    name: row.name,
    surname: row.surname,
    email: row.email,
    emailConfirmed: row.email_confirmed,
    phoneNumber: row.phone_number,
    phoneNumberConfirmed: row.phone_number_confirmed,
    isActive: row.is_active,
    lockoutEnabled: row.lockout_enabled,
    lockoutEnd: iso(row.lockout_end),
    concurrencyStamp: row.concurrency_stamp,
    entityVersion: row.entity_version,
    extraProperties: row.extra_properties,
  };
}

export async function existingUser(trx: Kysely<Schema>, id: string): Promise<UserRow> {
  const row = await findUser(trx, id);
  if (!row) throw new EntityNotFoundError('User', id);
  return row;
}

/** The named roles, all of which must exist (an unknown name is a 400 on `roleNames`). */
export async function rolesNamed(trx: Kysely<Schema>, names: readonly string[]): Promise<RoleRow[]> {
  const roles = await findRolesByNames(trx, names);
  const known = new Set(roles.map((role) => role.normalized_name));
  const unknown = names.filter((name) => !known.has(normalizeName(name)));
  if (unknown.length > 0) {
    throw new ValidationError([
      { key: 'errors:UnknownRoleName', params: { name: unknown }, members: ['roleNames'] },
    ]);
  }
  return roles;
}

export function roleNamesOf(roles: readonly RoleRow[]): string {
  return roles
    .map((role) => role.name)
    .sort()
    .join(', ');
}
