import type { z } from 'zod';

/** ABP's error envelope (abp-contract.md "Errors"), sent with header `_AbpErrorFormat: true`. */
export interface AbpValidationError {
  message: string;
  members?: string[] | null;
}
export interface AbpErrorInfo {
  code?: string | null;
  message?: string | null;
  details?: string | null;
  data?: Record<string, unknown> | null;
  validationErrors?: AbpValidationError[] | null;
}
export interface AbpErrorEnvelope {
  error: AbpErrorInfo;
}

export const AbpErrorFormatHeader = '_AbpErrorFormat';

/**
 * Every `error.code` the server sends. The UI translates `errors:<code>` with `error.data` as params (listed per
 * code); `error.message` is already localized per Accept-Language for clients that do not know the code.
 */
export const ErrorCodes = {
  // Generic (status decides; no business meaning)
  ValidationFailed: 'Abp:ValidationFailed', // 400
  Unauthorized: 'Abp:Unauthorized', // 401
  Forbidden: 'Abp:Forbidden', // 403 missing permission; data {permission}
  FeatureDisabled: 'Abp:FeatureDisabled', // 403; data {feature}
  EntityNotFound: 'Abp:EntityNotFound', // 404; data {entity, id}
  ConcurrencyConflict: 'Abp:ConcurrencyConflict', // 409
  IdempotencyKeyReused: 'Abp:IdempotencyKeyReused', // 409 same key, other body
  TenantNotFound: 'Abp:TenantNotFound', // __tenant unknown or inactive; data {tenant}
  NotImplemented: 'Abp:NotImplemented', // 501
  UnsupportedMediaType: 'Abp:UnsupportedMediaType', // 415 a body that is not application/json
  InternalError: 'Abp:InternalError', // 500, generic text only
  DatabaseUnavailable: 'Abp:DatabaseUnavailable', // 503 the database cannot be reached now; retry later
  // Account / identity / tenants (403)
  IncorrectPassword: 'Abp:IncorrectPassword',
  PasswordPolicy: 'Identity:PasswordPolicy',
  DuplicateUserName: 'Identity:DuplicateUserName', // data {name}
  DuplicateEmail: 'Identity:DuplicateEmail', // data {email}
  DuplicateRoleName: 'Identity:DuplicateRoleName', // data {name}
  CannotDeleteSelf: 'Identity:CannotDeleteSelf',
  StaticRoleCannotBeChanged: 'Identity:StaticRoleCannotBeChanged', // data {name}
  DuplicateTenantName: 'Tenant:DuplicateName', // data {name}
  // Inventory business rules (403)
  DuplicateWarehouseName: 'Inventory:DuplicateWarehouseName', // data {name}
  DuplicateSupplierName: 'Inventory:DuplicateSupplierName', // data {name}
  DuplicateSkuCode: 'Inventory:DuplicateSkuCode', // data {code}
  DuplicateCategoryName: 'Inventory:DuplicateCategoryName', // data {name}
  DuplicateCustomizationCode: 'Inventory:DuplicateCustomizationCode', // data {code}
  WarehouseHasStock: 'Inventory:WarehouseHasStock', // data {name}
  SkuHasStock: 'Inventory:SkuHasStock', // data {name}
  StockNotZero: 'Inventory:StockNotZero', // DELETE /stock on a non-zero row; data {sku, warehouse, count}
  CategoryHasChildren: 'Inventory:CategoryHasChildren', // data {name}
  CategoryCycle: 'Inventory:CategoryCycle', // parentId would make a loop
  StockShortage: 'Inventory:StockShortage', // data {shortages: [{sku, warehouse, wanted, available}]}
  InvalidStateTransition: 'Inventory:InvalidStateTransition', // data {number, state, action}
  DocumentNotEditable: 'Inventory:DocumentNotEditable', // save on a non-Draft; data {number, state}
  EmptyDocument: 'Inventory:EmptyDocument', // submit without lines
  BatchDatesMismatch: 'Inventory:BatchDatesMismatch', // data {sku, batchNumber}
  ExpiredBatch: 'Inventory:ExpiredBatch', // explicit expired batch for sale/production; data {sku, batchNumber}
  BatchNotFound: 'Inventory:BatchNotFound', // data {sku, batchNumber, warehouse}
  OverReceipt: 'Inventory:OverReceipt', // more than ordered; data {sku, ordered, received, wanted}
  SameWarehouseMove: 'Inventory:SameWarehouseMove',
  WarehouseRequired: 'Inventory:WarehouseRequired',
  SupplierRequired: 'Inventory:SupplierRequired',
  DiscountOutOfRange: 'Inventory:DiscountOutOfRange', // data {discount, total}
  TotalMismatch: 'Inventory:TotalMismatch', // client total disagrees; data {sent, computed}
  AmountTooLarge: 'Inventory:AmountTooLarge', // a document total beyond what money columns hold; data {amount}
  NotAGroupSku: 'Inventory:NotAGroupSku', // data {sku}
  SkuOff: 'Inventory:SkuOff', // an Off SKU on a new document; data {sku}
  DocumentLineNotFound: 'Inventory:DocumentLineNotFound', // itemId names no open line; data {itemId}
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];
export const errorCodeList: readonly ErrorCode[] = Object.values(ErrorCodes);

