import { languageStorageKey, type LanguageSources } from './language.ts';

/** What the browser says about language preference; storage may be unavailable (private mode), then nothing. */
export function readBrowserLanguageSources(): Pick<LanguageSources, 'stored' | 'browser'> {
  const browser = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return { stored: readStoredLanguage(), browser };
}

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

export function storeLanguageChoice(language: string): void {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // The choice then lasts only for this page; nothing else depends on it being stored.
  }
}
