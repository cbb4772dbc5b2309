import type { i18n } from 'i18next';
import { createI18nOver } from './create-i18n.ts';
import { toUiLanguage } from './languages.ts';
import type { UiLanguage, UiNamespace } from './resources.ts';
import { isScreenNamespace, screenTexts, type ScreenNamespace, type StartTexts } from './screen-texts.ts';

/** Each language's start texts are a chunk of their own (ADR 041), the few screens' namespaces too (ADR 049). */
const startTextsOf: Record<UiLanguage, () => Promise<StartTexts>> = {
  en: () => import('./texts-en.ts').then((module) => module.enTexts),
  'zh-Hans': () => import('./texts-zh-hans.ts').then((module) => module.zhHansTexts),
};

/** What an instance of `loadI18n` must hold: every screens' namespace asked for, in every language in use. */
interface TextsInUse {
  languages: Set<UiLanguage>;
  namespaces: Set<ScreenNamespace>;
}
const inUse = new WeakMap<i18n, TextsInUse>();

/**
 * Fetches what `inUse` asks for and the instance lacks, until nothing lacks: a namespace asked for while a language
 * was being added (or the reverse) is fetched by whichever call ends last, and each call ends only once what it
 * asked for is in.
 */
async function fill(instance: i18n, wanted: TextsInUse): Promise<void> {
  for (;;) {
    const missing = [...wanted.languages].flatMap((language) =>
      [...wanted.namespaces]
        .filter((namespace) => !instance.hasResourceBundle(language, namespace))
        .map((namespace) => ({ language, namespace })),
    );
    if (missing.length === 0) return;
    await Promise.all(
      missing.map(async ({ language, namespace }) => {
        const bundle = await screenTexts[language][namespace]();
        instance.addResourceBundle(language, namespace, bundle, true, true);
      }),
    );
  }
}

/**
 * An i18next instance with the start texts of `language` only, loaded first: the web app's start. A screen's own
 * namespaces are added by `loadTexts` before it shows, another language by `loadLanguage` before switching to it.
 * e.g. `(await loadI18n('zh-CN')).t('menu:items.tenants')` → '租户'
 */
export async function loadI18n(language: string): Promise<i18n> {
  const uiLanguage = toUiLanguage(language);
  // A copy: i18next keeps the object it is given and adds the screens' namespaces into it, not into the module's.
  const instance = createI18nOver({ [uiLanguage]: { ...(await startTextsOf[uiLanguage]()) } }, uiLanguage);
  inUse.set(instance, { languages: new Set([uiLanguage]), namespaces: new Set() });
  return instance;
}

/**
 * Makes sure a screen's namespaces are in the instance, in every language it holds (fetching each once), so that the
 * screen shows its texts at once and never a key. Resolves immediately for the start's namespaces and for an
 * instance with every text (createI18n, Storybook and tests).
 * e.g. `await loadTexts(i18n, ['admin'])` before the users' screen renders.
 */
export async function loadTexts(instance: i18n, namespaces: readonly UiNamespace[]): Promise<void> {
  const wanted = inUse.get(instance);
  if (!wanted) return;
  for (const namespace of namespaces) if (isScreenNamespace(namespace)) wanted.namespaces.add(namespace);
  await fill(instance, wanted);
}

/**
 * Makes sure the texts of `language` are in the instance (fetching them once): the start texts and every screen's
 * namespace loaded so far, so that `changeLanguage` to it shows texts at once and never a key. Resolves immediately
 * when they are there already (e.g. an instance of createI18n).
 */
export async function loadLanguage(instance: i18n, language: string): Promise<void> {
  const uiLanguage = toUiLanguage(language);
  const wanted = inUse.get(instance);
  wanted?.languages.add(uiLanguage);
  if (!instance.hasResourceBundle(uiLanguage, 'common')) {
    const texts = await startTextsOf[uiLanguage]();
    for (const [namespace, bundle] of Object.entries(texts)) {
      instance.addResourceBundle(uiLanguage, namespace, bundle, true, true);
    }
  }
  if (wanted) await fill(instance, wanted);
}
