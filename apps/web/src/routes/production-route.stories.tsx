import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findVisible, storyT } from '@inventory/ui/storybook';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { ProductionRoute } from './production-route.tsx';
import { productionStoryHandlers } from './production-story-store.ts';

/**
 * /sys/production as the app mounts it (app/routes.tsx), over the mock server: a Draft order of 10 gift boxes and a
 * Processing one with 4 of 10 produced.
 */
const meta = {
  title: 'Production/ProductionRoute',
  component: ProductionRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/sys/production' },
  beforeEach: ({ msw }) => {
    msw.use(...productionStoryHandlers());
  },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const actionsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((button) => button.textContent);

/**
 * Kit, count, state and produced of planned per order; each row offers only the steps its life cycle allows: a
 * Draft may be discarded or deleted, an order with stock moved may only be finished.
 */
export const WithProgress: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const open = await findVisible(canvas.findByRole('row', { name: /MO-20260302-0001/ }));
    await expect(open).toHaveTextContent(t('common:status.Processing'));
    await expect(open).toHaveTextContent('Tea & Snack Gift Box');
    await expect(within(open).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await expect(open).toHaveTextContent(t('production:progress.label', { received: '4', ordered: '10' }));
    await expect(actionsOf(open)).toEqual([t('production:actions.finish')]);
    const draft = canvas.getByRole('row', { name: /MO-20260301-0001/ });
    await expect(draft).toHaveTextContent(t('common:status.Draft'));
    await expect(actionsOf(draft)).toEqual([t('production:actions.discard'), t('common:actions.delete')]);
  },
};

/** The filters live in the address: the kit's name narrows the list to the orders that make it. */
export const FilteredByKit: Story = {
  args: { url: '/sys/production?SKUName=Gift&State=1' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await findVisible(canvas.findByRole('row', { name: /MO-20260302-0001/ }));
    await expect(canvas.queryByRole('row', { name: /MO-20260301-0001/ })).toBeNull();
  },
};
