import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DocumentState,
  ExpirationStatus,
  OutState,
  SkuKind,
  StockType,
  SwitchState,
  WarehouseInvoiceType,
  enumName,
  parseEnum,
  type EnumObject,
} from './enums.ts';

const all: [string, EnumObject][] = [
  ['DocumentState', DocumentState],
  ['StockType', StockType],
  ['WarehouseInvoiceType', WarehouseInvoiceType],
  ['SkuKind', SkuKind],
  ['SwitchState', SwitchState],
  ['ExpirationStatus', ExpirationStatus],
  ['OutState', OutState],
];

describe('enum numbers (§6)', () => {
  it('match the business rules table', () => {
    expect(DocumentState).toEqual({ Draft: 0, Processing: 1, Finish: 2, Discard: 3 });
    expect(StockType).toEqual({ In: 0, Out: 1, Move: 2 });
    expect(WarehouseInvoiceType).toEqual({ Other: 0, Produce: 1, Sale: 2, Purchase: 3 });
    expect(SkuKind).toEqual({ Single: 0, Group: 1 });
    expect(SwitchState).toEqual({ On: 0, Off: 1 });
    expect(ExpirationStatus).toEqual({ Normal: 0, NearExpiry: 1, Expired: 2 });
    expect(OutState).toEqual({ NotOut: 0, PartOut: 1, AllOut: 2 });
  });
});

describe('parseEnum', () => {
  it.each([
    ['Processing', 1],
    ['processing', 1],
    ['DISCARD', 3],
    [' Finish ', 2],
    [0, 0],
    ['2', 2],
  ] as const)('DocumentState %j → %i', (input, expected) => {
    expect(parseEnum(DocumentState, input)).toEqual({ ok: true, value: expected });
  });

  it.each(['Nope', 4, -1, '4', '', null, undefined, 1.5, 'constructor', 'toString'])(
    'refuses %j',
    (input) => {
      expect(parseEnum(DocumentState, input)).toEqual({
        ok: false,
        error: {
          code: 'Inventory:InvalidEnumValue',
          params: { value: input, allowed: ['Draft', 'Processing', 'Finish', 'Discard'] },
        },
      });
    },
  );

  it.each(all)('%s: every name and number round-trips', (_, enumObject) => {
    for (const [name, value] of Object.entries(enumObject)) {
      expect(parseEnum(enumObject, name)).toEqual({ ok: true, value });
      expect(parseEnum(enumObject, name.toUpperCase())).toEqual({ ok: true, value });
      expect(parseEnum(enumObject, value)).toEqual({ ok: true, value });
      expect(enumName(enumObject, value)).toBe(name);
    }
  });

  it('accepts exactly the defined numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10 }), (n) => {
        expect(parseEnum(WarehouseInvoiceType, n).ok).toBe(n >= 0 && n <= 3);
      }),
    );
  });
});
