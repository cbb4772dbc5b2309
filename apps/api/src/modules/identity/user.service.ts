import { ErrorCodes } from '@inventory/contracts';
import type { endpoints, IdentityUser, PagedResult, ParsedBodyOf, ParsedQueryOf } from '@inventory/contracts';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/password.ts';
import { newId, newStamp, normalizeName } from '../../db/ids.ts';
import type { Schema } from '../../db/schema.ts';
import { BusinessError, ConcurrencyError } from '../../errors/app-errors.ts';
import { pageOf } from '../../db/list-page.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { revokeUserSessions } from '../../oidc/session-revocation.ts';
import { findOtherUserWith, updateUserIfStamp } from './user.repository.ts';
import { audit, auditSoftDelete, changedFields, type FieldValues } from '../audit/audit.ts';
import { removeGrants } from './permission-grant.repository.ts';
import { findUserBy, insertUser, listUsers, softDeleteUser } from './identity-user.repository.ts';
import type { UserFields } from './identity-user.repository.ts';
import { defaultRoles, replaceUserRoles, rolesOfUser } from './role.repository.ts';
import { existingUser, roleNamesOf, rolesNamed, toIdentityUser } from './user-lookup.ts';

const entityName = 'User';

type CreateInput = ParsedBodyOf<typeof endpoints.identityUsers.create>;
type UpdateInput = ParsedBodyOf<typeof endpoints.identityUsers.update>;
type ListQuery = ParsedQueryOf<typeof endpoints.identityUsers.list>;

function fieldsOf(input: CreateInput | UpdateInput): UserFields {
  const text = (value: string | null | undefined) => (value ? value : null);
  return {
    userName: input.userName,
    email: input.email,
    name: text(input.name),
    surname: text(input.surname),
    phoneNumber: text(input.phoneNumber),
    isActive: input.isActive,
    lockoutEnabled: input.lockoutEnabled,
  };
}

function auditedValues(fields: UserFields): FieldValues {
  return { ...fields };
}

async function ensureUnique(trx: Kysely<Schema>, fields: UserFields, exceptId: string): Promise<void> {
  if (await findOtherUserWith(trx, 'normalized_user_name', normalizeName(fields.userName), exceptId)) {
    throw new BusinessError(ErrorCodes.DuplicateUserName, { name: fields.userName });
  }
  if (await findOtherUserWith(trx, 'normalized_email', normalizeName(fields.email), exceptId)) {
    throw new BusinessError(ErrorCodes.DuplicateEmail, { email: fields.email });
  }
}

/** A concurrent insert of the same name or e-mail passes the checks and then hits a unique index. */
function rethrowDuplicate(error: unknown, fields: UserFields): never {
  const pgError = error as { code?: string; constraint?: string };
  if (pgError.code !== '23505') throw error;
  if (pgError.constraint?.includes('email'))
    throw new BusinessError(ErrorCodes.DuplicateEmail, { email: fields.email });
  throw new BusinessError(ErrorCodes.DuplicateUserName, { name: fields.userName });
}

export async function getUsers(scope: RequestScope, query: ListQuery): Promise<PagedResult<IdentityUser>> {
  const { rows, total } = await scope.db.run((trx) =>
    listUsers(trx, { ...pageOf(query), filter: query.Filter }),
  );
  return { items: rows.map(toIdentityUser), totalCount: total };
}

export async function getUser(scope: RequestScope, id: string): Promise<IdentityUser> {
  return toIdentityUser(await scope.db.run((trx) => existingUser(trx, id)));
}

export async function findUserByUserName(
  scope: RequestScope,
  userName: string,
): Promise<IdentityUser | null> {
  const row = await scope.db.run((trx) => findUserBy(trx, 'normalized_user_name', userName));
  return row ? toIdentityUser(row) : null;
}

export async function findUserByEmail(scope: RequestScope, email: string): Promise<IdentityUser | null> {
  const row = await scope.db.run((trx) => findUserBy(trx, 'normalized_email', email));
  return row ? toIdentityUser(row) : null;
}

