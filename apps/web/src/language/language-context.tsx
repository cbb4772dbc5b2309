import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { loadLanguage } from '@inventory/ui';
import { detectLanguage } from './language.ts';
import { readBrowserLanguageSources, storeLanguageChoice } from './language-sources.ts';

export interface LanguageContextValue {
  language: string;
  /** Read at request time by the API client (Accept-Language). */
  getLanguage(): string;
  /** The user's pick in the switcher: stored, applied, and the configuration fetched again. */
  chooseLanguage(language: string): void;
  /** Once the server's configuration is known: its default applies when neither stored nor browser fits. */
  adoptServerDefault(serverDefault: string | null, serverLanguages: readonly string[]): void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export interface LanguageProviderProps {
  i18n: i18n;
  initialLanguage: string;
  children: ReactNode;
}

export function LanguageProvider({ i18n, initialLanguage, children }: LanguageProviderProps) {
  const [language, setLanguage] = useState(initialLanguage);
  const current = useRef(initialLanguage);
  /** The last language asked for: a slower load of an earlier pick must not win over it. */
  const wanted = useRef(initialLanguage);

  const apply = useCallback(
    (next: string) => {
      wanted.current = next;
      if (next === current.current) return;
      // The app starts with one language's texts (ADR 041): the other is fetched before switching, so the screen
      // goes from one language to the other and never shows a key in between.
      void loadLanguage(i18n, next).then(
        () => {
          if (wanted.current !== next || next === current.current) return;
          current.current = next;
          void i18n.changeLanguage(next);
          document.documentElement.lang = next;
          setLanguage(next);
        },
        // Texts that could not be fetched (offline): the screen stays in its language.
        () => undefined,
      );
    },
    [i18n],
  );

  const getLanguage = useCallback(() => current.current, []);

  const value = useMemo<LanguageContextValue>(
    () => ({
      language,
      getLanguage,
      chooseLanguage(next) {
        storeLanguageChoice(next);
        apply(next);
      },
      adoptServerDefault(serverDefault, serverLanguages) {
        if (serverLanguages.length === 0) return;
        apply(detectLanguage({ ...readBrowserLanguageSources(), serverDefault, supported: serverLanguages }));
      },
    }),
    [language, apply, getLanguage],
  );

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage needs a LanguageProvider above it');
  return value;
}
