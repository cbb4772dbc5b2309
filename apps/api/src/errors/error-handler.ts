import { AbpErrorFormatHeader, ErrorCodes, parseValidationMessage } from '@inventory/contracts';
import type { AbpErrorEnvelope } from '@inventory/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { cultureFromAcceptLanguage, isTextKey } from '@inventory/contracts/server-texts';
import { AppError, DatabaseUnavailableError, TenantResolveError } from './app-errors.ts';
import type { ValidationFailure } from './app-errors.ts';
import { appErrorEnvelope, plainEnvelope, validationEnvelope } from './error-envelope.ts';

export const TenantResolveErrorHeader = 'Abp-Tenant-Resolve-Error';

/** `items/0/count` (or `/MaxResultCount`) → `items.0.count` / `maxResultCount`: ABP members are camelCase. */
function memberOf(instancePath: string): string {
  return instancePath
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment) => segment.charAt(0).toLowerCase() + segment.slice(1))
    .join('.');
}

/**
 * A schema message is a contracts key (`validation:maxLength|{"max":64}`); should one ever be zod's own English,
 * it is replaced by the generic key, so that every message is localized.
 */
function keyOf(message: string | undefined): string {
  return message && isTextKey(parseValidationMessage(message).key) ? message : 'validation:invalid';
}

function zodFailures(error: FastifyError): ValidationFailure[] {
  return (error.validation ?? []).map((issue) => {
    const member = memberOf(issue.instancePath);
    return { key: keyOf(issue.message), params: {}, members: member ? [member] : [] };
  });
}

/**
 * PostgreSQL's data exceptions (class 22: a number out of range, a string too long, text it cannot represent …)
 * and its size limits (54000: an index row too large) are caused by the input, never by the server.
 */
function isRefusedByDatabase(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '54000');
}

function withStatus(reply: FastifyReply, status: number): FastifyReply {
  return reply.code(status).header(AbpErrorFormatHeader, 'true').type('application/json; charset=utf-8');
}

function send(reply: FastifyReply, status: number, envelope: AbpErrorEnvelope): FastifyReply {
  return withStatus(reply, status).send(envelope);
}

/** What a failure is answered with. */
interface Answer {
  status: number;
  envelope: AbpErrorEnvelope;
}

/**
 * The one place a failure becomes a response (abp-contract.md "Errors"): AppErrors with their status and a localized
 * message, schema failures as 400 with validationErrors, everything else as a 500 whose body says nothing of it.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, envelope } = answerOf(error, request, reply);
  return send(reply, status, envelope);
}

/** The answer to `error` (headers it needs are set on `reply`, the log says what the body does not). */
function answerOf(error: FastifyError, request: FastifyRequest, reply: FastifyReply): Answer {
  const culture = request.culture ?? cultureFromAcceptLanguage(request.headers['accept-language']);
  if (error instanceof AppError) {
    // The database is checked again within 2 s (ADR 011): a client need not come back sooner.
    if (error instanceof DatabaseUnavailableError) reply.header('retry-after', '2');
    if (error instanceof TenantResolveError) {
      // Header values are ASCII: the English text, URI-encoded (a tenant name may be Chinese).
      reply.header(
        TenantResolveErrorHeader,
        encodeURIComponent(appErrorEnvelope('en', error).error.message ?? ''),
      );
    }
    return { status: error.status, envelope: appErrorEnvelope(culture, error) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, envelope: validationEnvelope(culture, zodFailures(error)) };
  }
  if (isRefusedByDatabase(error)) {
    // Last resort: the contracts should have refused this input first; the log says where they did not.
    request.log.warn({ err: error }, 'input refused by the database');
    return {
      status: 400,
      envelope: plainEnvelope(culture, ErrorCodes.ValidationFailed, 'errors:ValidationFailed'),
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Malformed JSON, wrong content type, body too large…: Fastify's own refusals of the request as sent.
    request.log.info({ err: error }, 'request refused');
    return {
      status,
      envelope: plainEnvelope(culture, ErrorCodes.ValidationFailed, 'errors:ValidationFailed'),
    };
  }
  request.log.error({ err: error }, 'unhandled error');
  return {
    status: 500,
    envelope: plainEnvelope(culture, ErrorCodes.InternalError, 'errors:InternalError'),
  };
}

/** A write the server refused (4xx) or failed (5xx), as the audit log records it (issue 16). */
export interface RefusedWrite {
  request: FastifyRequest;
  status: number;
  /** The contract endpoint's name (`warehouse.update`), or `Request` when the route has none. */
  endpointName: string;
  /**
   * The endpoint's path as the contract declares it (`/api/app/warehouse/{id}`), never as sent: the log echoes no
   * text of the caller's (another tenant's ids, hostile values), whatever the request carried.
   */
  path: string;
  /** The envelope's error code (`Inventory:ConcurrencyConflict`) or, without one, its message key. */
  errorCode: string | null;
}

export type RefusedWriteRecorder = (refused: RefusedWrite) => Promise<void>;

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a refusal is audited: only writes (reads are never audited) by a signed-in caller whose tenant was
 * resolved. Anonymous requests (401, a bad token, an unknown tenant) are NOT recorded: anyone could flood the log
 * with them. Nor is a database outage (503): the row could not be written anyway.
 */
function isAuditedRefusal(request: FastifyRequest, error: FastifyError, status: number): boolean {
  if (status < 400 || readMethods.has(request.method.toUpperCase())) return false;
  if (error instanceof DatabaseUnavailableError) return false;
  return Boolean(request.scope?.user);
}

/**
 * The API's error handler. With `recordRefused`, a refused write is recorded after the failed transaction has
 * rolled back, in its own; should that fail, it is logged and the answer stays the same.
 */
export function registerErrorHandler(app: FastifyInstance, recordRefused?: RefusedWriteRecorder): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const { status, envelope } = answerOf(error, request, reply);
    if (recordRefused && isAuditedRefusal(request, error, status)) {
      const config = request.routeOptions.config as
        { endpoint?: { name?: unknown; path?: unknown } } | undefined;
      const endpoint = config?.endpoint;
      try {
        await recordRefused({
          request,
          status,
          endpointName: typeof endpoint?.name === 'string' ? endpoint.name : 'Request',
          path: typeof endpoint?.path === 'string' ? endpoint.path : (request.routeOptions.url ?? ''),
          errorCode: envelope.error.code ?? (error instanceof AppError ? error.textKey : null),
        });
      } catch (auditError) {
        request.log.error({ err: auditError }, 'the refused write could not be audited');
      }
    }
    // An async error handler answers with what it returns.
    withStatus(reply, status);
    return envelope;
  });
}
