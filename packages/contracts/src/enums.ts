import { SwitchState, type EnumObject, parseEnum } from '@inventory/domain';

// The wire enums are the domain's (business-rules.md §6); contracts only adds the schema side.
export {
  DocumentState,
  StockType,
  WarehouseInvoiceType,
  SkuKind,
  SwitchState,
  ExpirationStatus,
  OutState,
  enumName,
  type EnumObject,
} from '@inventory/domain';

/** The SKU `state` switch (On/Off) is the domain's SwitchState. */
export const SkuState = SwitchState;
export type SkuState = SwitchState;

export type EnumValue<E extends EnumObject> = E[keyof E];

/** A name (any case) or a number (or its digits) → the enum's number; undefined when it is neither. */
export function enumFromWire<E extends EnumObject>(enumObject: E, input: unknown): EnumValue<E> | undefined {
  const result = parseEnum(enumObject, input);
  return result.ok ? result.value : undefined;
}
