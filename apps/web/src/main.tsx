import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createI18n } from '@inventory/ui';
import { App } from './app/app.tsx';
import { routes } from './app/routes.tsx';
import { createOidcAuth } from './auth/create-oidc-auth.tsx';
import { detectLanguage, knownLanguages } from './language/language.ts';
import { readBrowserLanguageSources } from './language/language-sources.ts';

type AuthProvider = ComponentType<{ children: ReactNode }>;

async function createAuthProvider(): Promise<AuthProvider> {
  if (import.meta.env.VITE_MOCK === '1') {
    const { startOfflineDemo } = await import('./mock/start-offline-demo.tsx');
    return startOfflineDemo();
  }
  return createOidcAuth(window.location.origin, import.meta.env.VITE_TOKEN_REFRESH);
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The server's default language is only known once its configuration loads; the shell applies it then.
  const initialLanguage = detectLanguage({
    ...readBrowserLanguageSources(),
    serverDefault: null,
    supported: knownLanguages,
  });
  document.documentElement.lang = initialLanguage;
  const AuthProvider = await createAuthProvider();
  createRoot(container).render(
    <StrictMode>
      <App
        i18n={createI18n(initialLanguage)}
        initialLanguage={initialLanguage}
        router={createBrowserRouter(routes)}
        AuthProvider={AuthProvider}
        apiBaseUrl={import.meta.env.VITE_API_BASE_URL ?? ''}
      />
    </StrictMode>,
  );
}

void start();
