import { CompiledQuery, sql, type Kysely } from 'kysely';
import { AccessCache, inactiveAccess, loadUserAccess, type Access } from '../auth/access.service.ts';
import { HOST_TENANT_ID, type AppDb } from '../db/database.ts';
import type { Schema } from '../db/schema.ts';
import { isSessionSubject, sessionStands, tokenSessionState, type TokenSession } from '../oidc/index.ts';
import type { TokenSessionRow } from '../oidc/index.ts';
import { isUuid } from '../db/ids.ts';

/** What a signed-in request needs to know before its handler runs, read in one transaction (ADR 039). */
export interface SignedInState {
  /** The sign-in behind the token still stands (always true for an external issuer's tokens). */
  sessionAlive: boolean;
  /** The token's tenant (null for a host user); undefined: missing or deleted. */
  tenant: { id: string; name: string; isActive: boolean } | null | undefined;
  access: Access;
  /** Whether the access came from this process's memory (the bench's breakdown counts them). */
  cached: boolean;
}

interface StateRow extends TokenSessionRow {
  tenant_name: string | null;
  tenant_active: boolean | null;
  user_active: boolean;
  stamp: string;
}

/**
 * Where the state statement runs: its own transaction in the tenant by default, or the transaction the request's
 * handler will go on with (ADR 044, http/request-transaction.ts).
 */
export type StateTransaction = (
  scopeId: string,
  fn: (trx: Kysely<Schema>) => Promise<SignedInState>,
) => Promise<SignedInState>;

// One cache per database: several apps built over one database in a test share what that database says.
const caches = new WeakMap<AppDb, AccessCache>();

export function accessCacheOf(db: AppDb): AccessCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new AccessCache()));
  return cache;
}

/**
 * One statement answers "does the sign-in stand, is the tenant there and active, is the user active, and what is
 * the tenant's access stamp": the session check of ADR 010, the tenant and user checks, and the cache's key, all
 * read afresh on every request in one round trip. Only when the stamp differs from the cached one are the roles,
 * grants and features read, in the same transaction (the stamp is read first, so the access read is never older).
 */
export async function readSignedInState(
  db: AppDb,
  input: { tenantId: string | null; userId: string; session: TokenSession | null },
  inTransaction: StateTransaction = (scopeId, fn) => db.tenant(scopeId, fn),
): Promise<SignedInState> {
  const { tenantId, userId, session } = input;
  if (session && !isSessionSubject(session)) {
    return { sessionAlive: false, tenant: undefined, access: noAccess, cached: false };
  }
  if (tenantId !== null && !isUuid(tenantId)) {
    return { sessionAlive: true, tenant: undefined, access: noAccess, cached: false };
  }
  const scopeId = tenantId ?? HOST_TENANT_ID;
  const userUuid = isUuid(userId) ? userId : null;
  const cache = accessCacheOf(db);
  return inTransaction(scopeId, async (trx) => {
    const row = await stateRow(db, trx, { tenantId, scopeId, userUuid, session });
    const sessionAlive = session === null || sessionStands(row, session);
    const tenant =
      tenantId === null
        ? null
        : row?.tenant_active === null || row?.tenant_active === undefined
          ? undefined
          : { id: tenantId, name: row.tenant_name ?? '', isActive: row.tenant_active };
    if (!sessionAlive || !row || tenant === undefined || (tenant && !tenant.isActive)) {
      return { sessionAlive, tenant, access: noAccess, cached: false };
    }
    const stamp = String(row.stamp);
    let access = userUuid ? cache.get(scopeId, userUuid, stamp) : undefined;
    const cached = access !== undefined;
    if (!access && userUuid) {
      access = await loadUserAccess(trx, userUuid);
      cache.set(scopeId, userUuid, stamp, access);
    }
    if (!access) return { sessionAlive, tenant, access: noAccess, cached: false };
    return { sessionAlive, tenant, access: row.user_active ? access : inactiveAccess(access), cached };
  });
}

const noAccess: Access = { grantedPolicies: new Set(), features: {}, roles: [], userActive: false };

/** The state statement's inputs, in the order of {@link stateInputs}. */
interface StateInputs {
  grantId: string;
  subject: string;
  tenantId: string | null;
  scopeId: string;
  userUuid: string | null;
}
const stateInputs = ['grantId', 'subject', 'tenantId', 'scopeId', 'userUuid'] as const;

function stateStatement(input: StateInputs, withSession: boolean) {
  const { tenantId, scopeId, userUuid } = input;
  const sessionState = withSession
    ? tokenSessionState({ grantId: input.grantId, subject: input.subject, issuedAt: 0 })
    : null;
  return sql<StateRow>`
    SELECT ${sessionState ? sessionState.columns : sql`NULL AS grant_iat, NULL AS account, NULL AS valid_after`},
           t.name AS tenant_name, t.is_active AS tenant_active,
           (u.id IS NOT NULL) AS user_active,
           coalesce(s.stamp, 0) AS stamp
    FROM (SELECT 1) AS one
    ${sessionState ? sessionState.joins : sql``}
    LEFT JOIN tenants t ON t.id = ${tenantId}::uuid AND NOT t.is_deleted
    LEFT JOIN users u ON u.tenant_id = ${scopeId}::uuid AND u.id = ${userUuid}::uuid
      AND u.is_active AND NOT u.is_deleted
    LEFT JOIN access_stamps s ON s.tenant_id = ${scopeId}::uuid`;
}

/** The statement's text and which input each of its parameters is, compiled once per form (ADR 064). */
interface CompiledState {
  sql: string;
  parameters: readonly (typeof stateInputs)[number][];
}

// Compiled once per database and form (with or without the sign-in's columns): the text never changes, only the
// five values, so no request builds and compiles it again (~0.15 ms of every signed-in request's CPU).
const compiledStates = new WeakMap<AppDb, { session?: CompiledState; plain?: CompiledState }>();

function compiledState(db: AppDb, trx: Kysely<Schema>, withSession: boolean): CompiledState {
  let forms = compiledStates.get(db);
  if (!forms) compiledStates.set(db, (forms = {}));
  const known = withSession ? forms.session : forms.plain;
  if (known) return known;
  // Each input as a marker no real value can be, to find which parameter is which.
  const markers = Object.fromEntries(
    stateInputs.map((name) => [name, `\u0000${name}`]),
  ) as unknown as StateInputs;
  const compiled = stateStatement(markers, withSession).compile(trx);
  const parameters = compiled.parameters.map((value) => {
    const name = stateInputs.find((input) => markers[input] === value);
    if (!name) throw new Error('The state statement has a parameter of its own');
    return name;
  });
  const form = { sql: compiled.sql, parameters };
  if (withSession) forms.session = form;
  else forms.plain = form;
  return form;
}

async function stateRow(
  db: AppDb,
  trx: Kysely<Schema>,
  input: { tenantId: string | null; scopeId: string; userUuid: string | null; session: TokenSession | null },
): Promise<StateRow | undefined> {
  const { tenantId, scopeId, userUuid, session } = input;
  const values: StateInputs = {
    grantId: session?.grantId ?? '',
    subject: session?.subject ?? '',
    tenantId,
    scopeId,
    userUuid,
  };
  const form = compiledState(db, trx, session !== null);
  const { rows } = await trx.executeQuery<StateRow>(
    CompiledQuery.raw(
      form.sql,
      form.parameters.map((name) => values[name]),
    ),
  );
  return rows[0];
}
