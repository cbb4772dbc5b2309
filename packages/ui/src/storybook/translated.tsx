import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { namespaces, type UiNamespace } from '../i18n/resources.ts';

export interface TranslatedProps {
  /** A key of the ui texts, e.g. `common:confirm.title`. */
  k: ParseKeys<UiNamespace[]>;
}

/**
 * Story-only: one ui text in the toolbar's language, for args that take a node (a dialog's title or body), so a
 * story never carries an English literal and reads right in every language.
 */
export function Translated({ k }: TranslatedProps) {
  const { t } = useTranslation(namespaces);
  return <>{t(k)}</>;
}
