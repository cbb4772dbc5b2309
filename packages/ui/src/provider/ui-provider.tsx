import { ChakraProvider } from '@chakra-ui/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '../feedback/toaster.tsx';
import { system } from '../theme/system.ts';

export interface UiProviderProps {
  /** From `createI18n(language)`; the caller owns language changes. */
  i18n: i18n;
  children: ReactNode;
}

/**
 * Everything a ui component needs around it: the theme, the texts of one language and the place toasts appear.
 * Put it once at the root of the app (and nowhere else); switch the language with `i18n.changeLanguage`.
 */
export function UiProvider({ i18n, children }: UiProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        {children}
        <Toaster />
      </ChakraProvider>
    </I18nextProvider>
  );
}
