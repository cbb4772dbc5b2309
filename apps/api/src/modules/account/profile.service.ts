import { ErrorCodes, type endpoints, type ParsedBodyOf, type Profile } from '@inventory/contracts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { newStamp, normalizeName } from '../../db/ids.ts';
import { BusinessError, ConcurrencyError, EntityNotFoundError } from '../../errors/app-errors.ts';
import { UnauthorizedError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { revokeUserSessions } from '../../oidc/session-revocation.ts';
import { settingRows } from '../../auth/access.repository.ts';
import { audit, changedFields } from '../audit/audit.ts';
import { SettingNames, settingValuesOf } from '../settings/setting-definitions.ts';
import { findOtherUserWith, findUser, updateUserIfStamp, type UserRow } from '../identity/user.repository.ts';

type UpdateProfileInput = ParsedBodyOf<typeof endpoints.account.updateProfile>;
type ChangePasswordInput = ParsedBodyOf<typeof endpoints.account.changePassword>;

function toProfile(user: UserRow): Profile {
  return {
    userName: user.user_name,
    email: user.email,
    name: user.name,
    surname: user.surname,
    phoneNumber: user.phone_number,
    isExternal: false,
    hasPassword: user.password_hash !== null,
    concurrencyStamp: user.concurrency_stamp,
    extraProperties: user.extra_properties,
  };
}

function userIdOf(scope: RequestScope): string {
  if (!scope.user) throw new UnauthorizedError();
  return scope.user.sub;
}

export async function getMyProfile(scope: RequestScope): Promise<Profile> {
  const id = userIdOf(scope);
  const user = await scope.db.run((trx) => findUser(trx, id));
  if (!user) throw new EntityNotFoundError('User', id);
  return toProfile(user);
}

export async function updateMyProfile(scope: RequestScope, input: UpdateProfileInput): Promise<Profile> {
  const id = userIdOf(scope);
  const time = new Date();
  return scope.db.run(async (trx) => {
    const user = await findUser(trx, id);
    if (!user) throw new EntityNotFoundError('User', id);
    if (input.concurrencyStamp && input.concurrencyStamp !== user.concurrency_stamp)
      throw new ConcurrencyError();
    // ABP Identity: with IsUserNameUpdateEnabled / IsEmailUpdateEnabled off, the stored value is kept.
    const settings = settingValuesOf(await settingRows(trx));
    const enabled = (name: string) => (settings[name] ?? 'true').trim().toLowerCase() === 'true';
    const userName = enabled(SettingNames.IsUserNameUpdateEnabled) ? input.userName : user.user_name;
    const email = enabled(SettingNames.IsEmailUpdateEnabled) ? input.email : user.email;
    const normalizedUserName = normalizeName(userName);
    const normalizedEmail = normalizeName(email);
    if (await findOtherUserWith(trx, 'normalized_user_name', normalizedUserName, id)) {
      throw new BusinessError(ErrorCodes.DuplicateUserName, { name: userName });
    }
    if (await findOtherUserWith(trx, 'normalized_email', normalizedEmail, id)) {
      throw new BusinessError(ErrorCodes.DuplicateEmail, { email });
    }
    const after = {
      user_name: userName,
      normalized_user_name: normalizedUserName,
      email,
      normalized_email: normalizedEmail,
      name: input.name,
      surname: input.surname ? input.surname : null,
      phone_number: input.phoneNumber ? input.phoneNumber : null,
      // A changed e-mail is no longer the confirmed one.
      email_confirmed: normalizedEmail === user.normalized_email ? user.email_confirmed : false,
      concurrency_stamp: newStamp(),
      entity_version: user.entity_version + 1,
      last_modification_time: time,
      last_modifier_id: id,
      ...(input.extraProperties ? { extra_properties: JSON.stringify(input.extraProperties) } : {}),
    };
    if (!(await updateUserIfStamp(trx, id, user.concurrency_stamp, after))) throw new ConcurrencyError();
    await audit(trx, scope, {
      entityName: 'User',
      entityId: id,
      action: 'Updated',
      changedFields: changedFields(
        {
          userName: user.user_name,
          email: user.email,
          name: user.name,
          surname: user.surname,
          phoneNumber: user.phone_number,
        },
        {
          userName: after.user_name,
          email: after.email,
          name: after.name,
          surname: after.surname,
          phoneNumber: after.phone_number,
        },
      ),
      time,
    });
    const updated = await findUser(trx, id);
    if (!updated) throw new EntityNotFoundError('User', id);
    return toProfile(updated);
  });
}

/** abp-contract.md: a wrong current password is a 403 "Incorrect password."; the policy is the schema's (400). */
export async function changeMyPassword(scope: RequestScope, input: ChangePasswordInput): Promise<void> {
  const id = userIdOf(scope);
  const user = await scope.db.run((trx) => findUser(trx, id));
  if (!user) throw new EntityNotFoundError('User', id);
  // Hashing is slow on purpose: keep it outside the transaction.
  if (!user.password_hash || !(await verifyPassword(input.currentPassword, user.password_hash))) {
    throw new BusinessError(ErrorCodes.IncorrectPassword);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const time = new Date();
  await scope.db.run(async (trx) => {
    const changes = {
      password_hash: passwordHash,
      security_stamp: newStamp(),
      concurrency_stamp: newStamp(),
      last_modification_time: time,
      last_modifier_id: id,
    };
    if (!(await updateUserIfStamp(trx, id, user.concurrency_stamp, changes))) throw new ConcurrencyError();
    // Every sign-in ends, this browser's too: the app is sent to sign in with the new password (ADR 010).
    await revokeUserSessions(trx, id);
    await audit(trx, scope, {
      entityName: 'User',
      entityId: id,
      action: 'Updated',
      changedFields: { password: { from: '***', to: '***' } },
      time,
    });
  });
}
