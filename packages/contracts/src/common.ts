import { z } from 'zod';
import { type EnumObject, type EnumValue, enumFromWire } from './enums.ts';
import { sortingQuery } from './sorting.ts';
import { ValidationKeys, encodeValidationMessage, keyed } from './validation-keys.ts';

// ---- scalars -------------------------------------------------------------------------------------------------

/** A GUID as ABP writes it (8-4-4-4-12 hex); our server issues v7 UUIDs. */
export const uuid = () => z.guid(keyed);
/** ISO-8601 instant with `Z` or an offset (abp-contract.md "JSON"). Kept as a string on both sides. */
export const dateTime = () => z.iso.datetime({ offset: true, ...keyed });
export const email = () => z.email(keyed).max(256, keyed);

/**
 * PostgreSQL text cannot hold U+0000; refused here rather than failing the insert. Built from the character's code
 * so the pattern holds no literal control character.
 */
export const withoutNul = new RegExp(`^[^${String.fromCharCode(0)}]*$`);
export const nulError = { error: encodeValidationMessage(ValidationKeys.pattern) };

/** Optional free text: trimmed, at most `max` characters, null allowed (ABP sends null for empty strings). */
export const optionalText = (max: number) =>
  z.string(keyed).trim().max(max, keyed).regex(withoutNul, nulError).nullish();
/** Required text: trimmed, 1..max characters. */
export const requiredText = (max: number, min = 1) =>
  z.string(keyed).trim().min(min, keyed).max(max, keyed).regex(withoutNul, nulError);
/**
 * The optimistic-concurrency stamp a client echoes back (32 hex characters from our server; ABP's are GUIDs): a
 * bound keeps absurd input a 400 instead of a string the database is asked to compare.
 */
export const concurrencyStamp = () => optionalText(64);
/** A role named in a user's role list: a role name's bounds, at most 100 of them. */
export const roleNameList = () => z.array(requiredText(256), keyed).max(100, keyed);
/** Response-side text: whatever the server stored (no bounds re-checked on the way out). */
export const nullableString = () => z.string().nullable();

function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return Infinity;
  const text = String(value);
  if (/e-/i.test(text))
    return Number(text.split(/e-/i)[1]) + (text.split('.')[1]?.split(/e/i)[0]?.length ?? 0);
  return text.split('.')[1]?.length ?? 0;
}

/**
 * A JSON number with at most `places` decimals (business-rules.md §2); exact decimal maths happens server side.
 * Its magnitude fits the NUMERIC(18, places) columns: 1e308 is a 400, not an overflow in the database.
 */
export const decimal = (places: number) => {
  const limit = 10 ** (18 - places);
  return z
    .number(keyed)
    .gt(-limit, keyed)
    .lt(limit, keyed)
    .refine((v) => decimalPlaces(v) <= places, {
      error: encodeValidationMessage(ValidationKeys.decimalPlaces, { max: places }),
    });
};
/** Quantity: up to 3 decimals. */
export const quantity = () => decimal(3);
/** Unit price or cost: up to 4 decimals. */
export const price = () => decimal(4);
/** Money total: 2 decimals. */
export const money = () => decimal(2);

/**
 * ABP enum: accepts a name (any case), a number, or the number's digits (query strings); outputs the number.
 * The UI maps numbers back to names with `enumName`.
 */
export function abpEnum<const E extends EnumObject>(
  enumObject: E,
): z.ZodType<EnumValue<E>, EnumValue<E> | string> {
  const values = Object.values(enumObject) as [EnumValue<E>, ...EnumValue<E>[]];
  const names = Object.keys(enumObject).join(', ');
  const error = (iss: z.core.$ZodRawIssue) =>
    iss.input === undefined || iss.input === null
      ? encodeValidationMessage(ValidationKeys.required)
      : encodeValidationMessage(ValidationKeys.oneOf, { values: names });
  const exact = z.literal(values, { error });
  const fromText = z
    .string({ error })
    .transform((text, ctx) => {
      const parsed = enumFromWire(enumObject, text);
      if (parsed === undefined) {
        ctx.issues.push({ code: 'custom', input: text, message: error({ code: 'custom', input: text }) });
        return z.NEVER;
      }
      return parsed as number;
    })
    .pipe(z.number());
  return z.union([exact, fromText], { error }) as unknown as z.ZodType<EnumValue<E>, EnumValue<E> | string>;
}

