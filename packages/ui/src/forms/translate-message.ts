import { parseValidationMessage } from '@inventory/contracts';
import type { i18n } from 'i18next';

// The key is only known at run time (checked with exists()), so the typed-key overloads of t cannot apply.
type DynamicT = (key: string, options?: Record<string, unknown>) => string;

/**
 * A form message to show: a contract key (`validation:maxLength|{"max":64}`) is translated with its params; a
 * server text (ABP `validationErrors[].message`, already localized) is shown as it came.
 */
export function translateMessage(i18nInstance: i18n, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const { key, params } = parseValidationMessage(message);
  if (!key.includes(':') || !i18nInstance.exists(key)) return message;
  const t = i18nInstance.t as unknown as DynamicT;
  // A zod type name is a code: shown by its text (glossary-zh.md "No English at run time"), never as it is.
  if (typeof params.expected === 'string') {
    const typeKey = `validation:types.${params.expected}`;
    const expected = t(i18nInstance.exists(typeKey) ? typeKey : 'validation:types.other');
    return t(key, { ...params, expected });
  }
  return t(key, params);
}
