import { Box, Code } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Outlet, RouterProvider, createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { mockClockStart } from '@inventory/contracts/mocks';
import {
  ClockProvider,
  GlobalLoadingIndicator,
  UiProvider,
  createI18n,
  type UiLanguage,
} from '@inventory/ui';
import { storyLocale } from '@inventory/ui/storybook';
import { DataProviders } from '../app/data-providers.tsx';
import { markFirstScreenShown } from '../app/route-prefetch.ts';
import { routes } from '../app/routes.tsx';
import { LanguageProvider } from '../language/language-context.tsx';
import { storeLanguageChoice } from '../language/language-sources.ts';
import { StorySession } from './story-session.tsx';

export interface RouteStoryArgs {
  /** The address the story opens, as a person would type it: `/sys/store?Filter=north&sort=name%20desc`. */
  url: string;
  /** The whole app at that address (layout, menu, top bar); without it only the route's own element. */
  shell?: boolean;
}

export interface RouteStoryProps extends RouteStoryArgs {
  /** The toolbar's language: the story's texts, and the `Accept-Language` of its requests. */
  locale: UiLanguage;
}

/** The mock server's "now": a new document's date and each batch's expiry status are the same on every day. */
const storyNow = () => new Date(mockClockStart);

// No first reads from the routes' loaders in stories (ADR 048): SWR keeps a started read in its global cache, not in
// a story's own, so a read started for one story (its mocks, its data) would be taken by another story's hook.
markFirstScreenShown();

function RouteLoading() {
  return <GlobalLoadingIndicator count={1} />;
}

/**
 * The route objects of the app's own table (app/routes.tsx) that serve `url`: the whole table with the shell, or
 * else the screens without it under a bare root (their lazy imports, guards and handles exactly as the app declares
 * them), so a screen that sends the user on (a list after a save) shows where they went. Never a copy: a story
 * cannot mount anything the app does not.
 */
export function storyRoutes(url: string, shell: boolean): RouteObject[] {
  if (shell) return routes;
  const pathname = new URL(url, 'http://story').pathname;
  const screen = matchRoutes(routes, pathname)?.at(-1)?.route;
  if (!screen) throw new Error(`No route of app/routes.tsx serves ${pathname}`);
  const shellScreens = routes.find((route) => route.path === '/')?.children ?? [];
  const screens = shellScreens.includes(screen) ? shellScreens : [screen];
  return [
    {
      path: '/',
      Component: Outlet,
      HydrateFallback: RouteLoading,
      children: screens.map((route) => ({ ...route })),
    },
  ];
}

/**
 * Story-only: a route of the web app inside the app's own providers — ui provider, language, a signed-in session,
 * the typed API client with SWR and the error dialog — over the MSW handlers of every story (the "Server" toolbar
 * applies), at the mock server's clock, in a memory router opened at `url`, so list state written to the address works as in the browser.
 * The current address is printed under the screen, for the reviewer and for play functions.
 */
export function RouteStory({ url, shell = false, locale }: RouteStoryProps) {
  const [i18n] = useState(() => createI18n(locale));
  const [router] = useState(() => {
    // The stored choice outranks the browser's language, so the shell keeps the toolbar's language.
    storeLanguageChoice(locale);
    return createMemoryRouter(storyRoutes(url, shell), { initialEntries: [url] });
  });
  const [location, setLocation] = useState(router.state.location);
  useEffect(() => router.subscribe((state) => setLocation(state.location)), [router]);
  useEffect(() => () => router.dispose(), [router]);

  return (
    <UiProvider i18n={i18n}>
      <LanguageProvider i18n={i18n} initialLanguage={locale}>
        <StorySession>
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            <DataProviders apiBaseUrl="">
              {/* Without the shell, the page's padding the layout would give. */}
              <Box p={shell ? undefined : '6'}>
                <ClockProvider now={storyNow}>
                  <RouterProvider router={router} />
                </ClockProvider>
              </Box>
            </DataProviders>
          </SWRConfig>
        </StorySession>
      </LanguageProvider>
      <Box px="6" py="2">
        <Code size="sm" variant="plain" color="fg.muted">
          {location.pathname + location.search}
        </Code>
      </Box>
    </UiProvider>
  );
}

/**
 * `render` of a route story: the toolbar's locale, and a new app per locale (the app's language is its own state,
 * as in the browser).
 */
export function renderRouteStory(args: RouteStoryArgs, context: { globals: Record<string, unknown> }) {
  const locale = storyLocale(context.globals);
  return <RouteStory key={`${locale}|${args.url}`} {...args} locale={locale} />;
}

/**
 * Parameters of every route story, spread into the meta's own object literal (`parameters: { ...routeStoryParameters
 * }`): Storybook's docs plugin adds the JSDoc description as a second `parameters` key when it finds none there,
 * which would replace these: the story renders the app's providers itself (Storybook's provider steps
 * aside, or there would be two toast regions), full width, screenshot of the viewport (dialogs are portalled).
 */
export const routeStoryParameters = {
  uiProvider: false,
  layout: 'fullscreen',
  visual: { target: 'viewport' },
} as const;