/** Response-side enum: the numbers only (the server always answers numbers), typed as the enum's values. */
export function enumValue<const E extends EnumObject>(enumObject: E) {
  const values = Object.values(enumObject) as [EnumValue<E>, ...EnumValue<E>[]];
  return z.literal(values);
}

// ---- query-string values (they arrive as strings) --------------------------------------------------------------

const integerText = z
  .string(keyed)
  .trim()
  .regex(/^[-+]?\d+$/, { error: encodeValidationMessage(ValidationKeys.integer) });
const numberText = z
  .string(keyed)
  .trim()
  .regex(/^[-+]?\d+(\.\d+)?$/, { error: encodeValidationMessage(ValidationKeys.number) });

const unionError = (key: typeof ValidationKeys.integer | typeof ValidationKeys.number) => ({
  error: (iss: z.core.$ZodRawIssue) =>
    encodeValidationMessage(iss.input === undefined || iss.input === null ? ValidationKeys.required : key),
});

/** Integer query value: a number, or its digits as a string. */
export function queryInt(bounds: { min?: number; max?: number } = {}) {
  let target = z.number(keyed).int(keyed);
  if (bounds.min !== undefined) target = target.min(bounds.min, keyed);
  if (bounds.max !== undefined) target = target.max(bounds.max, keyed);
  return z
    .union([z.number(), integerText.transform(Number)], unionError(ValidationKeys.integer))
    .pipe(target);
}

/** Decimal query value (e.g. a count for a check call). */
export function queryNumber(bounds: { min?: number; places?: number } = {}) {
  let target = decimal(bounds.places ?? 3);
  if (bounds.min !== undefined)
    target = target.refine((v) => v >= (bounds.min ?? 0), { error: validationMessageMin(bounds.min) });
  return z.union([z.number(), numberText.transform(Number)], unionError(ValidationKeys.number)).pipe(target);
}

function validationMessageMin(min: number): string {
  return encodeValidationMessage(ValidationKeys.min, { min });
}

/** Boolean query value: true/false, or "true"/"false"/"1"/"0" in any case. */
export const queryBool = () =>
  z.union([z.boolean(), z.stringbool({ error: encodeValidationMessage(ValidationKeys.boolean) })], keyed);

// ---- paging ---------------------------------------------------------------------------------------------------

/**
 * ABP paging input (abp-contract.md "Paging"): MaxResultCount above 1000 is a 400, not a silent clamp. `Sorting` is
 * not here: each list declares its own sortable fields with `pagedListQueryShape`.
 */
export const pagingQueryShape = {
  SkipCount: queryInt({ min: 0 }).default(0),
  MaxResultCount: queryInt({ min: 1, max: 1000 }).default(10),
};
export const pagingQuery = z.object(pagingQueryShape);
export type PagingQuery = z.infer<typeof pagingQuery>;

/** Paging plus `Sorting` over the list's allow-list of sortable fields (ADR 013). */
export function pagedListQueryShape<const F extends string>(sortable: readonly [F, ...F[]]) {
  return { ...pagingQueryShape, Sorting: sortingQuery(sortable) };
}

export const pagedResult = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), totalCount: z.number().int().min(0) });
export const listResult = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

export type PagedResult<T> = { items: T[]; totalCount: number };
export type ListResult<T> = { items: T[] };

/** ABP's ExtraProperties bag. */
export const extraProperties = () => z.record(z.string(), z.unknown());

/** Query text filter: trimmed, ≤ 128. */
export const queryText = () => z.string(keyed).trim().max(128, keyed).regex(withoutNul, nulError).optional();
/** Query instant (ISO string). */
export const queryDateTime = () => dateTime().optional();
/** Query id. */
export const queryUuid = () => uuid().optional();

/** `{ id }` path params. */
export const idParams = z.object({ id: uuid() });