/** A non-2xx answer (product-spec §8: status, body, headers, and the parsed ABP error when there is one). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: string;
  readonly headers: Headers;
  /** The envelope's `error`, when the body is an ABP error envelope. */
  readonly error: AbpErrorInfo | undefined;
  readonly endpoint: string | undefined;

  constructor(init: { status: number; body: string; headers: Headers; endpoint?: string }) {
    const error = parseAbpError(init.body);
    super(error?.message ?? `HTTP ${init.status}`);
    this.status = init.status;
    this.body = init.body;
    this.headers = init.headers;
    this.error = error;
    this.endpoint = init.endpoint;
  }

  get code(): string | undefined {
    return this.error?.code ?? undefined;
  }
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `field` of `from` when absent, null or passing `valid`; false when it is there and wrong. */
function nullishField<T>(
  from: Fields,
  field: string,
  valid: (value: unknown) => value is T,
): T | null | undefined | false {
  const value = from[field];
  if (value === undefined || value === null) return value;
  return valid(value) ? value : false;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

function toValidationError(value: unknown): AbpValidationError | undefined {
  if (!isFields(value) || !isString(value.message)) return undefined;
  const members = nullishField(value, 'members', isStrings);
  if (members === false) return undefined;
  return { message: value.message, ...(members !== undefined && { members }) };
}

function toValidationErrors(value: unknown): value is AbpValidationError[] {
  return Array.isArray(value) && value.every((item) => toValidationError(item) !== undefined);
}

/**
 * The envelope's `error` with only the fields ABP defines, or undefined when a field has the wrong type. Checked by
 * hand rather than with a zod schema: this runs in the web app's first load, which zod would add ~25 KiB gzip to
 * (ADR 041); endpoint schemas stay zod and come with their routes.
 */
function toErrorInfo(value: unknown): AbpErrorInfo | undefined {
  if (!isFields(value)) return undefined;
  const info: AbpErrorInfo = {};
  for (const field of ['code', 'message', 'details'] as const) {
    const text = nullishField(value, field, isString);
    if (text === false) return undefined;
    if (text !== undefined) info[field] = text;
  }
  const data = nullishField(value, 'data', isFields);
  if (data === false) return undefined;
  if (data !== undefined) info.data = data;
  const validationErrors = nullishField(value, 'validationErrors', toValidationErrors);
  if (validationErrors === false) return undefined;
  if (validationErrors !== undefined) {
    info.validationErrors = validationErrors && validationErrors.map((item) => toValidationError(item)!);
  }
  return info;
}

/** The `error` of an ABP envelope in a body text, or undefined. */
export function parseAbpError(body: string): AbpErrorInfo | undefined {
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    return isFields(parsed) ? toErrorInfo(parsed.error) : undefined;
  } catch {
    return undefined;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** True when `value` is an ApiError carrying `code`. */
export function hasErrorCode(value: unknown, code: ErrorCode): value is ApiError {
  return isApiError(value) && value.code === code;
}

/**
 * Validation errors by member (camelCase, dotted for nested: `items.0.count`), for mapping onto form fields.
 * Errors without members are collected under `''`.
 */
export function fieldErrors(err: unknown): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  if (!isApiError(err)) return result;
  for (const v of err.error?.validationErrors ?? []) {
    const members = v.members && v.members.length > 0 ? v.members : [''];
    for (const member of members) (result[member] ??= []).push(v.message);
  }
  return result;
}

/** Refused before sending (product-spec §5): a missing path parameter or a null query parameter. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    readonly reason: 'missingPathParameter' | 'nullQueryParameter',
    readonly parameter: string,
    readonly endpoint: string,
  ) {
    super(`${endpoint}: ${reason} '${parameter}'`);
  }
}

/** A 2xx answer that does not match the endpoint's response schema: a contract bug, not a user error. */
export class ApiResponseError extends Error {
  override readonly name = 'ApiResponseError';
  constructor(
    readonly endpoint: string,
    readonly issues: readonly z.core.$ZodIssue[],
    readonly body: string,
  ) {
    super(`${endpoint}: response does not match the contract`);
  }
}
