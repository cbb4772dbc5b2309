import { translate, type TextKey } from '@inventory/contracts/server-texts';
import type { i18n } from 'i18next';
import { createI18n } from '../i18n/create-i18n.ts';
import { toUiLanguage } from '../i18n/languages.ts';
import type { UiLanguage } from '../i18n/resources.ts';

const instances = new Map<UiLanguage, i18n>();

/** Story-only: the toolbar's locale (`globals.locale`), English when unset. */
export function storyLocale(globals: Record<string, unknown>): UiLanguage {
  return toUiLanguage(typeof globals['locale'] === 'string' ? globals['locale'] : 'en');
}

/** Story-only: one i18next instance per locale, shared by the provider decorator and the play functions. */
export function storyI18n(globals: Record<string, unknown>): i18n {
  const locale = storyLocale(globals);
  const existing = instances.get(locale);
  if (existing) return existing;
  const created = createI18n(locale);
  instances.set(locale, created);
  return created;
}

/**
 * Story-only: `t` of the locale the story is shown in, so a play function finds elements by role and by the
 * translation of a key and passes in every locale: `const t = storyT(context); screen.getByRole('button',
 * { name: t('common:actions.save') })`.
 */
export function storyT({ globals }: { globals: Record<string, unknown> }): i18n['t'] {
  return storyI18n(globals).t;
}

/**
 * Story-only: a refusal as the server (and the mock server) words it in the story's locale, for play functions
 * that look for the message a handler of the mocks answered (`serverText(context, 'errors:DuplicateWarehouseName',
 * { name })`).
 */
export function serverText(
  { globals }: { globals: Record<string, unknown> },
  key: TextKey,
  params: Record<string, unknown> = {},
): string {
  return translate(storyLocale(globals), key, params);
}
