import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig, unstable_serialize, type Key } from 'swr';
import type { ApplicationConfiguration } from '@inventory/contracts';
import { UiProvider, createI18n } from '@inventory/ui';
import { ApiProvider } from '../api/api-context.tsx';
import { AuthContext, type AuthContextValue } from '../auth/auth-context.ts';
import { ErrorReporterProvider } from '../errors/error-reporter.tsx';
import { LanguageProvider } from '../language/language-context.tsx';

/** The parts of the application configuration a route reads: granted policies and feature values. */
export function configurationWith(
  policies: readonly string[],
  features: Record<string, string>,
): ApplicationConfiguration {
  const partial = {
    auth: { grantedPolicies: Object.fromEntries(policies.map((name) => [name, true])) },
    features: { values: features },
  };
  // Only these two parts are read by the code under test; the rest of the (large) shape is irrelevant here.
  return partial as unknown as ApplicationConfiguration;
}

// The error reporter reads the session (a 401 signs in again); nothing here reaches it.
const signedOut: AuthContextValue = {
  state: { status: 'authenticating' },
  getAccessToken: () => undefined,
  renewAccessToken: async () => undefined,
  signOut: async () => undefined,
  signInAgain: async () => undefined,
};

export interface RenderRouteOptions {
  /** The address, e.g. `/sys/store?page=2`. */
  url: string;
  /** The route pattern the element is mounted at. */
  path: string;
  element: ReactElement;
  /** SWR cache answers by key (as the hooks derive them), so the first render shows data without a server. */
  answers: ReadonlyArray<readonly [key: Key, data: unknown]>;
}

/**
 * A route's first render as HTML, in English, with the app's providers and the given cached answers. No request
 * can leave: the client's fetch refuses, and SWR does not fetch while rendering on the server anyway.
 */
export function renderRoute({ url, path, element, answers }: RenderRouteOptions): string {
  const i18n = createI18n('en');
  const fallback = Object.fromEntries(answers.map(([key, data]) => [unstable_serialize(key), data]));
  return renderToString(
    <UiProvider i18n={i18n}>
      <AuthContext.Provider value={signedOut}>
        <LanguageProvider i18n={i18n} initialLanguage="en">
          <ApiProvider
            requestContext={{
              accessToken: () => undefined,
              renewAccessToken: async () => undefined,
              language: () => 'en',
              tenant: () => undefined,
            }}
            baseUrl="http://127.0.0.1:9"
          >
            <ErrorReporterProvider>
              <SWRConfig value={{ provider: () => new Map(), fallback }}>
                <MemoryRouter initialEntries={[url]}>
                  <Routes>
                    <Route path={path} element={element} />
                  </Routes>
                </MemoryRouter>
              </SWRConfig>
            </ErrorReporterProvider>
          </ApiProvider>
        </LanguageProvider>
      </AuthContext.Provider>
    </UiProvider>,
  );
}
