import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n.ts';
import { loadI18n, loadLanguage, loadTexts } from './load-i18n.ts';
import { enResources, namespaces, resources } from './resources.ts';
import { screenNamespaces } from './screen-texts.ts';

const startNamespaces = namespaces.filter(
  (namespace) => !(screenNamespaces as readonly string[]).includes(namespace),
);

describe('loading the texts one language at a time (ADR 041) and a few screens’ texts with their routes (ADR 049)', () => {
  it('starts with the start texts of the detected language only', async () => {
    const i18n = await loadI18n('zh-CN');
    expect(i18n.language).toBe('zh-Hans');
    expect(i18n.t('menu:items.tenants')).toBe('租户');
    expect(i18n.hasResourceBundle('zh-Hans', 'stock')).toBe(true);
    expect(i18n.hasResourceBundle('zh-Hans', 'admin')).toBe(false);
    expect(i18n.hasResourceBundle('zh-Hans', 'sales')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('adds a screen’s namespaces in the language in use, and only those', async () => {
    const i18n = await loadI18n('zh-Hans');
    await loadTexts(i18n, ['admin', 'common']);
    expect(i18n.getResourceBundle('zh-Hans', 'admin')).toEqual(resources['zh-Hans'].admin);
    expect(i18n.t('admin:users.title')).toBe(resources['zh-Hans'].admin.users.title);
    expect(i18n.hasResourceBundle('zh-Hans', 'audit')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'admin')).toBe(false);
  });

  it('adds the other language before the switch, with every screen namespace loaded so far, never a key', async () => {
    const i18n = await loadI18n('en');
    await loadTexts(i18n, ['sales']);
    await loadLanguage(i18n, 'zh-Hans');
    for (const namespace of [...startNamespaces, 'sales' as const]) {
      expect(i18n.getResourceBundle('zh-Hans', namespace), namespace).toEqual(
        resources['zh-Hans'][namespace],
      );
    }
    expect(i18n.hasResourceBundle('zh-Hans', 'admin')).toBe(false);
    await i18n.changeLanguage('zh-Hans');
    expect(i18n.t('menu:items.tenants')).toBe('租户');
    // A screen opened after the switch has its texts in both languages, so a switch back shows no key either.
    await loadTexts(i18n, ['tenant']);
    expect(i18n.getResourceBundle('en', 'tenant')).toEqual(resources.en.tenant);
    expect(i18n.getResourceBundle('zh-Hans', 'tenant')).toEqual(resources['zh-Hans'].tenant);
  });

  it('a namespace asked for while a language is being added comes in both', async () => {
    const i18n = await loadI18n('en');
    await Promise.all([loadLanguage(i18n, 'zh-Hans'), loadTexts(i18n, ['audit'])]);
    expect(i18n.getResourceBundle('en', 'audit')).toEqual(resources.en.audit);
    expect(i18n.getResourceBundle('zh-Hans', 'audit')).toEqual(resources['zh-Hans'].audit);
  });

  it('fetches nothing for a language or a namespace an instance already has', async () => {
    const i18n = createI18n('en');
    const bundle = i18n.getResourceBundle('zh-Hans', 'common');
    const admin = i18n.getResourceBundle('zh-Hans', 'admin');
    await loadLanguage(i18n, 'zh-Hans');
    await loadTexts(i18n, ['admin']);
    expect(i18n.getResourceBundle('zh-Hans', 'common')).toBe(bundle);
    expect(i18n.getResourceBundle('zh-Hans', 'admin')).toBe(admin);
  });

  it('lists every namespace of the texts by name', () => {
    expect([...namespaces].sort()).toEqual(Object.keys(enResources).sort());
  });
});
