import { sql } from 'kysely';
import { HOST_TENANT_ID, type AppDb } from '../db/database.ts';
import { verifyOrDummy } from './password-check.ts';
import { isUuid } from '../db/ids.ts';

/** A user as the provider sees it; `tenantId` is null for the host. */
export interface UserAccount {
  id: string;
  tenantId: string | null;
  userName: string;
  email: string | null;
  emailConfirmed: boolean;
  name: string | null;
  surname: string | null;
  roles: string[];
}

export type SignInResult =
  { ok: true; account: UserAccount } | { ok: false; reason: 'invalid' | 'locked' | 'inactive' };

// ABP's defaults (business rule: 5 failed attempts lock the account for 5 minutes when lockoutEnabled).
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCKOUT_MS = 5 * 60 * 1000;

interface UserRow {
  id: string;
  user_name: string;
  email: string | null;
  email_confirmed: boolean;
  name: string | null;
  surname: string | null;
  password_hash: string | null;
  is_active: boolean;
  lockout_enabled: boolean;
  lockout_end: Date | string | null;
  access_failed_count: number;
}

type Trx = Parameters<Parameters<AppDb['tenant']>[1]>[0];

/** The tenant named on the login form (its name, or its id); undefined when unknown or inactive. */
export async function findActiveTenantId(db: AppDb, tenant: string): Promise<string | undefined> {
  const value = tenant.trim();
  const byId = isUuid(value);
  const { rows } = await db.system((trx) =>
    sql<{ id: string }>`SELECT id FROM tenants
      WHERE ${byId ? sql`id = ${value}::uuid` : sql`normalized_name = ${value.toUpperCase()}`}
        AND is_active AND NOT is_deleted`.execute(trx),
  );
  return rows[0]?.id;
}

/** A tenant's display name for prefilling the login form from `__tenant` (which may carry an id). */
export async function tenantDisplayName(db: AppDb, tenant: string): Promise<string> {
  if (!isUuid(tenant)) return tenant;
  const { rows } = await db.system((trx) =>
    sql<{ name: string }>`SELECT name FROM tenants WHERE id = ${tenant}::uuid AND NOT is_deleted`.execute(
      trx,
    ),
  );
  return rows[0]?.name ?? '';
}

