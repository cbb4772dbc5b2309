import type { Decorator } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { SWRConfig } from 'swr';
import { createI18n } from '../i18n/create-i18n.ts';
import { UiProvider } from '../provider/ui-provider.tsx';

const instances = new Map<string, i18n>();

function i18nFor(locale: string): i18n {
  const existing = instances.get(locale);
  if (existing) return existing;
  const created = createI18n(locale);
  instances.set(locale, created);
  return created;
}

const swrOptions = { provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false };

/**
 * Story-only: the provider stack of the app, with the locale toolbar's language and a fresh SWR cache per story
 * (keyed by story id so nothing leaks from one story's MSW data into the next).
 */
export const withUiProvider: Decorator = (Story, context) => {
  const locale = typeof context.globals['locale'] === 'string' ? context.globals['locale'] : 'en';
  // The UiProvider's own stories render the provider themselves; a second one around it would double its toasts.
  if (context.parameters['uiProvider'] === false) return <Story />;
  return (
    <UiProvider i18n={i18nFor(locale)}>
      <SWRConfig key={context.id} value={swrOptions}>
        <Story />
      </SWRConfig>
    </UiProvider>
  );
};
