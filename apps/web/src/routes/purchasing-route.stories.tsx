import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DocumentState, Permissions, endpoints } from '@inventory/contracts';
import { findVisible, storyT } from '@inventory/ui/storybook';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { routeStateStories } from '../storybook/route-state-stories.ts';
import { PurchasingRoute } from './purchasing-route.tsx';

const draft = 'PO-20260301-0001';
const processing = 'PO-20260301-0002';

/** /sys/purchasing as the app mounts it (app/routes.tsx), over the mock server: a Draft and a Processing purchase. */
const meta = {
  title: 'Purchasing/PurchasingRoute',
  component: PurchasingRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/sys/purchasing' },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = routeStateStories({
  list: endpoints.purchaseInvoice.list,
  emptyKey: 'purchasing:empty',
  withoutAccess: [Permissions.Warehouses],
});

const actionsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((button) => button.textContent);

/**
 * State, total and received of ordered per purchase; each row offers only the steps its life cycle allows: a
 * Draft may be discarded or deleted, a purchase with stock received may only be finished.
 */
export const Default: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const open = await findVisible(canvas.findByRole('row', { name: new RegExp(processing) }));
    await expect(open).toHaveTextContent(t('common:status.Processing'));
    await expect(open).toHaveTextContent('360.00');
    await expect(within(open).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await expect(actionsOf(open)).toEqual([t('purchasing:actions.finish')]);
    const first = canvas.getByRole('row', { name: new RegExp(draft) });
    await expect(first).toHaveTextContent(t('common:status.Draft'));
    await expect(first).toHaveTextContent('235.00');
    await expect(actionsOf(first)).toEqual([t('purchasing:actions.discard'), t('common:actions.delete')]);
  },
};

/** Finishing after a confirmation that says what it means; the row then shows Finished and offers nothing. */
export const FinishOne: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const row = await findVisible(canvas.findByRole('row', { name: new RegExp(processing) }));
    await userEvent.click(within(row).getByRole('button', { name: t('purchasing:actions.finish') }));
    const confirm = await findVisible(
      screen.findByRole('alertdialog', { name: t('purchasing:confirm.finishTitle', { number: processing }) }),
    );
    await userEvent.click(within(confirm).getByRole('button', { name: t('purchasing:actions.finish') }));
    await findVisible(screen.findByText(t('purchasing:messages.finished', { number: processing })));
    await waitFor(() =>
      expect(canvas.getByRole('row', { name: new RegExp(processing) })).toHaveTextContent(
        t('common:status.Finish'),
      ),
    );
    await expect(actionsOf(canvas.getByRole('row', { name: new RegExp(processing) }))).toEqual([]);
  },
};

/** Discarding a Draft: confirmed, then gone from the list, which hides discarded purchases unless asked. */
export const DiscardDraft: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const row = await findVisible(canvas.findByRole('row', { name: new RegExp(draft) }));
    await userEvent.click(within(row).getByRole('button', { name: t('purchasing:actions.discard') }));
    const confirm = await findVisible(
      screen.findByRole('alertdialog', { name: t('purchasing:confirm.discardTitle', { number: draft }) }),
    );
    await userEvent.click(within(confirm).getByRole('button', { name: t('purchasing:actions.discard') }));
    await findVisible(screen.findByText(t('purchasing:messages.discarded', { number: draft })));
  },
};

/** The state filter applies at once and lands in the address, so the view can be shared. */
export const FilterByState: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await findVisible(canvas.findByRole('row', { name: new RegExp(draft) }));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('purchasing:fields.state') }),
      t('common:status.Processing'),
    );
    await findVisible(canvas.findByText(new RegExp(`State=${DocumentState.Processing}`)));
    await waitFor(() => expect(canvas.queryByRole('row', { name: new RegExp(draft) })).toBeNull());
    await findVisible(canvas.findByRole('row', { name: new RegExp(processing) }));
  },
};

export const Empty: Story = states.empty;
export const ServerError: Story = states.serverError;
export const NoAccess: Story = states.noAccess;
