import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The Introduction and the foundation pages are plain MDX docs beside the stories. The web app's stories mount
  // its real routes over the same mock server (ADR 020).
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // The backdrop switch painted only the canvas behind components that have no dark mode: a dark page with dark
  // text. There is one colour mode, so no toolbar choice may pretend otherwise (ADR 015).
  features: { backgrounds: false },
  // The MSW worker script must be served from the site root: the web app's copy (`msw init apps/web/public`, kept
  // current by msw's `workerDirectory`) serves both, so the two cannot drift apart.
  staticDirs: [{ from: '../apps/web/public', to: '/' }],
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
  // "Show code" prints each element by its function's name; the minifier renamed them (`<u />`). Keeping names in
  // the Storybook build only costs a few kilobytes there and leaves the app's own build untouched.
  viteFinal(viteConfig) {
    const build = viteConfig.build ?? {};
    const rolldownOptions = build.rolldownOptions ?? {};
    const output = rolldownOptions.output;
    const keepNames = (o: object) => ({ ...o, keepNames: true });
    return {
      ...viteConfig,
      build: {
        ...build,
        rolldownOptions: {
          ...rolldownOptions,
          output: Array.isArray(output) ? output.map(keepNames) : keepNames(output ?? {}),
        },
      },
    };
  },
};

export default config;
