import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Endpoint } from '@inventory/contracts';
import { createScenarios } from '@inventory/contracts/mocks';
import { findVisible, storyT } from '@inventory/ui/storybook';
import type { RouteStoryArgs } from './route-story.tsx';
import { configurationWith } from './story-configuration.ts';

type RouteStoryObj = StoryObj<{ args: RouteStoryArgs }>;
type TextKey = Parameters<ReturnType<typeof storyT>>[0];

const scenarios = createScenarios();

export interface RouteStatesOptions {
  /** The list call the screen opens with. */
  list: Endpoint;
  /** The text the screen shows for an empty list. */
  emptyKey: TextKey;
  /** Policies of a user who may not open the screen (one that opens another screen). */
  withoutAccess: readonly string[];
  /** The role of what a refused screen must not show (`table`, `tree`). */
  content?: 'table' | 'tree';
}

/**
 * Story-only: the states every list route shows the same way, so each route's stories keep only what is its own:
 * `export const Empty: Story = states.empty;` with `const states = routeStateStories({ list, emptyKey, … })`.
 * - empty: the list answered no rows; the screen's own empty text.
 * - serverError: the list's call met a gateway error (502 without an ABP body); the words for it, no rows.
 * - noAccess: the address typed by a user without the screen's permission; the guard, never a refused list.
 */
export function routeStateStories({ list, emptyKey, withoutAccess, content = 'table' }: RouteStatesOptions) {
  const empty: RouteStoryObj = {
    beforeEach: ({ msw }) => {
      msw.use(...scenarios.emptyList(list));
    },
    play: async (context) => {
      await findVisible(within(context.canvasElement).findByText(storyT(context)(emptyKey)));
    },
  };
  const serverError: RouteStoryObj = {
    beforeEach: ({ msw }) => {
      msw.use(...scenarios.unavailable(list, 502));
    },
    play: async (context) => {
      const t = storyT(context);
      await findVisible(within(context.canvasElement).findByText(t('errors:serverError.message')));
    },
  };
  const noAccess: RouteStoryObj = {
    beforeEach: ({ msw }) => {
      msw.use(...configurationWith({ policies: withoutAccess }));
    },
    play: async (context) => {
      const canvas = within(context.canvasElement);
      await findVisible(canvas.findByRole('heading', { name: storyT(context)('errors:noAccess.title') }));
      await expect(canvas.queryByRole(content)).toBeNull();
    },
  };
  return { empty, serverError, noAccess };
}
