import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UiProvider, createI18n } from '@inventory/ui';
import { routes } from '../app/routes.tsx';
import { AuthContext, type AuthContextValue, type AuthState } from '../auth/auth-context.ts';
import { ErrorRoute } from './error-route.tsx';
import { NotFoundRoute } from './not-found-route.tsx';
import { OidcCallbackRoute } from './oidc-callback-route.tsx';

function auth(state: AuthState): AuthContextValue {
  return {
    state,
    getAccessToken: () => undefined,
    renewAccessToken: async () => undefined,
    signOut: async () => undefined,
    signInAgain: async () => undefined,
  };
}

/** The route's first render as HTML, in English, at `path`. */
function render(path: string, element: ReactElement, state: AuthState): string {
  return renderToString(
    <UiProvider i18n={createI18n('en')}>
      <AuthContext.Provider value={auth(state)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={element} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </UiProvider>,
  );
}

const failed: AuthState = { status: 'failed', error: new Error('State does not match') };

describe('sign-in failure routes', () => {
  it('/error/error explains the protocol error and offers a new sign-in', () => {
    const html = render('/error/error', <ErrorRoute />, failed);
    expect(html).toContain('Sign-in failed');
    expect(html).toContain('(state mismatch)');
    expect(html).toContain('Try again');
  });

  it('a failed /oidc-callback explains it where it happened', () => {
    const html = render('/oidc-callback', <OidcCallbackRoute />, {
      status: 'failed',
      error: new Error('Network timed out'),
    });
    expect(html).toContain('Sign-in failed');
    expect(html).toContain('(network timed out)');
  });

  it('/oidc-callback still shows the overlay while the callback is processed', () => {
    const html = render('/oidc-callback', <OidcCallbackRoute />, { status: 'authenticating' });
    expect(html).toContain('Signing you in');
    expect(html).not.toContain('Sign-in failed');
  });
});

describe('unknown paths', () => {
  it('render the not-found screen with a way home, not a coming-soon page', () => {
    const html = render('/no/such/page', <NotFoundRoute />, failed);
    expect(html).toContain('Page not found');
    expect(html).toContain('Back to the home page');
    expect(html).not.toContain('Coming soon');
  });

  it('are caught by the layout route table with the not-found route', async () => {
    const shell = routes.find((route) => route.path === '/');
    const catchAll = shell?.children?.find((route: RouteObject) => route.path === '*');
    expect(typeof catchAll?.lazy).toBe('function');
    const loaded = typeof catchAll?.lazy === 'function' ? await catchAll.lazy() : undefined;
    expect(loaded?.Component).toBe(NotFoundRoute);
  });
});
