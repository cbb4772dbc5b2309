import type { i18n } from 'i18next';
import { createI18nOver } from './create-i18n.ts';
import { toUiLanguage } from './languages.ts';
import type { UiLanguage, UiResources } from './resources.ts';

/** Each language's texts are a chunk of their own (ADR 041): ~12 KiB gzip each that only its readers fetch. */
const textsOf: Record<UiLanguage, () => Promise<UiResources>> = {
  en: () => import('./texts-en.ts').then((module) => module.enTexts),
  'zh-Hans': () => import('./texts-zh-hans.ts').then((module) => module.zhHansTexts),
};

/**
 * An i18next instance with the texts of `language` only, loaded first: the web app's start. Another language is
 * added by `loadLanguage` before switching to it. e.g. `(await loadI18n('zh-CN')).t('menu:items.tenants')` → '租户'
 */
export async function loadI18n(language: string): Promise<i18n> {
  const uiLanguage = toUiLanguage(language);
  return createI18nOver({ [uiLanguage]: await textsOf[uiLanguage]() }, uiLanguage);
}

/**
 * Makes sure the texts of `language` are in the instance (fetching them once), so that `changeLanguage` to it shows
 * texts at once and never a key. Resolves immediately when they are there already (e.g. an instance of createI18n).
 */
export async function loadLanguage(instance: i18n, language: string): Promise<void> {
  const uiLanguage = toUiLanguage(language);
  if (instance.hasResourceBundle(uiLanguage, 'common')) return;
  const texts = await textsOf[uiLanguage]();
  for (const [namespace, bundle] of Object.entries(texts)) {
    instance.addResourceBundle(uiLanguage, namespace, bundle, true, true);
  }
}
