import type { RequestScope } from '../../http/request-scope.ts';
import { newStamp } from '../../db/ids.ts';
import { ConcurrencyError } from '../../errors/app-errors.ts';
import { audit, changedFields } from '../audit/audit.ts';
import { updateUserIfStamp } from './user.repository.ts';
import { existingUser } from './user-lookup.ts';

/**
 * ABP Pro's `PUT /api/identity/users/{id}/unlock`: the lockout ends now and the failed-attempt count starts again,
 * so the user can sign in at once. Unlocking a user who is not locked changes nothing and is not audited.
 */
export async function unlockUserById(scope: RequestScope, id: string): Promise<void> {
  const time = new Date();
  await scope.db.run(async (trx) => {
    const current = await existingUser(trx, id);
    if (current.lockout_end === null && current.access_failed_count === 0) return;
    const updated = await updateUserIfStamp(trx, id, current.concurrency_stamp, {
      lockout_end: null,
      access_failed_count: 0,
      concurrency_stamp: newStamp(),
      entity_version: current.entity_version + 1,
      last_modification_time: time,
      last_modifier_id: scope.user?.sub ?? null,
    });
    if (!updated) throw new ConcurrencyError();
    await audit(trx, scope, {
      entityName: 'User',
      entityId: id,
      action: 'Updated',
      changedFields: changedFields(
        { lockoutEnd: current.lockout_end ? new Date(current.lockout_end).toISOString() : null },
        { lockoutEnd: null },
      ),
      time,
    });
  });
}
