import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n.ts';
import { loadI18n, loadLanguage } from './load-i18n.ts';
import { enResources, namespaces, resources } from './resources.ts';

describe('loading the texts one language at a time (ADR 041)', () => {
  it('starts with the texts of the detected language only', async () => {
    const i18n = await loadI18n('zh-CN');
    expect(i18n.language).toBe('zh-Hans');
    expect(i18n.t('menu:items.tenants')).toBe('租户');
    expect(i18n.hasResourceBundle('zh-Hans', 'stock')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('adds the other language before the switch, so the switch shows its texts and never a key', async () => {
    const i18n = await loadI18n('en');
    await loadLanguage(i18n, 'zh-Hans');
    for (const namespace of namespaces) {
      expect(i18n.getResourceBundle('zh-Hans', namespace), namespace).toEqual(
        resources['zh-Hans'][namespace],
      );
    }
    await i18n.changeLanguage('zh-Hans');
    expect(i18n.t('menu:items.tenants')).toBe('租户');
  });

  it('fetches nothing for a language an instance already has', async () => {
    const i18n = createI18n('en');
    const bundle = i18n.getResourceBundle('zh-Hans', 'common');
    await loadLanguage(i18n, 'zh-Hans');
    expect(i18n.getResourceBundle('zh-Hans', 'common')).toBe(bundle);
  });

  it('lists every namespace of the texts by name', () => {
    expect([...namespaces].sort()).toEqual(Object.keys(enResources).sort());
  });
});
