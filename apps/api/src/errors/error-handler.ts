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

function send(reply: FastifyReply, status: number, envelope: AbpErrorEnvelope): FastifyReply {
  return reply
    .code(status)
    .header(AbpErrorFormatHeader, 'true')
    .type('application/json; charset=utf-8')
    .send(envelope);
}

/**
 * The one place a failure becomes a response (abp-contract.md "Errors"): AppErrors with their status and a localized
 * message, schema failures as 400 with validationErrors, everything else as a 500 whose body says nothing of it.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
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
    return send(reply, error.status, appErrorEnvelope(culture, error));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return send(reply, 400, validationEnvelope(culture, zodFailures(error)));
  }
  if (isRefusedByDatabase(error)) {
    // Last resort: the contracts should have refused this input first; the log says where they did not.
    request.log.warn({ err: error }, 'input refused by the database');
    return send(reply, 400, plainEnvelope(culture, ErrorCodes.ValidationFailed, 'errors:ValidationFailed'));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Malformed JSON, wrong content type, body too large…: Fastify's own refusals of the request as sent.
    request.log.info({ err: error }, 'request refused');
    return send(
      reply,
      status,
      plainEnvelope(culture, ErrorCodes.ValidationFailed, 'errors:ValidationFailed'),
    );
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, plainEnvelope(culture, ErrorCodes.InternalError, 'errors:InternalError'));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
