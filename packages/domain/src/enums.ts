import { domainError, err, ok, type DomainError, type Result } from './result.ts';

// Wire numbers of §6; the wire accepts names or numbers and answers numbers (ABP style).

export const DocumentState = { Draft: 0, Processing: 1, Finish: 2, Discard: 3 } as const;
export type DocumentState = (typeof DocumentState)[keyof typeof DocumentState];

export const StockType = { In: 0, Out: 1, Move: 2 } as const;
export type StockType = (typeof StockType)[keyof typeof StockType];

/** The source of a warehouse invoice (`type`); `Other` is a manual entry or a write-off. */
export const WarehouseInvoiceType = { Other: 0, Produce: 1, Sale: 2, Purchase: 3 } as const;
export type WarehouseInvoiceType = (typeof WarehouseInvoiceType)[keyof typeof WarehouseInvoiceType];

export const SkuKind = { Single: 0, Group: 1 } as const;
export type SkuKind = (typeof SkuKind)[keyof typeof SkuKind];

export const SwitchState = { On: 0, Off: 1 } as const;
export type SwitchState = (typeof SwitchState)[keyof typeof SwitchState];

export const ExpirationStatus = { Normal: 0, NearExpiry: 1, Expired: 2 } as const;
export type ExpirationStatus = (typeof ExpirationStatus)[keyof typeof ExpirationStatus];

export const OutState = { NotOut: 0, PartOut: 1, AllOut: 2 } as const;
export type OutState = (typeof OutState)[keyof typeof OutState];

/** Any of the enum objects above. */
export type EnumObject = Readonly<Record<string, number>>;

export type InvalidEnumError = DomainError<
  'Inventory:InvalidEnumValue',
  { value: unknown; allowed: string[] }
>;

/**
 * Reads an enum from the wire: a name (any case) or its number, also as numeric text.
 * e.g. `parseEnum(DocumentState, 'processing')` → ok 1; `parseEnum(StockType, '2')` → ok 2
 */
export function parseEnum<E extends EnumObject>(
  enumObject: E,
  nameOrNumber: unknown,
): Result<E[keyof E], InvalidEnumError> {
  const values = Object.values(enumObject) as E[keyof E][];
  const found = values.find((v) => matchesEnum(enumObject, v, nameOrNumber));
  if (found !== undefined) return ok(found);
  return err(
    domainError('Inventory:InvalidEnumValue', { value: nameOrNumber, allowed: Object.keys(enumObject) }),
  );
}

function matchesEnum(enumObject: EnumObject, value: number, input: unknown): boolean {
  if (typeof input === 'number') return input === value;
  if (typeof input !== 'string') return false;
  const text = input.trim();
  if (/^\d+$/.test(text)) return Number(text) === value;
  return enumName(enumObject, value)?.toLowerCase() === text.toLowerCase();
}

/** The name of an enum number, for display keys. e.g. `enumName(DocumentState, 2)` → 'Finish' */
export function enumName<E extends EnumObject>(enumObject: E, value: number): (keyof E & string) | undefined {
  return Object.keys(enumObject).find((key) => enumObject[key] === value);
}
