import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { keepDocsFramesOnToolbarGlobals } from '../packages/ui/src/storybook/docs-frame-globals.ts';
import { enterTimeoutMs } from '../packages/ui/src/storybook/find-visible.ts';
import { resetStoryState } from '../packages/ui/src/storybook/msw.ts';
import { serverStates } from '../packages/ui/src/storybook/server-state.ts';
import { withUiProvider } from '../packages/ui/src/storybook/with-ui-provider.tsx';
import { viewportOptions } from './viewports.ts';

// Every waitFor / findBy of a play function waits up to the enter/exit ceiling, not testing-library's 1 s: with
// animations on and a shared CI machine, a dialog's exit outlasted one second (the page check failed on it). Only a
// ceiling: a play function goes on as soon as its condition holds.
configure({ asyncUtilTimeout: enterTimeoutMs });

// No JSX here: the repository root has no `react` of its own, the decorator lives in packages/ui.
const preview: Preview = {
  decorators: [withUiProvider],
  loaders: [mswLoader()],
  beforeEach: resetStoryState,
  beforeAll: keepDocsFramesOnToolbarGlobals,
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
    // QA: every call of the mock server answers in this state (packages/ui/src/storybook/server-state.ts).
    server: {
      description: 'Mock server state',
      toolbar: {
        title: 'Server',
        icon: 'database',
        items: serverStates.map((value) => ({ value, title: `Server: ${value}` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', server: 'ok' },
  parameters: {
    layout: 'padded',
    // Axe violations fail the story in the test-runner and in scripts/storybook-pages.mjs.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewportOptions },
    // Inline on purpose: Storybook reads the sort order from this file's source, not from an import. What the
    // library is, its foundations, the blocks from the page frame inwards, then each business area (ADR 015).
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Layout', 'Feedback', 'Forms', 'Tables', '*'] },
    },
  },
};

export default preview;
