import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { loadI18n } from '@inventory/ui';
import { App } from './app.tsx';
import { provideRouteTexts } from './route-texts.ts';
import { loadFirstReads, routes } from './routes.tsx';

export interface StartAppOptions {
  /** The language detected before the server's configuration is known. */
  language: string;
  /** Provides the session: OIDC against the server, or a fixed demo user offline. */
  AuthProvider: ComponentType<{ children: ReactNode }>;
}

/** Renders the app into #root, with the texts of the starting language loaded first (the other on a switch). */
export async function startApp({ language, AuthProvider }: StartAppOptions): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Needed by the first screen whatever it is; asked for now, it is in before the session is (ADR 048).
  void loadFirstReads();
  const i18n = await loadI18n(language);
  // A route loads its own namespaces into this instance beside its code (ADR 049).
  provideRouteTexts(i18n);
  createRoot(container).render(
    <StrictMode>
      <App
        i18n={i18n}
        initialLanguage={language}
        router={createBrowserRouter(routes)}
        AuthProvider={AuthProvider}
        apiBaseUrl={import.meta.env.VITE_API_BASE_URL ?? ''}
      />
    </StrictMode>,
  );
}
