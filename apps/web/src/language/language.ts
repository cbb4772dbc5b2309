/** Languages the ui package ships resources for; the server's list narrows it once configuration arrives. */
export const knownLanguages = ['en', 'zh-Hans'] as const;

/** English is the fallback of product-spec §1. */
export const fallbackLanguage = 'en';

/** localStorage key of the language the user picked in the switcher. */
export const languageStorageKey = 'inventory.language';

/**
 * Maps a browser or stored language tag onto one of `supported` (product-spec §1: zh, zh-CN → zh-Hans;
 * en-US → en), or null when none fits.
 * e.g. `matchLanguage('zh-CN', ['en', 'zh-Hans'])` → 'zh-Hans'
 */
export function matchLanguage(tag: string | null | undefined, supported: readonly string[]): string | null {
  if (!tag) return null;
  const wanted = tag.trim().toLowerCase();
  if (wanted.length === 0) return null;
  const exact = supported.find((s) => s.toLowerCase() === wanted);
  if (exact) return exact;
  const [base, ...rest] = wanted.split(/[-_]/);
  if (base === 'zh') return isTraditional(rest) ? null : (supported.find((s) => s === 'zh-Hans') ?? null);
  return supported.find((s) => s.toLowerCase().split('-')[0] === base) ?? null;
}

// zh-TW / zh-HK / zh-Hant read Traditional characters; showing them Simplified would be wrong, so they fall through.
function isTraditional(subtags: readonly string[]): boolean {
  return subtags.some((s) => s === 'hant' || s === 'tw' || s === 'hk' || s === 'mo');
}

export interface LanguageSources {
  /** The user's earlier choice (localStorage). */
  stored: string | null;
  /** navigator.languages, most preferred first. */
  browser: readonly string[];
  /** The server's default culture, known only once the application configuration has loaded. */
  serverDefault: string | null;
  /** Languages the app may show. */
  supported: readonly string[];
}

/**
 * Picks the UI language: stored choice, then browser, then server default, then English (§1, abp-contract).
 * e.g. `detectLanguage({ stored: null, browser: ['zh'], serverDefault: 'en', supported })` → 'zh-Hans'
 */
export function detectLanguage({ stored, browser, serverDefault, supported }: LanguageSources): string {
  const candidates = [stored, ...browser, serverDefault];
  for (const candidate of candidates) {
    const match = matchLanguage(candidate, supported);
    if (match) return match;
  }
  return matchLanguage(fallbackLanguage, supported) ?? fallbackLanguage;
}

/** ABP's setting holding the server's default culture, e.g. 'en' or 'zh-Hans;zh-Hans' (culture;uiCulture). */
export const defaultLanguageSetting = 'Abp.Localization.DefaultLanguage';

/**
 * The server's default UI language from its setting values, or null.
 * e.g. `serverDefaultLanguage({ 'Abp.Localization.DefaultLanguage': 'en;zh-Hans' })` → 'zh-Hans'
 */
export function serverDefaultLanguage(settings: Readonly<Record<string, string | null>>): string | null {
  const value = settings[defaultLanguageSetting]?.trim();
  if (!value) return null;
  const parts = value.split(';');
  return (parts[1] ?? parts[0])?.trim() || null;
}
