import type { ComponentType, ReactNode } from 'react';
import type { i18n } from 'i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { UiProvider } from '@inventory/ui';
import { LanguageProvider } from '../language/language-context.tsx';
import { DataProviders } from './data-providers.tsx';

export interface AppProps {
  i18n: i18n;
  initialLanguage: string;
  router: ReturnType<typeof createBrowserRouter>;
  /** Provides the session: OIDC against the server, or a fixed demo user offline. */
  AuthProvider: ComponentType<{ children: ReactNode }>;
  apiBaseUrl: string;
}

export function App({ i18n, initialLanguage, router, AuthProvider, apiBaseUrl }: AppProps) {
  return (
    <UiProvider i18n={i18n}>
      <LanguageProvider i18n={i18n} initialLanguage={initialLanguage}>
        <AuthProvider>
          <DataProviders apiBaseUrl={apiBaseUrl}>
            <RouterProvider router={router} />
          </DataProviders>
        </AuthProvider>
      </LanguageProvider>
    </UiProvider>
  );
}
