import type { Decorator } from '@storybook/react-vite';
import { SWRConfig } from 'swr';
import { UiProvider } from '../provider/ui-provider.tsx';
import { storyI18n } from './story-i18n.ts';

const swrOptions = { provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false };

/**
 * Story-only: the provider stack of the app, with the locale toolbar's language and a fresh SWR cache per story
 * (keyed by story id so nothing leaks from one story's MSW data into the next).
 */
export const withUiProvider: Decorator = (Story, context) => {
  // The UiProvider's own stories render the provider themselves; a second one around it would double its toasts.
  if (context.parameters['uiProvider'] === false) return <Story />;
  return (
    <UiProvider i18n={storyI18n(context.globals)}>
      <SWRConfig key={context.id} value={swrOptions}>
        <Story />
      </SWRConfig>
    </UiProvider>
  );
};
