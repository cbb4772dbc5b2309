import type { TFunction } from 'i18next';
import { createI18n } from '../i18n/create-i18n.ts';
import { namespaces, type UiNamespace } from '../i18n/resources.ts';

/**
 * Story-only: the texts of the language the toolbar has chosen, so a play function finds an element by the
 * translation of its key (`t('layout:openMenu')`) and passes in every language.
 */
export function storyTexts(globals: Record<string, unknown>): TFunction<UiNamespace[]> {
  const locale = typeof globals['locale'] === 'string' ? globals['locale'] : 'en';
  return createI18n(locale).getFixedT(locale, namespaces);
}
