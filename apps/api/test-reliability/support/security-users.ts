import type { AppDb } from '../../src/db/database.ts';
import { newId, newStamp, normalizeName } from '../../src/db/ids.ts';

/**
 * A user with no role whose own grants (provider U) are exactly `permissions`. It has no password: tests mint its
 * tokens (security-tokens.ts), which is what a sign-in would give it.
 */
export async function insertUserWithGrants(
  db: AppDb,
  tenantRowId: string,
  userName: string,
  permissions: readonly string[],
  options: { isActive?: boolean } = {},
): Promise<string> {
  const id = newId();
  await db.tenant(tenantRowId, async (trx) => {
    await trx
      .insertInto('users')
      .values({
        tenant_id: tenantRowId,
        id,
        user_name: userName,
        normalized_user_name: normalizeName(userName),
        email: `${userName}@security.local`,
        normalized_email: normalizeName(`${userName}@security.local`),
        name: userName,
        surname: null,
        password_hash: null,
        is_active: options.isActive ?? true,
        email_confirmed: true,
        concurrency_stamp: newStamp(),
        security_stamp: newStamp(),
      })
      .execute();
    if (permissions.length === 0) return;
    await trx
      .insertInto('permission_grants')
      .values(
        permissions.map((name) => ({
          tenant_id: tenantRowId,
          name,
          provider_name: 'U' as const,
          provider_key: id,
        })),
      )
      .execute();
  });
  return id;
}
