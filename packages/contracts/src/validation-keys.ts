import { z } from 'zod';

/**
 * Every message a contract schema can produce. Zod messages are i18n keys (style.md §9), never English: the UI
 * translates them in the `validation` namespace, the API localizes them into ABP `validationErrors`.
 * Params (in braces) travel inside the message, see `encodeValidationMessage`.
 */
export const ValidationKeys = {
  /** Missing, null or empty. */
  required: 'validation:required',
  /** Wrong JSON type. {expected} */
  invalidType: 'validation:invalidType',
  /** {min} */
  minLength: 'validation:minLength',
  /** {max} */
  maxLength: 'validation:maxLength',
  /** {min} */
  minItems: 'validation:minItems',
  /** {max} */
  maxItems: 'validation:maxItems',
  /** Inclusive lower bound. {min} */
  min: 'validation:min',
  /** Inclusive upper bound. {max} */
  max: 'validation:max',
  /** Exclusive lower bound. {min} */
  greaterThan: 'validation:greaterThan',
  /** Exclusive upper bound. {max} */
  lessThan: 'validation:lessThan',
  integer: 'validation:integer',
  number: 'validation:number',
  /** More decimal places than allowed. {max} */
  decimalPlaces: 'validation:decimalPlaces',
  email: 'validation:email',
  uuid: 'validation:uuid',
  dateTime: 'validation:dateTime',
  boolean: 'validation:boolean',
  /** Not one of the allowed values. {values} (comma separated) */
  oneOf: 'validation:oneOf',
  pattern: 'validation:pattern',
  /** ABP default password policy: ≥ 6 chars, digit, lower, upper, non-alphanumeric. {min} */
  passwordPolicy: 'validation:passwordPolicy',
  /** Confirmation differs from the new password (the form's pwdConfirm). */
  passwordMismatch: 'validation:passwordMismatch',
  /** A list's `Sorting` names a field it cannot sort by, or is not `field [asc|desc], …`. {fields} */
  sorting: 'validation:sorting',
  /** A tenant name: letters, digits, `-`, `_`, starting with a letter or digit. */
  tenantName: 'validation:tenantName',
  /** Unknown property in a strict object. {keys} */
  unknownKeys: 'validation:unknownKeys',
  invalid: 'validation:invalid',
} as const;

export type ValidationKey = (typeof ValidationKeys)[keyof typeof ValidationKeys];
export type ValidationParams = Record<string, string | number>;
export const validationKeyList: readonly ValidationKey[] = Object.values(ValidationKeys);

const separator = '|';

/** `validation:maxLength|{"max":64}`: the key, then the params as JSON when there are any. */
export function encodeValidationMessage(key: ValidationKey, params?: ValidationParams): string {
  return params && Object.keys(params).length > 0 ? `${key}${separator}${JSON.stringify(params)}` : key;
}

/** The inverse of `encodeValidationMessage`; any other text comes back as `{ key: text, params: {} }`. */
export function parseValidationMessage(message: string): { key: string; params: ValidationParams } {
  const at = message.indexOf(separator);
  if (at < 0) return { key: message, params: {} };
  try {
    const params: unknown = JSON.parse(message.slice(at + 1));
    if (params && typeof params === 'object')
      return { key: message.slice(0, at), params: params as ValidationParams };
  } catch {
    // Not one of ours: fall through and keep the text whole.
  }
  return { key: message, params: {} };
}

type RawIssue = z.core.$ZodRawIssue;

function num(value: unknown): number | string {
  return typeof value === 'bigint' ? Number(value) : (value as number);
}

function keyOf(iss: RawIssue): [ValidationKey, ValidationParams?] {
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined || iss.input === null) return [ValidationKeys.required];
      if (iss.expected === 'int') return [ValidationKeys.integer];
      if (iss.expected === 'number') return [ValidationKeys.number];
      return [ValidationKeys.invalidType, { expected: String(iss.expected) }];
    case 'too_small': {
      const min = num(iss.minimum);
      if (iss.origin === 'string')
        return min === 1 ? [ValidationKeys.required] : [ValidationKeys.minLength, { min }];
      if (iss.origin === 'array' || iss.origin === 'set') return [ValidationKeys.minItems, { min }];
      return iss.inclusive === false ? [ValidationKeys.greaterThan, { min }] : [ValidationKeys.min, { min }];
    }
    case 'too_big': {
      const max = num(iss.maximum);
      if (iss.origin === 'string') return [ValidationKeys.maxLength, { max }];
      if (iss.origin === 'array' || iss.origin === 'set') return [ValidationKeys.maxItems, { max }];
      return iss.inclusive === false ? [ValidationKeys.lessThan, { max }] : [ValidationKeys.max, { max }];
    }
    case 'invalid_format':
      if (iss.format === 'email') return [ValidationKeys.email];
      if (iss.format === 'uuid' || iss.format === 'guid') return [ValidationKeys.uuid];
      if (iss.format === 'datetime' || iss.format === 'date') return [ValidationKeys.dateTime];
      return [ValidationKeys.pattern];
    case 'invalid_value':
      return [ValidationKeys.oneOf, { values: iss.values.map(String).join(', ') }];
    case 'unrecognized_keys':
      return [ValidationKeys.unknownKeys, { keys: iss.keys.join(', ') }];
    case 'invalid_union':
      return iss.input === undefined || iss.input === null
        ? [ValidationKeys.required]
        : [ValidationKeys.invalid];
    default:
      return [ValidationKeys.invalid];
  }
}

/**
 * Zod error function: maps any issue to an encoded i18n key. Set as `error` on a schema it also covers the
 * schema's checks (zod ≥ 4.6 falls back to the owning schema's map).
 */
export function validationMessage(iss: RawIssue): string {
  const [key, params] = keyOf(iss);
  return encodeValidationMessage(key, params);
}

/** Shorthand for `{ error: validationMessage }`. */
export const keyed = { error: validationMessage } as const;

// Schemas written without `keyed` (shapes shared with responses, small one-off params) must speak in keys too: the
// fuzzing suite found zod's English ("Invalid input: expected string, received array") in 400 answers.
z.config({ customError: validationMessage });
