import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { toUiLanguage } from './languages.ts';
import { namespaces, resources } from './resources.ts';

/**
 * A fresh, synchronously initialised i18next instance with every ui text. The web app and Storybook each make
 * their own; `i18n.changeLanguage('zh-Hans')` switches. e.g. `createI18n('zh-Hans').t('menu:items.tenants')` → '租户'
 */
export function createI18n(language: string): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: toUiLanguage(language),
    fallbackLng: 'en',
    supportedLngs: ['en', 'zh-Hans'],
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
