import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { toUiLanguage } from './languages.ts';
import { resources, type UiLanguage } from './resources.ts';

/** A synchronously initialised i18next instance over the given texts (one language or both). */
export function createI18nOver(texts: Resource, language: UiLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: texts,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'zh-Hans'],
    ns: Object.keys(texts[language] ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/**
 * A fresh, synchronously initialised i18next instance with every ui text of both languages, for Storybook and
 * tests; the web app loads one language at a time instead (`loadI18n`). `i18n.changeLanguage('zh-Hans')` switches.
 * e.g. `createI18n('zh-Hans').t('menu:items.tenants')` → '租户'
 */
export function createI18n(language: string): i18n {
  return createI18nOver(resources, toUiLanguage(language));
}
