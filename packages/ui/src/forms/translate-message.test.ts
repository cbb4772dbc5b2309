import { encodeValidationMessage, ValidationKeys } from '@inventory/contracts';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/create-i18n.ts';
import { translateMessage } from './translate-message.ts';

describe('translateMessage', () => {
  it('translates a contract key with its params', () => {
    const message = encodeValidationMessage(ValidationKeys.maxLength, { max: 64 });
    expect(translateMessage(createI18n('en'), message)).toBe('Enter at most 64 characters');
    expect(translateMessage(createI18n('zh-Hans'), message)).toBe('最多输入 64 个字符');
  });

  it('shows a zod type name by its text, never as the code', () => {
    const message = encodeValidationMessage(ValidationKeys.invalidType, { expected: 'string' });
    expect(translateMessage(createI18n('zh-Hans'), message)).toBe('值的类型不正确，应为文本');
    expect(translateMessage(createI18n('en'), message)).toBe('Expected a value of type text');
    const odd = encodeValidationMessage(ValidationKeys.invalidType, { expected: 'symbol' });
    expect(translateMessage(createI18n('zh-Hans'), odd)).toBe('值的类型不正确，应为其他类型');
  });

  it('keeps a server text as it came, even with a colon in it', () => {
    expect(translateMessage(createI18n('en'), 'Name: already taken')).toBe('Name: already taken');
    expect(translateMessage(createI18n('en'), 'The Name field is required.')).toBe(
      'The Name field is required.',
    );
  });

  it('gives nothing for no message', () => {
    expect(translateMessage(createI18n('en'), undefined)).toBeUndefined();
  });
});
