import { en, type TextKey } from './en.ts';
import { zhHans } from './zh-hans.ts';

export type { TextKey } from './en.ts';
export { en } from './en.ts';
export { zhHans } from './zh-hans.ts';
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

/**
 * Params that carry a code the server owns (glossary-zh.md "No English at run time"): the message shows the code's
 * text from this namespace, never the code itself. Other params are the user's own data and are shown as they are.
 */
const codeParams: Readonly<Record<string, string>> = {
  entity: 'entities',
  state: 'states',
  action: 'actions',
  feature: 'features',
  expected: 'types',
  contentType: 'fileTypes',
  allowed: 'fileTypes',
  permission: 'permissions',
};

/** How items of a list param are joined: 甲、乙 in Chinese. */
const listSeparator: Record<Culture, string> = { en: ', ', 'zh-Hans': '、' };
/** How whole clauses are joined (shortage lines): ；in Chinese. */
const clauseSeparator: Record<Culture, string> = { en: '; ', 'zh-Hans': '；' };

/** Sentences or clauses of one message joined the way the culture writes them. */
export function joinClauses(culture: Culture, clauses: readonly string[]): string {
  return clauses.join(clauseSeparator[culture]);
}

function codeText(culture: Culture, namespace: string, code: string): string | undefined {
  const key = `${namespace}:${code}`;
  if (isTextKey(key)) return resources[culture][key];
  if (namespace !== 'permissions') {
    const other = `${namespace}:other`;
    return isTextKey(other) ? resources[culture][other] : undefined;
  }
  // `Inventory.Warehouses.Create` → the permission's group text with its action's text.
  const at = code.lastIndexOf('.');
  const parent = codeText(culture, namespace, code.slice(0, at));
  const action = codeText(culture, namespace, `action.${code.slice(at + 1)}`);
  return parent && action
    ? `${parent}${culture === 'zh-Hans' ? `（${action}）` : ` (${action})`}`
    : undefined;
}

function paramText(culture: Culture, name: string, value: unknown): string {
  if (Array.isArray(value))
    return value.map((item) => paramText(culture, name, item)).join(listSeparator[culture]);
  const text = String(value);
  const namespace = codeParams[name];
  return (namespace && codeText(culture, namespace, text)) ?? text;
}

/** The text of a key in a culture with `{param}` placeholders filled; codes and lists written the culture's way. */
export function translate(culture: Culture, key: TextKey, params: Record<string, unknown> = {}): string {
  return resources[culture][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? paramText(culture, name, params[name]) : whole,
  );
}

/** All texts of a culture (application-configuration / application-localization). */
export function textsOf(culture: Culture): Record<string, string> {
  return { ...resources[culture] };
}
