import { errorCodeList, validationKeyList } from '../index.ts';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { cultureFromAcceptLanguage, cultureOf, isTextKey, translate } from './index.ts';
import { zhHans } from './zh-hans.ts';

describe('server texts', () => {
  it('carry the same keys in en and zh-Hans, none empty', () => {
    expect(Object.keys(zhHans).sort()).toEqual(Object.keys(en).sort());
    for (const texts of [en, zhHans])
      expect(Object.values(texts).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('cover every validation key of the contracts', () => {
    expect(validationKeyList.filter((key) => !isTextKey(key))).toEqual([]);
  });

  it('cover every error code of the contracts (a BusinessError without a text would be a 500)', () => {
    expect(errorCodeList.filter((code) => !isTextKey(`errors:${code.split(':')[1]}`))).toEqual([]);
  });

  it('fill params into the text', () => {
    expect(translate('en', 'errors:EntityNotFound', { entity: 'Warehouse', id: 'x1' })).toBe(
      'There is no entity Warehouse with id = x1!',
    );
    expect(translate('zh-Hans', 'validation:maxLength', { max: 64 })).toBe('此项最多 64 个字符。');
  });
});

describe('culture negotiation (abp-contract.md)', () => {
  it.each([
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-Hans', 'zh-Hans'],
    ['en-US', 'en'],
    ['fr', 'en'],
    ['', 'en'],
  ] as const)('%s → %s', (tag, culture) => {
    expect(cultureOf(tag)).toBe(culture);
  });

  it('takes the best supported language of Accept-Language by quality', () => {
    expect(cultureFromAcceptLanguage('fr-FR, zh-CN;q=0.8, en;q=0.5')).toBe('zh-Hans');
    expect(cultureFromAcceptLanguage('zh;q=0.2, en-GB;q=0.9')).toBe('en');
    expect(cultureFromAcceptLanguage(undefined)).toBe('en');
  });
});