async function loadRoles(trx: Trx, tenantId: string, userId: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT r.name FROM user_roles ur JOIN roles r ON r.tenant_id = ur.tenant_id AND r.id = ur.role_id
    WHERE ur.tenant_id = ${tenantId} AND ur.user_id = ${userId} ORDER BY r.name`.execute(trx);
  return rows.map((r) => r.name);
}

function toAccount(tenantId: string, row: UserRow, roles: string[]): UserAccount {
  return {
    id: row.id,
    tenantId: tenantId === HOST_TENANT_ID ? null : tenantId,
    userName: row.user_name,
    email: row.email,
    emailConfirmed: row.email_confirmed,
    name: row.name,
    surname: row.surname,
    roles,
  };
}

const userColumns = sql`id, user_name, email, email_confirmed, name, surname, password_hash, is_active, lockout_enabled,
  lockout_end, access_failed_count`;

/** Remembers the subject's tenant: tokens carry the bare user id, reading the user needs its tenant. */
async function rememberAccount(db: AppDb, tenantId: string, userId: string): Promise<void> {
  await db.system((trx) =>
    sql`INSERT INTO oidc_accounts (user_id, home_tenant_id) VALUES (${userId}, ${tenantId})
        ON CONFLICT (user_id) DO UPDATE SET home_tenant_id = excluded.home_tenant_id`.execute(trx),
  );
}

async function recordFailure(db: AppDb, tenantId: string, user: UserRow, now: Date): Promise<SignInResult> {
  return db.tenant(tenantId, async (trx) => {
    // Incremented in SQL, so concurrent failures from several processes all count.
    const { rows } = await sql<{ access_failed_count: number }>`
      UPDATE users SET access_failed_count = access_failed_count + 1
      WHERE tenant_id = ${tenantId} AND id = ${user.id} RETURNING access_failed_count`.execute(trx);
    const failures = rows[0]?.access_failed_count ?? 0;
    if (user.lockout_enabled && failures >= MAX_FAILED_ATTEMPTS) {
      const lockoutEnd = new Date(now.getTime() + LOCKOUT_MS).toISOString();
      await sql`UPDATE users SET lockout_end = ${lockoutEnd}::timestamptz, access_failed_count = 0
        WHERE tenant_id = ${tenantId} AND id = ${user.id}`.execute(trx);
    }
    // The attempt that starts a lockout says no more than any other wrong password.
    return { ok: false, reason: 'invalid' } as const;
  });
}

/**
 * Checks the login form (ADR 013). Unknown tenant, unknown user, wrong password and a locked account all answer
 * 'invalid' after one password verification (against a dummy hash when there is no user), so neither the text nor
 * the time tells whether a user name exists. Only the right password learns that the account is locked or inactive.
 */
export async function checkCredentials(
  db: AppDb,
  input: { tenant: string; username: string; password: string },
  now: Date,
): Promise<SignInResult> {
  const tenantId = input.tenant.trim() === '' ? HOST_TENANT_ID : await findActiveTenantId(db, input.tenant);
  const normalized = input.username.trim().toUpperCase();
  const user = tenantId
    ? await db.tenant(tenantId, async (trx) => {
        const { rows } = await sql<UserRow>`SELECT ${userColumns} FROM users
          WHERE tenant_id = ${tenantId} AND NOT is_deleted
            AND (normalized_user_name = ${normalized} OR normalized_email = ${normalized})
          ORDER BY (normalized_user_name = ${normalized}) DESC LIMIT 1`.execute(trx);
        return rows[0];
      })
    : undefined;
  const passwordMatches = await verifyOrDummy(input.password, tenantId ? user?.password_hash : undefined);
  if (!tenantId || !user?.password_hash) return { ok: false, reason: 'invalid' };
  const locked = user.lockout_enabled && user.lockout_end !== null && new Date(user.lockout_end) > now;
  // Failures during a lockout are not counted (as ABP): the lockout runs its course either way.
  if (!passwordMatches)
    return locked ? { ok: false, reason: 'invalid' } : recordFailure(db, tenantId, user, now);
  if (locked) return { ok: false, reason: 'locked' };
  if (!user.is_active) return { ok: false, reason: 'inactive' };
  const roles = await db.tenant(tenantId, async (trx) => {
    await sql`UPDATE users SET access_failed_count = 0, lockout_end = NULL
      WHERE tenant_id = ${tenantId} AND id = ${user.id}`.execute(trx);
    return loadRoles(trx, tenantId, user.id);
  });
  await rememberAccount(db, tenantId, user.id);
  return { ok: true, account: toAccount(tenantId, user, roles) };
}

/**
 * The account behind a token subject, or undefined when the user (or its tenant) is gone, deleted or
 * deactivated — the provider then refuses refresh and userinfo for it.
 */
export async function findAccountById(db: AppDb, userId: string): Promise<UserAccount | undefined> {
  if (!isUuid(userId)) return undefined;
  const { rows } = await db.system((trx) =>
    sql<{ tenant_id: string; tenant_active: boolean | null }>`
      SELECT a.home_tenant_id AS tenant_id, t.is_active AND NOT t.is_deleted AS tenant_active
      FROM oidc_accounts a LEFT JOIN tenants t ON t.id = a.home_tenant_id
      WHERE a.user_id = ${userId}::uuid`.execute(trx),
  );
  const entry = rows[0];
  if (!entry || (entry.tenant_id !== HOST_TENANT_ID && entry.tenant_active !== true)) return undefined;
  const tenantId = entry.tenant_id;
  return db.tenant(tenantId, async (trx) => {
    const { rows: users } = await sql<UserRow>`SELECT ${userColumns} FROM users
      WHERE tenant_id = ${tenantId} AND id = ${userId}::uuid AND NOT is_deleted AND is_active`.execute(trx);
    const user = users[0];
    return user ? toAccount(tenantId, user, await loadRoles(trx, tenantId, user.id)) : undefined;
  });
}
