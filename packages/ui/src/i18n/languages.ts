import { type UiLanguage, uiLanguages } from './resources.ts';

/** Native names, shown the same in every language so a user can always find their own. */
export const languageNames: Record<UiLanguage, string> = {
  en: 'English',
  'zh-Hans': '简体中文',
};

export function isUiLanguage(value: string): value is UiLanguage {
  return (uiLanguages as readonly string[]).includes(value);
}

/** The ui language for a culture name; unknown cultures fall back to English (product-spec §1). */
export function toUiLanguage(cultureName: string | null | undefined): UiLanguage {
  if (!cultureName) return 'en';
  if (isUiLanguage(cultureName)) return cultureName;
  return cultureName.toLowerCase().startsWith('zh') ? 'zh-Hans' : 'en';
}
