import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AppDb } from '../db/database.ts';
import type { Schema } from '../db/schema.ts';
import { isUuid } from '../db/ids.ts';

// Any transaction will do (a tenant's, or the system's): the provider's tables carry no tenant and no row policy.
type Trx = Kysely<Schema>;

/**
 * Ends every sign-in of a user (ADR 010): grants with their codes and refresh tokens, and the browser sessions, so
 * that the next authorization asks for the (new) password. Access tokens are JWTs and cannot be deleted: the
 * token check refuses them because their grant is gone, and `tokens_valid_after` also refuses any token issued
 * before now from a grant that a sign-in racing this change created.
 * Run it inside the transaction that changes the password, so both happen or neither does.
 */
export async function revokeUserSessions(trx: Trx, userId: string): Promise<void> {
  await sql`
    WITH grants AS (
      SELECT id FROM oidc_payloads WHERE model = 'Grant' AND payload ->> 'accountId' = ${userId}
    )
    DELETE FROM oidc_payloads
    WHERE grant_id IN (SELECT id FROM grants)
       OR (model IN ('Grant', 'Session') AND payload ->> 'accountId' = ${userId})`.execute(trx);
  await sql`UPDATE oidc_accounts SET tokens_valid_after = now() WHERE user_id = ${userId}::uuid`.execute(trx);
}

/**
 * Ends every grant started in one browser session (sign-out). oidc-provider's end-session revokes only the
 * session's latest grant per client, and not even that one when it holds offline_access.
 */
export async function revokeBrowserSessionGrants(db: AppDb, sessionUid: string): Promise<void> {
  await db.system((trx) =>
    sql`
      WITH grants AS (
        SELECT DISTINCT grant_id AS id FROM oidc_payloads
        WHERE model IN ('AuthorizationCode', 'RefreshToken') AND payload ->> 'sessionUid' = ${sessionUid}
          AND grant_id IS NOT NULL
      )
      DELETE FROM oidc_payloads
      WHERE grant_id IN (SELECT id FROM grants) OR (model = 'Grant' AND id IN (SELECT id FROM grants))`.execute(
      trx,
    ),
  );
}

export interface TokenSession {
  /** The grant the access token was issued from (the `grant_id` claim). */
  grantId: string;
  subject: string;
  /** The token's `iat`, in seconds. */
  issuedAt: number;
}

/** What the token check reads about a sign-in: its grant's `iat` and account, and the account's cut-off. */
export interface TokenSessionRow {
  grant_iat: string | number | null;
  account: string | null;
  valid_after: string | number | null;
}

/**
 * The columns and joins that read a token's sign-in, to put in a statement that starts
 * `SELECT <columns> FROM (SELECT 1) AS one <joins>`: two primary-key lookups. ADR 039 reads them in the same
 * statement as the rest of the request's state.
 */
export function tokenSessionState(token: TokenSession): {
  columns: RawBuilder<unknown>;
  joins: RawBuilder<unknown>;
} {
  return {
    columns: sql`g.payload ->> 'iat' AS grant_iat, g.payload ->> 'accountId' AS account,
             floor(extract(epoch FROM a.tokens_valid_after)) AS valid_after`,
    joins: sql`LEFT JOIN oidc_payloads g ON g.model = 'Grant' AND g.id = ${token.grantId}
        AND (g.expires_at IS NULL OR g.expires_at > now())
      LEFT JOIN oidc_accounts a ON a.user_id = ${token.subject}::uuid`,
  };
}

/** Whether the subject can name a sign-in at all (the lookups cast it to uuid). */
export function isSessionSubject(token: TokenSession): boolean {
  return isUuid(token.subject);
}

/**
 * Whether the row read by tokenSessionState says the sign-in stands: its grant exists (sign-out, refresh-token
 * reuse and a password change delete it) and neither it nor the token predates the user's last password change.
 */
export function sessionStands(row: TokenSessionRow | undefined, token: TokenSession): boolean {
  if (!row || row.grant_iat === null || row.account !== token.subject) return false;
  if (row.valid_after === null) return true;
  // Whole seconds on both sides: a sign-in completed in the same second as the change still counts as after it.
  const validAfter = Number(row.valid_after);
  return Number(row.grant_iat) >= validAfter && token.issuedAt >= validAfter;
}

/**
 * Whether the sign-in behind an access token still stands (sessionStands). One round trip and two primary-key
 * lookups, read from the database on every call so that a revocation made by any server process applies at once
 * in all of them.
 */
export async function isTokenSessionAlive(db: AppDb, token: TokenSession): Promise<boolean> {
  if (!isSessionSubject(token)) return false;
  const { columns, joins } = tokenSessionState(token);
  const { rows } = await db.system((trx) =>
    sql<TokenSessionRow>`SELECT ${columns} FROM (SELECT 1) AS one ${joins}`.execute(trx),
  );
  return sessionStands(rows[0], token);
}
