import { ErrorCodes, type ErrorCode } from '@inventory/contracts';
import { isTextKey, type TextKey } from '@inventory/contracts/server-texts';

export type ErrorParams = Record<string, unknown>;

export interface ValidationFailure {
  /** An i18n key (or an encoded contracts validation message) and its params. */
  key: string;
  params: ErrorParams;
  /** camelCase member paths, dotted for nested members. */
  members: string[];
}

/**
 * An expected failure with a wire status (abp-contract.md "Errors"). The one error handler turns it into ABP's
 * envelope, localizing `textKey` with `params`; anything that is not an AppError is a 500.
 */
export abstract class AppError extends Error {
  abstract readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly textKey: TextKey,
    readonly params: ErrorParams = {},
  ) {
    super(`${code} ${JSON.stringify(params)}`);
  }
  /** Data sent as `error.data` (the params the UI translates `errors:<code>` with). */
  get data(): ErrorParams {
    return this.params;
  }
}

/** `Inventory:DuplicateWarehouseName` → `errors:DuplicateWarehouseName`. */
function textKeyOf(code: ErrorCode): TextKey {
  const key = `errors:${code.slice(code.indexOf(':') + 1)}`;
  if (!isTextKey(key)) throw new Error(`No server text for error code ${code}`);
  return key;
}

/** A business rule refused the call (403 with a specific, localized message). */
export class BusinessError extends AppError {
  readonly status = 403;
  constructor(code: ErrorCode, params: ErrorParams = {}) {
    super(code, textKeyOf(code), params);
  }
}

/**
 * Missing entity, or another tenant's id (404). `entity` is the type name ('Warehouse', 'Sku', …); the message shows
 * it translated when an `entities:<name>` text exists.
 */
export class EntityNotFoundError extends AppError {
  readonly status = 404;
  constructor(entity: string, id: string) {
    super(ErrorCodes.EntityNotFound, 'errors:EntityNotFound', { entity, id });
  }
}

/** Stale concurrencyStamp (409). */
export class ConcurrencyError extends AppError {
  readonly status = 409;
  constructor() {
    super(ErrorCodes.ConcurrencyConflict, 'errors:ConcurrencyConflict');
  }
}

/** An Idempotency-Key already used with another request body (409, business-rules §8). */
export class IdempotencyKeyReusedError extends AppError {
  readonly status = 409;
  constructor() {
    super(ErrorCodes.IdempotencyKeyReused, 'errors:IdempotencyKeyReused');
  }
}

/** The database cannot be reached right now (503): nothing was changed that is not whole; the call may be retried. */
export class DatabaseUnavailableError extends AppError {
  readonly status = 503;
  constructor() {
    super(ErrorCodes.DatabaseUnavailable, 'errors:DatabaseUnavailable');
  }
}

/** Not signed in, or a bad token (401). */
export class UnauthorizedError extends AppError {
  readonly status = 401;
  constructor() {
    super(ErrorCodes.Unauthorized, 'errors:Unauthorized');
  }
}

/** Signed in but lacking a permission (403). */
export class PermissionDeniedError extends AppError {
  readonly status = 403;
  constructor(permission: string) {
    super(ErrorCodes.Forbidden, 'errors:Forbidden', { permission });
  }
}

/** The tenant's feature is off (403). */
export class FeatureDisabledError extends AppError {
  readonly status = 403;
  constructor(feature: string) {
    super(ErrorCodes.FeatureDisabled, 'errors:FeatureDisabled', { feature });
  }
}

/** `__tenant` names no tenant, or an inactive one (answered with the Abp-Tenant-Resolve-Error header). */
export class TenantResolveError extends AppError {
  readonly status = 404;
  constructor(tenant: string, reason: 'notFound' | 'inactive') {
    super(
      ErrorCodes.TenantNotFound,
      reason === 'notFound' ? 'errors:TenantNotFound' : 'errors:TenantNotActive',
      {
        tenant,
      },
    );
  }
}

/** Input refused by a check the schemas cannot express (400). */
export class ValidationError extends AppError {
  readonly status = 400;
  constructor(readonly failures: ValidationFailure[]) {
    super(ErrorCodes.ValidationFailed, 'errors:ValidationFailed');
  }
}
