import type { AccountUser, endpoints, ParsedBodyOf } from '@inventory/contracts';
import { hashPassword } from '../../auth/password.ts';
import { newStamp } from '../../db/ids.ts';
import { ConcurrencyError, EntityNotFoundError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { revokeUserSessions } from '../../oidc/session-revocation.ts';
import { findUser, updateUserIfStamp } from '../identity/user.repository.ts';
import { audit } from '../audit/audit.ts';
import { allUsers } from '../identity/identity-user.repository.ts';

type SetPasswordInput = ParsedBodyOf<typeof endpoints.account.setPassword>;

/** The tenant's users for "creator" pickers: any signed-in user of the tenant may list them. */
export async function getAccountUsers(scope: RequestScope): Promise<AccountUser[]> {
  const rows = await scope.db.run((trx) => allUsers(trx));
  return rows.map((row) => ({ id: row.id, userName: row.user_name, name: row.name }));
}

/** An administrator sets another user's password (no current password needed). */
export async function setUserPassword(scope: RequestScope, input: SetPasswordInput): Promise<void> {
  // Hashing is slow on purpose: keep it outside the transaction.
  const passwordHash = await hashPassword(input.password);
  const time = new Date();
  await scope.db.run(async (trx) => {
    const user = await findUser(trx, input.userId);
    if (!user) throw new EntityNotFoundError('User', input.userId);
    const changes = {
      password_hash: passwordHash,
      security_stamp: newStamp(),
      concurrency_stamp: newStamp(),
      last_modification_time: time,
      last_modifier_id: scope.user?.sub ?? null,
    };
    if (!(await updateUserIfStamp(trx, user.id, user.concurrency_stamp, changes)))
      throw new ConcurrencyError();
    // Whoever held the old password (or a token made with it) is signed out everywhere (ADR 010).
    await revokeUserSessions(trx, user.id);
    await audit(trx, scope, {
      entityName: 'User',
      entityId: user.id,
      action: 'Updated',
      changedFields: { password: { from: '***', to: '***' } },
      time,
    });
  });
}
