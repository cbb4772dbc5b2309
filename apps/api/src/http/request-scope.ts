import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../db/database.ts';
import { bindTenant, type TenantDb } from '../db/tenant-db.ts';
import { DatabaseUnavailableError, TenantResolveError, UnauthorizedError } from '../errors/app-errors.ts';
import { cultureFromAcceptLanguage, type Culture } from '@inventory/contracts/server-texts';
import { loadAnonymousAccess, type Access } from '../auth/access.service.ts';
import { findTenantByIdOrName, type TenantRow } from '../tenancy/tenant.repository.ts';
import { readSignedInState, type SignedInState } from './request-state.ts';
import { openRequestTransaction, type RequestTransaction } from './request-transaction.ts';
import type { AccessClaims, OidcHandle } from '../oidc/index.ts';

export interface CurrentTenant {
  /** null = the host. */
  readonly id: string | null;
  readonly name: string | null;
}

/** Everything a handler may know about its caller, and the only database handle it gets. */
export interface RequestScope {
  readonly culture: Culture;
  readonly tenant: CurrentTenant;
  /** The verified access token's claims; null when anonymous. */
  readonly user: AccessClaims | null;
  readonly db: TenantDb;
  /** Effective permissions and features, loaded once per request. */
  access(): Promise<Access>;
  /** Whether access() answers from this process's memory (ADR 039); the bench counts it. */
  readonly accessCached?: boolean;
  /**
   * Ends the request's open transaction when the handler did not take it (ADR 044); called once the response is
   * on its way, whatever happened. Absent when nothing is held.
   */
  readonly release?: () => void;
}

declare module 'fastify' {
  interface FastifyRequest {
    culture: Culture | null;
    scope: RequestScope | null;
  }
}

export const tenantKey = '__tenant';

export interface ScopeOptions {
  /**
   * Keep the state statement's transaction open for the handler (ADR 044). Only for callers that end it and that
   * have the whole request by then (no body still coming from the client): route() asks for it once the body is
   * read, and releases it after the handler and on every response or abort.
   */
  hold?: boolean;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw new UnauthorizedError();
  return match[1];
}

function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

/** `__tenant` from the header, the query or a cookie, in that order (business-rules §9). */
function requestedTenant(request: FastifyRequest): string | undefined {
  const header = request.headers[tenantKey];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.[tenantKey] === 'string' ? (query[tenantKey] as string) : undefined;
  const value = fromHeader ?? fromQuery ?? cookieValue(request.headers.cookie, tenantKey);
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function activeTenant(row: TenantRow | undefined, key: string): CurrentTenant {
  if (!row) throw new TenantResolveError(key, 'notFound');
  if (!row.isActive) throw new TenantResolveError(key, 'inactive');
  return { id: row.id, name: row.name };
}

// A request's token, once verified: route() checks it before a body is read, resolveScope uses it after.
const verifiedTokens = new WeakMap<FastifyRequest, ReturnType<OidcHandle['verifySignedToken']>>();

function verifiedToken(request: FastifyRequest, oidc: OidcHandle, token: string) {
  let verified = verifiedTokens.get(request);
  if (!verified) {
    // A token that cannot be checked for want of the database (its key is re-read) is not a bad token either.
    verified = oidc.verifySignedToken(token).catch((error: unknown) => {
      throw error instanceof DatabaseUnavailableError ? error : new UnauthorizedError();
    });
    verifiedTokens.set(request, verified);
  }
  return verified;
}

/**
 * Refuses a malformed Authorization header or a token that does not verify (a 401), without the database: route()
 * runs it before a request's body is read, so a body is only read for a caller whose token holds.
 */
export async function checkBearer(request: FastifyRequest, oidc: OidcHandle): Promise<void> {
  const token = bearerToken(request);
  if (token) await verifiedToken(request, oidc, token);
}

/**
 * Who calls, in which tenant (business-rules §9): after sign-in the token's tenant claim, always; before, the
 * `__tenant` key by id or name. A bad token is a 401; an unknown or inactive tenant a TenantResolveError.
 */
export async function resolveScope(
  request: FastifyRequest,
  db: AppDb,
  oidc: OidcHandle,
  options: ScopeOptions = {},
): Promise<RequestScope> {
  const culture = request.culture ?? cultureFromAcceptLanguage(request.headers['accept-language']);
  const token = bearerToken(request);
  if (token) {
    const signed = await verifiedToken(request, oidc, token);
    const user = signed.claims;
    const tenantId = user.tenantId ?? null;
    // One round trip reads the sign-in, the tenant, the user and the access stamp (ADR 039). A token that cannot
    // be checked for want of the database is not a bad token: the caller stays signed in (a 503). With `hold`, it
    // is read in the transaction the handler goes on with (ADR 044).
    let held: RequestTransaction<SignedInState> | undefined;
    const input = { tenantId, userId: user.sub, session: signed.session };
    const state = options.hold
      ? await readSignedInState(db, input, (scopeId, fn) => {
          held = openRequestTransaction(db, scopeId, fn);
          return held.first;
        })
      : await readSignedInState(db, input);
    try {
      if (!state.sessionAlive) throw new UnauthorizedError();
      const tenant: CurrentTenant = tenantId
        ? activeTenant(state.tenant ?? undefined, tenantId)
        : { id: null, name: null };
      const access = Promise.resolve(state.access);
      return {
        culture,
        tenant,
        user,
        db: held?.db ?? bindTenant(db, tenant.id),
        access: () => access,
        accessCached: state.cached,
        ...(held ? { release: held.release } : {}),
      };
    } catch (error) {
      held?.release();
      throw error;
    }
  }
  const key = requestedTenant(request);
  const tenant: CurrentTenant = key
    ? activeTenant(await db.system((trx) => findTenantByIdOrName(trx, key)), key)
    : { id: null, name: null };
  const tenantDb = bindTenant(db, tenant.id);
  let access: Promise<Access> | undefined;
  return {
    culture,
    tenant,
    user: null,
    db: tenantDb,
    access: () => (access ??= loadAnonymousAccess(tenantDb)),
    accessCached: false,
  };
}