/** New users get the named roles, or the tenant's default roles when none are named. */
export async function createUser(scope: RequestScope, input: CreateInput): Promise<IdentityUser> {
  const fields = fieldsOf(input);
  // Hashing is slow on purpose: keep it outside the transaction.
  const passwordHash = await hashPassword(input.password);
  const time = new Date();
  return scope.db.run(async (trx) => {
    const id = newId(time.getTime());
    await ensureUnique(trx, fields, id);
    const roles = input.roleNames == null ? await defaultRoles(trx) : await rolesNamed(trx, input.roleNames);
    const row = await insertUser(trx, {
      ...fields,
      tenantId: scope.db.tenantId,
      id,
      passwordHash,
      stamp: newStamp(),
      securityStamp: newStamp(),
      creatorId: scope.user?.sub ?? null,
      time,
    }).catch((error: unknown) => rethrowDuplicate(error, fields));
    await replaceUserRoles(
      trx,
      scope.db.tenantId,
      id,
      roles.map((role) => role.id),
    );
    await audit(trx, scope, {
      entityName,
      entityId: id,
      action: 'Created',
      changedFields: changedFields({}, { ...auditedValues(fields), roles: roleNamesOf(roles) }),
      time,
    });
    return toIdentityUser(row);
  });
}

/** abp-contract.md: `roleNames: null` leaves roles alone; a non-empty `password` resets it. */
export async function updateUserById(
  scope: RequestScope,
  id: string,
  input: UpdateInput,
): Promise<IdentityUser> {
  const fields = fieldsOf(input);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const time = new Date();
  return scope.db.run(async (trx) => {
    const current = await existingUser(trx, id);
    if (input.concurrencyStamp && input.concurrencyStamp !== current.concurrency_stamp)
      throw new ConcurrencyError();
    await ensureUnique(trx, fields, id);
    const normalizedEmail = normalizeName(fields.email);
    const updated = await updateUserIfStamp(trx, id, current.concurrency_stamp, {
      user_name: fields.userName,
      normalized_user_name: normalizeName(fields.userName),
      email: fields.email,
      normalized_email: normalizedEmail,
      // A changed e-mail is no longer the confirmed one.
      email_confirmed: normalizedEmail === current.normalized_email ? current.email_confirmed : false,
      name: fields.name,
      surname: fields.surname,
      phone_number: fields.phoneNumber,
      is_active: fields.isActive,
      lockout_enabled: fields.lockoutEnabled,
      ...(passwordHash ? { password_hash: passwordHash, security_stamp: newStamp() } : {}),
      concurrency_stamp: newStamp(),
      entity_version: current.entity_version + 1,
      last_modification_time: time,
      last_modifier_id: scope.user?.sub ?? null,
    }).catch((error: unknown) => rethrowDuplicate(error, fields));
    if (!updated) throw new ConcurrencyError();
    // A new password ends every sign-in made with the old one (ADR 010).
    if (passwordHash) await revokeUserSessions(trx, id);
    const before = await rolesOfUser(trx, id);
    let after = before;
    if (input.roleNames != null) {
      after = await rolesNamed(trx, input.roleNames);
      await replaceUserRoles(
        trx,
        scope.db.tenantId,
        id,
        after.map((role) => role.id),
      );
    }
    const currentFields: UserFields = {
      userName: current.user_name,
      email: current.email,
      name: current.name,
      surname: current.surname,
      phoneNumber: current.phone_number,
      isActive: current.is_active,
      lockoutEnabled: current.lockout_enabled,
    };
    await audit(trx, scope, {
      entityName,
      entityId: id,
      action: 'Updated',
      changedFields: {
        ...changedFields(auditedValues(currentFields), auditedValues(fields)),
        ...changedFields({ roles: roleNamesOf(before) }, { roles: roleNamesOf(after) }),
        ...(passwordHash ? { password: { from: '***', to: '***' } } : {}),
      },
      time,
    });
    return toIdentityUser(await existingUser(trx, id));
  });
}

/** abp-contract.md: deleting yourself is a business refusal. */
export async function deleteUserById(scope: RequestScope, id: string): Promise<void> {
  if (scope.user?.sub === id) throw new BusinessError(ErrorCodes.CannotDeleteSelf);
  const time = new Date();
  await scope.db.run(async (trx) => {
    await existingUser(trx, id);
    await softDeleteUser(trx, id, { deleterId: scope.user?.sub ?? null, time, stamp: newStamp() });
    // Its roles and grants go too, so a token issued before the delete carries no permission any more.
    await replaceUserRoles(trx, scope.db.tenantId, id, []);
    await removeGrants(trx, 'U', id);
    await auditSoftDelete(trx, scope, { entityName, entityId: id, time });
  });
}
