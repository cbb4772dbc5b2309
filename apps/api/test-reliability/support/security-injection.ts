import { z } from 'zod';

/**
 * Fields only the server may set (business-rules: ids, numbers, states, totals, counts, audit columns, stamps),
 * with values that cannot occur by chance: the amount 987654.32 (valid money, so a declared total reaches its
 * check), a 9-digit integer, a `zq-injected` text, the
 * `0badc0de` uuid, the year 2001. Any of them found in the database or an answer afterwards was mass-assigned.
 */
export const injectedUuid = '0badc0de-0000-7000-8000-00000000beef';
export const injectedDecimal = 987654.32;
export const injectedInteger = 987654321;
export const injectedText = 'zq-injected';
export const injectedTime = '2001-02-03T04:05:06.000Z';

export const markers = [
  injectedUuid,
  '987654.32',
  String(injectedInteger),
  injectedText,
  '2001-02-03',
] as const;

/** Document/record level. `tenantId` is filled in by the test (another tenant's id). */
export const serverOwnedFields: Record<string, unknown> = {
  id: injectedUuid,
  number: `${injectedText}-number`,
  state: 77,
  status: 77,
  outState: 77,
  kind: 77,
  totalPrice: injectedDecimal,
  totalCost: injectedDecimal,
  amount: injectedDecimal,
  rate: injectedDecimal,
  receivedCount: injectedDecimal,
  deliveredCount: injectedDecimal,
  inStockCount: injectedDecimal,
  outCount: injectedDecimal,
  stockCount: injectedDecimal,
  creator: `${injectedText}-creator`,
  creatorId: injectedUuid,
  creationTime: injectedTime,
  submitTime: injectedTime,
  lastModifierId: injectedUuid,
  lastModificationTime: injectedTime,
  isDeleted: true,
  deleterId: injectedUuid,
  deletionTime: injectedTime,
  concurrencyStamp: `${injectedText}-stamp`,
  entityVersion: injectedInteger,
  extraProperties: { [injectedText]: injectedText },
  normalizedName: `${injectedText}-normalized`,
  securityStamp: `${injectedText}-security`,
  passwordHash: `${injectedText}-hash`,
  accessFailedCount: injectedInteger,
  qrCode: `${injectedText}-qr`,
};

/** Line level (document items, kit components, permission and feature entries). */
export const serverOwnedLineFields: Record<string, unknown> = {
  id: injectedUuid,
  itemId: injectedUuid,
  tenantId: injectedUuid,
  inStockCount: injectedDecimal,
  deliveredCount: injectedDecimal,
  outCount: injectedDecimal,
  rate: injectedDecimal,
  cost: injectedDecimal,
  totalPrice: injectedDecimal,
  creationTime: injectedTime,
  expirationTime: injectedTime,
  correlationBatchNumber: `${injectedText}-batch`,
  supplierName: `${injectedText}-supplier`,
};

function unwrap(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 10; depth += 1) {
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodDefault
    ) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current.in as z.ZodType;
    } else {
      return current;
    }
  }
  return current;
}

/** The fields an object schema declares ([] when it is not an object). */
export function declaredKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const inner = unwrap(schema);
  if (inner instanceof z.ZodArray) return declaredKeys(inner.element as z.ZodType);
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
}

/** The declared keys of the objects inside the schema's array fields, by field. */
export function declaredLineKeys(schema: z.ZodType | undefined): Record<string, string[]> {
  if (!schema) return {};
  const inner = unwrap(schema);
  if (inner instanceof z.ZodArray) return declaredLineKeys(inner.element as z.ZodType);
  if (!(inner instanceof z.ZodObject)) return {};
  const result: Record<string, string[]> = {};
  for (const [key, field] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
    const value = unwrap(field);
    if (value instanceof z.ZodArray) result[key] = declaredKeys(value.element as z.ZodType);
  }
  return result;
}

/**
 * The body with `fields` added to it (to each element when it is an array) and `lineFields` to every object inside
 * its array fields. Keys the valid call already sets keep their value (a kit line's `id` names its component).
 */
export function inject(
  body: unknown,
  fields: Record<string, unknown>,
  lineFields: Record<string, unknown>,
): unknown {
  if (Array.isArray(body)) return body.map((element) => inject(element, fields, lineFields));
  if (typeof body !== 'object' || body === null) return body;
  const result: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [key, value] of Object.entries(result)) {
    if (Array.isArray(value)) {
      result[key] = value.map((line) =>
        typeof line === 'object' && line !== null ? { ...lineFields, ...line } : line,
      );
    }
  }
  return { ...fields, ...result };
}
