import type { IdentityRole, ListResult } from '@inventory/contracts';
import { newStamp } from '../../db/ids.ts';
import { ConcurrencyError } from '../../errors/app-errors.ts';
import type { RequestScope } from '../../http/request-scope.ts';
import { updateUserIfStamp } from './user.repository.ts';
import { audit, changedFields } from '../audit/audit.ts';
import { allRoles, replaceUserRoles, rolesOfUser } from './role.repository.ts';
import { toIdentityRole } from './role.service.ts';
import { existingUser, roleNamesOf, rolesNamed } from './user-lookup.ts';

const entityName = 'User';

export async function getUserRoles(scope: RequestScope, id: string): Promise<ListResult<IdentityRole>> {
  const roles = await scope.db.run(async (trx) => {
    await existingUser(trx, id);
    return rolesOfUser(trx, id);
  });
  return { items: roles.map(toIdentityRole) };
}

export async function updateUserRoles(
  scope: RequestScope,
  id: string,
  roleNames: readonly string[],
): Promise<void> {
  const time = new Date();
  await scope.db.run(async (trx) => {
    const current = await existingUser(trx, id);
    const before = await rolesOfUser(trx, id);
    const after = await rolesNamed(trx, roleNames);
    await replaceUserRoles(
      trx,
      scope.db.tenantId,
      id,
      after.map((role) => role.id),
    );
    // The roles are part of the user: a form holding the old stamp must not overwrite them unknowingly.
    if (!(await updateUserIfStamp(trx, id, current.concurrency_stamp, { concurrency_stamp: newStamp() }))) {
      throw new ConcurrencyError();
    }
    await audit(trx, scope, {
      entityName,
      entityId: id,
      action: 'Updated',
      changedFields: changedFields({ roles: roleNamesOf(before) }, { roles: roleNamesOf(after) }),
      time,
    });
  });
}

/** ABP answers every role of the tenant as assignable. */
export async function getAssignableRoles(scope: RequestScope): Promise<ListResult<IdentityRole>> {
  const roles = await scope.db.run((trx) => allRoles(trx));
  return { items: roles.map(toIdentityRole) };
}
