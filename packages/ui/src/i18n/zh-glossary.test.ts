import { describe, expect, it } from 'vitest';
import { zhTextReport } from '@inventory/contracts/zh-text';
import { abpEnum, encodeValidationMessage, ValidationKeys } from '@inventory/contracts';
import { z } from 'zod';
import { DocumentState } from '@inventory/domain';
import { translateMessage } from '../forms/translate-message.ts';
import { createI18n } from './create-i18n.ts';
import { resources } from './resources.ts';

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('zh-Hans ui texts follow the glossary (glossary-zh.md)', () => {
  it('every resource text', () => {
    expect(zhTextReport(leaves(resources['zh-Hans']))).toEqual([]);
  });

  it('names the product 进销存 (the stock area is 库存)', () => {
    const zh = createI18n('zh-Hans');
    expect(zh.t('common:appName')).toBe('进销存');
    expect(zh.t('layout:logo')).toContain('进销存');
    expect(zh.t('validation:required')).toBe('此项为必填项');
  });

  it('client validation messages with the values zod puts in (types, choices, field names)', () => {
    const zh = createI18n('zh-Hans');
    const schema = z.strictObject({
      text: z.string(),
      count: z.number().int(),
      lines: z.array(z.string()),
      flag: z.boolean(),
      when: z.iso.datetime(),
      state: abpEnum(DocumentState),
      mail: z.email(),
    });
    const parsed = schema.safeParse({
      text: 5,
      count: 'x',
      lines: {},
      flag: 'yes',
      when: 'soon',
      state: 'Nope',
      mail: 'x',
      extra: 1,
      other: 2,
    });
    const messages = (parsed.error?.issues ?? []).map((issue) => issue.message);
    messages.push(
      encodeValidationMessage(ValidationKeys.sorting, { fields: 'name, creationTime' }),
      encodeValidationMessage(ValidationKeys.invalidType, { expected: 'object' }),
    );
    expect(messages.length).toBeGreaterThan(8);
    const rendered = messages.map((m) => [m, translateMessage(zh, m) ?? ''] as const);
    expect(rendered.filter(([m, text]) => text === m)).toEqual([]);
    expect(zhTextReport(rendered)).toEqual([]);
  });
});
