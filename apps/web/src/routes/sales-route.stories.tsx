import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { endpoints, Permissions } from '@inventory/contracts';
import { findVisible, storyT } from '@inventory/ui/storybook';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { routeStateStories } from '../storybook/route-state-stories.ts';
import { SalesRoute } from './sales-route.tsx';

const finished = 'SO-20260301-0001';

/** /sys/market as the app mounts it (app/routes.tsx), over the mock server: one finished sale. */
const meta = {
  title: 'Sales/SalesRoute',
  component: SalesRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/sys/market' },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = routeStateStories({
  list: endpoints.sellInvoice.list,
  emptyKey: 'sales:empty',
  withoutAccess: [Permissions.Warehouses],
});

/** Channel, discount, total, state and delivered of ordered per sale; a finished sale offers no step. */
export const Default: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const row = await findVisible(canvas.findByRole('row', { name: new RegExp(finished) }));
    await expect(row).toHaveTextContent(t('common:status.Finish'));
    await expect(row).toHaveTextContent('Shop');
    await expect(row).toHaveTextContent('45.00');
    await expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(
      within(row).getByText(t('sales:progress.label', { received: '10', ordered: '10' })),
    ).toBeVisible();
    await expect(within(row).queryAllByRole('button')).toEqual([]);
    await expect(canvas.getByRole('button', { name: t('sales:editor.newTitle') })).toBeVisible();
  },
};

export const Empty: Story = states.empty;
export const ServerError: Story = states.serverError;
export const NoAccess: Story = states.noAccess;

/** A time range of whole days in the tenant's zone, kept in the address: a sale made before the day is not shown. */
export const FilterByTime: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await findVisible(canvas.findByRole('row', { name: new RegExp(finished) }));
    await userEvent.type(canvas.getByLabelText(t('sales:fields.from')), '2026-03-02');
    await findVisible(canvas.findByText(/StartTime=2026-03-02T00%3A00%3A00.000Z/));
    await findVisible(canvas.findByText(t('sales:empty')));
    await userEvent.clear(canvas.getByLabelText(t('sales:fields.from')));
    await userEvent.type(canvas.getByLabelText(t('sales:fields.until')), '2026-03-01');
    await findVisible(canvas.findByRole('row', { name: new RegExp(finished) }));
  },
};
