import { en, type LoginTexts } from './login-texts/en.ts';
import { zhHans } from './login-texts/zh-hans.ts';

export type LoginLocale = 'en' | 'zh-Hans';

export const loginTexts: Record<LoginLocale, LoginTexts> = { en, 'zh-Hans': zhHans };

// Traditional Chinese tags are not Simplified Chinese: they fall through to the next preference.
function match(tag: string): LoginLocale | undefined {
  const lower = tag.trim().toLowerCase();
  if (lower === 'zh' || lower.startsWith('zh-hans') || lower === 'zh-cn' || lower === 'zh-sg') {
    return 'zh-Hans';
  }
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return undefined;
}

function acceptLanguageTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The language chosen on the sign-in page itself (`?lang=` or the form's `lang`): exactly one of ours, or none. */
export function chosenLoginLocale(value: unknown): LoginLocale | undefined {
  return value === 'en' || value === 'zh-Hans' ? value : undefined;
}

/** OIDC's `ui_locales` (space-separated, in order of preference) wins over the browser's Accept-Language. */
export function pickLoginLocale(uiLocales: unknown, acceptLanguage: string | undefined): LoginLocale {
  const fromParam = typeof uiLocales === 'string' ? uiLocales.split(' ') : [];
  for (const tag of [...fromParam, ...acceptLanguageTags(acceptLanguage ?? '')]) {
    const locale = match(tag);
    if (locale) return locale;
  }
  return 'en';
}
