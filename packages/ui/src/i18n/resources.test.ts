import { describe, expect, it } from 'vitest';
import { ValidationKeys } from '@inventory/contracts';
import { createI18n } from './create-i18n.ts';
import { resources, uiLanguages } from './resources.ts';

function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const en = leaves(resources.en);

describe('i18n resources', () => {
  it.each(uiLanguages.filter((l) => l !== 'en'))('%s has exactly the keys of en', (language) => {
    const other = leaves(resources[language]);
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it.each(uiLanguages)('%s has no empty or non-text value', (language) => {
    const empty = [...leaves(resources[language])].filter(
      ([, v]) => typeof v !== 'string' || v.trim() === '',
    );
    expect(empty).toEqual([]);
  });

  it('translates every validation key the contracts define', () => {
    for (const language of uiLanguages) {
      const i18n = createI18n(language);
      for (const key of Object.values(ValidationKeys))
        expect(i18n.exists(key), `${language} ${key}`).toBe(true);
    }
  });

  it('says the texts the spec quotes', () => {
    const zh = createI18n('zh-Hans');
    const english = createI18n('en');
    expect(zh.t('validation:passwordMismatch')).toBe('两次输入不一致');
    expect(english.t('validation:passwordMismatch')).toBe('The two entries do not match');
    expect(zh.t('menu:items.tenants')).toBe('租户');
    expect(english.t('errors:requestError.title')).toBe('Request Error');
    expect(english.t('errors:serverError.message')).toBe('Server Unavailable');
    expect(english.t('errors:unexpected.message')).toBe('An unexpected server error occurred.');
  });

  it('falls back to English for an unknown culture and maps zh cultures to zh-Hans', () => {
    expect(createI18n('fr').language).toBe('en');
    expect(createI18n('zh-CN').language).toBe('zh-Hans');
  });
});
