import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { AbpErrorFormatHeader, type AbpErrorInfo, ErrorCodes } from '../errors.ts';
import { cultureFromAcceptLanguage, isTextKey, translate } from '../server-texts/index.ts';

/** Thrown inside a mock resolver to answer with an ABP error envelope. */
export class MockAbpError extends Error {
  constructor(
    readonly status: number,
    readonly error: AbpErrorInfo,
  ) {
    super(error.message ?? `HTTP ${status}`);
  }
}

export function abpErrorResponse(status: number, error: AbpErrorInfo): HttpResponse<{ error: AbpErrorInfo }> {
  return HttpResponse.json(
    { error: { code: null, details: null, data: null, validationErrors: null, ...error } },
    { status, headers: { [AbpErrorFormatHeader]: 'true' } },
  );
}

/**
 * A refusal in the server's own words and the request's language (abp-contract.md "Errors": the message is
 * localized per Accept-Language): the server's text of the code, filled from the error's data. A code the server
 * has no text for, or whose text names a param the mock did not carry, keeps the mock's English.
 */
export function inRequestLanguage(request: Request, error: AbpErrorInfo): AbpErrorInfo {
  const name = error.code?.split(':')[1];
  const key = name ? `errors:${name}` : '';
  if (!isTextKey(key)) return error;
  const culture = cultureFromAcceptLanguage(request.headers.get('Accept-Language') ?? undefined);
  const message = translate(culture, key, error.data ?? {});
  if (/\{\w+\}/.test(message)) return error;
  const validationErrors =
    error.validationErrors?.map((entry) =>
      entry.message === error.message ? { ...entry, message } : entry,
    ) ?? null;
  return { ...error, message, validationErrors };
}

export const notFound = (entity: string, id: string) =>
  new MockAbpError(404, {
    code: ErrorCodes.EntityNotFound,
    message: `There is no entity ${entity} with id = ${id}!`,
    data: { entity, id },
  });

export const conflict = () =>
  new MockAbpError(409, {
    code: ErrorCodes.ConcurrencyConflict,
    message:
      "The data you have submitted has already changed by another user/client. Please discard the changes you've done and try from the beginning.",
  });

/** 403; `members` also shows it as a field error, as the server does for a taken tenant name. */
export const business = (
  code: string,
  message: string,
  data: Record<string, unknown> = {},
  members: string[] = [],
) =>
  new MockAbpError(403, {
    code,
    message,
    data,
    validationErrors: members.length > 0 ? [{ message, members }] : null,
  });

/** `Sorting` → `sorting`: ABP (and the server) name members in camelCase, query parameters included. */
const camel = (segment: PropertyKey) => {
  const text = String(segment);
  return text.charAt(0).toLowerCase() + text.slice(1);
};

/** 400 with one validationError per zod issue; messages stay the contract's i18n keys. */
export function validationFailed(
  issues: readonly z.core.$ZodIssue[],
  prefix: readonly PropertyKey[] = [],
): MockAbpError {
  const validationErrors = issues.map((issue) => ({
    message: issue.message,
    members: [[...prefix, ...issue.path].map(camel).join('.')].filter((m) => m !== ''),
  }));
  return new MockAbpError(400, {
    code: ErrorCodes.ValidationFailed,
    message: 'Your request is not valid!',
    details: validationErrors.map((v) => `${v.members.join(', ')}: ${v.message}`).join('\n'),
    validationErrors,
  });
}
