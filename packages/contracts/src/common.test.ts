import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  abpEnum,
  dateTime,
  money,
  pagedResult,
  pagingQuery,
  price,
  quantity,
  queryBool,
  requiredText,
} from './common.ts';
import { DocumentState } from './enums.ts';
import { ValidationKeys, encodeValidationMessage, parseValidationMessage } from './validation-keys.ts';

const messages = (schema: z.ZodType, input: unknown) =>
  (schema.safeParse(input).error?.issues ?? []).map((i) => i.message);

describe('paging query', () => {
  it('coerces query strings and applies ABP defaults', () => {
    expect(pagingQuery.parse({})).toEqual({ SkipCount: 0, MaxResultCount: 10 });
    expect(pagingQuery.parse({ SkipCount: '20', MaxResultCount: '1000' })).toEqual({
      SkipCount: 20,
      MaxResultCount: 1000,
    });
  });

  it('refuses more than 1000 rows, negative skips and non-integers with keyed messages', () => {
    expect(messages(pagingQuery, { MaxResultCount: '1001' })).toEqual([
      encodeValidationMessage(ValidationKeys.max, { max: 1000 }),
    ]);
    expect(messages(pagingQuery, { SkipCount: -1 })).toEqual([
      encodeValidationMessage(ValidationKeys.min, { min: 0 }),
    ]);
    expect(messages(pagingQuery, { MaxResultCount: 'ten' })).toEqual([
      encodeValidationMessage(ValidationKeys.integer),
    ]);
  });
});

describe('abpEnum', () => {
  const state = abpEnum(DocumentState);
  it('accepts names in any case, numbers and digit strings, and outputs numbers', () => {
    expect(state.parse('processing')).toBe(1);
    expect(state.parse('Finish')).toBe(2);
    expect(state.parse(3)).toBe(3);
    expect(state.parse('0')).toBe(0);
  });
  it('refuses unknown values with the list of names', () => {
    expect(messages(state, 'Closed')).toEqual([
      encodeValidationMessage(ValidationKeys.oneOf, { values: 'Draft, Processing, Finish, Discard' }),
    ]);
    expect(state.safeParse(7).success).toBe(false);
    expect(messages(z.object({ s: state }), {})).toEqual([encodeValidationMessage(ValidationKeys.required)]);
  });
});

describe('decimals', () => {
  it('limits decimal places per kind', () => {
    expect(quantity().safeParse(1.125).success).toBe(true);
    expect(messages(quantity(), 1.1255)).toEqual([
      encodeValidationMessage(ValidationKeys.decimalPlaces, { max: 3 }),
    ]);
    expect(price().safeParse(0.1234).success).toBe(true);
    expect(price().safeParse(0.12345).success).toBe(false);
    expect(money().safeParse(10.5).success).toBe(true);
    expect(money().safeParse(10.555).success).toBe(false);
    expect(quantity().safeParse(1e-7).success).toBe(false);
  });
});

describe('scalars', () => {
  it('accepts ISO instants with Z or an offset only', () => {
    expect(dateTime().safeParse('2026-01-02T03:04:05Z').success).toBe(true);
    expect(dateTime().safeParse('2026-01-02T03:04:05.123+08:00').success).toBe(true);
    expect(messages(dateTime(), '02/01/2026')).toEqual([ValidationKeys.dateTime]);
  });
  it('reads query booleans case-insensitively', () => {
    expect(queryBool().parse('True')).toBe(true);
    expect(queryBool().parse('false')).toBe(false);
    expect(queryBool().parse(true)).toBe(true);
  });
  it('maps text bounds to keys with params', () => {
    const name = z.object({ name: requiredText(4) });
    expect(messages(name, {})).toEqual([ValidationKeys.required]);
    expect(messages(name, { name: '   ' })).toEqual([ValidationKeys.required]);
    expect(messages(name, { name: 'abcdef' })).toEqual([
      encodeValidationMessage(ValidationKeys.maxLength, { max: 4 }),
    ]);
  });
  it('builds paged results', () => {
    expect(pagedResult(z.string()).parse({ items: ['a'], totalCount: 3 })).toEqual({
      items: ['a'],
      totalCount: 3,
    });
  });
});

describe('validation messages', () => {
  it('round-trip key and params', () => {
    expect(parseValidationMessage(encodeValidationMessage(ValidationKeys.maxLength, { max: 64 }))).toEqual({
      key: 'validation:maxLength',
      params: { max: 64 },
    });
    expect(parseValidationMessage('validation:required')).toEqual({ key: 'validation:required', params: {} });
    expect(parseValidationMessage('plain | text')).toEqual({ key: 'plain | text', params: {} });
  });
});
