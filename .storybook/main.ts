import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx|mdx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // The MSW worker script must be served from the site root: the web app's copy (`msw init apps/web/public`, kept
  // current by msw's `workerDirectory`) serves both, so the two cannot drift apart.
  staticDirs: [{ from: '../apps/web/public', to: '/' }],
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
};

export default config;
