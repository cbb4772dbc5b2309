import type { AbpErrorEnvelope } from '@inventory/contracts';
import { parseValidationMessage } from '@inventory/contracts';
import { isTextKey, translate, type Culture } from '@inventory/contracts/server-texts';
import { AppError, EntityNotFoundError, ValidationError, type ValidationFailure } from './app-errors.ts';

/** Translates an i18n key, or an encoded contracts message (`validation:maxLength|{"max":64}`); other text as is. */
export function localizeMessage(
  culture: Culture,
  message: string,
  params: Record<string, unknown> = {},
): string {
  const parsed = parseValidationMessage(message);
  return isTextKey(parsed.key) ? translate(culture, parsed.key, { ...parsed.params, ...params }) : message;
}

export function validationEnvelope(culture: Culture, failures: ValidationFailure[]): AbpErrorEnvelope {
  const validationErrors = failures.map((failure) => ({
    message: localizeMessage(culture, failure.key, failure.params),
    members: failure.members,
  }));
  const details = [
    translate(culture, 'errors:ValidationDetails'),
    ...validationErrors.map((error) => ` - ${error.message}`),
  ].join('\n');
  return {
    error: {
      code: null,
      message: translate(culture, 'errors:ValidationFailed'),
      details,
      data: {},
      validationErrors,
    },
  };
}

/** The input members an error is about (e.g. a taken name), when it carries them: also shown as a field error. */
function fieldMembersOf(error: AppError): string[] {
  const members: unknown = Object.hasOwn(error, 'fieldMembers')
    ? (error as { fieldMembers?: unknown }).fieldMembers
    : undefined;
  return Array.isArray(members) ? members.map(String) : [];
}

export function appErrorEnvelope(culture: Culture, error: AppError): AbpErrorEnvelope {
  if (error instanceof ValidationError) return validationEnvelope(culture, error.failures);
  const params = { ...error.params };
  if (error instanceof EntityNotFoundError) {
    const entityKey = `entities:${String(params.entity)}`;
    if (isTextKey(entityKey)) params.entity = translate(culture, entityKey);
  }
  const message = translate(culture, error.textKey, params);
  const members = fieldMembersOf(error);
  return {
    error: {
      code: error.code,
      message,
      details: null,
      data: error.data,
      validationErrors: members.length > 0 ? [{ message, members }] : null,
    },
  };
}

export function plainEnvelope(
  culture: Culture,
  code: string,
  key: Parameters<typeof translate>[1],
): AbpErrorEnvelope {
  return {
    error: { code, message: translate(culture, key), details: null, data: {}, validationErrors: null },
  };
}
