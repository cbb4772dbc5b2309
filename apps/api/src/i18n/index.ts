import { en, type TextKey } from './en.ts';
import { zhHans } from './zh-Hans.ts';

export type { TextKey } from './en.ts';
export type Culture = 'en' | 'zh-Hans';
export const cultures: readonly Culture[] = ['en', 'zh-Hans'];

const resources: Record<Culture, Record<TextKey, string>> = { en, 'zh-Hans': zhHans };

export function isTextKey(key: string): key is TextKey {
  return Object.hasOwn(en, key);
}

/** abp-contract.md: browser `zh`, `zh-CN`, `zh-Hans…` → zh-Hans; `en-US` and anything unknown → en. */
export function cultureOf(tag: string | null | undefined): Culture {
  const normalized = (tag ?? '').trim().toLowerCase();
  return normalized === 'zh' || normalized.startsWith('zh-') ? 'zh-Hans' : 'en';
}

/** The first supported language of an Accept-Language header, by quality; en when none. */
export function cultureFromAcceptLanguage(header: string | undefined): Culture {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag.length > 0 && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const lower = tag.toLowerCase();
    if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-Hans';
    if (lower === 'en' || lower.startsWith('en-')) return 'en';
  }
  return 'en';
}

/** The text of a key in a culture with `{param}` placeholders filled. */
export function translate(culture: Culture, key: TextKey, params: Record<string, unknown> = {}): string {
  return resources[culture][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** All texts of a culture (application-configuration / application-localization). */
export function textsOf(culture: Culture): Record<string, string> {
  return { ...resources[culture] };
}
