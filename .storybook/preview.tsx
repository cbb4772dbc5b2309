import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { resetStoryState } from '../packages/ui/src/storybook/msw.ts';
import { withUiProvider } from '../packages/ui/src/storybook/with-ui-provider.tsx';

// No JSX here: the repository root has no `react` of its own, the decorator lives in packages/ui.
const preview: Preview = {
  decorators: [withUiProvider],
  loaders: [mswLoader()],
  beforeEach: resetStoryState,
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'zh-Hans', title: '简体中文' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    // Axe violations fail the story in the test-runner (and in the Vitest addon).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
