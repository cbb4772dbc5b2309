import { describe, expect, it } from 'vitest';
import { loginTexts, pickLoginLocale } from './login-locale.ts';

describe('login texts', () => {
  const locales = Object.keys(loginTexts) as (keyof typeof loginTexts)[];

  it('exist in every language with the same keys', () => {
    const reference = Object.keys(loginTexts.en).sort();
    for (const locale of locales) expect(Object.keys(loginTexts[locale]).sort()).toEqual(reference);
  });

  it('are never empty', () => {
    for (const locale of locales) {
      for (const [key, text] of Object.entries(loginTexts[locale]))
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });
});

describe('pickLoginLocale', () => {
  it.each([
    [undefined, undefined, 'en'],
    [undefined, 'zh-CN,zh;q=0.9', 'zh-Hans'],
    [undefined, 'zh-Hans-CN', 'zh-Hans'],
    [undefined, 'de-DE,en;q=0.8,zh;q=0.9', 'zh-Hans'],
    [undefined, 'zh-TW,en;q=0.5', 'en'],
    [undefined, 'fr', 'en'],
    ['zh-Hans en', 'en-US', 'zh-Hans'],
    ['fr en', 'zh-CN', 'en'],
  ])('ui_locales %s, Accept-Language %s → %s', (uiLocales, acceptLanguage, expected) => {
    expect(pickLoginLocale(uiLocales, acceptLanguage)).toBe(expected);
  });
});
