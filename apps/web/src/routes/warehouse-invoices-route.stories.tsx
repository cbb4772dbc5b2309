import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints, Permissions } from '@inventory/contracts';
import { bulkAction, findVisible, readToast, storyT } from '@inventory/ui/storybook';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { routeStateStories } from '../storybook/route-state-stories.ts';
import { warehouseInvoiceStoryHandlers } from './warehouse-invoice-story-store.ts';
import { WarehouseInvoicesRoute } from './warehouse-invoices-route.tsx';

/**
 * /sys/inventory/invoices as the app mounts it, over the mock server with a draft Out, a finished Move and a
 * discarded In added to the demo's opening In.
 */
const meta = {
  title: 'Inventory/WarehouseInvoicesRoute',
  component: WarehouseInvoicesRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/sys/inventory/invoices?IsNeedDiscard=true' },
  beforeEach: ({ msw }) => {
    msw.use(...warehouseInvoiceStoryHandlers());
  },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = routeStateStories({
  list: endpoints.warehouseInvoice.list,
  emptyKey: 'warehouseInvoice:empty',
  withoutAccess: [Permissions.Warehouses],
});

const row = (canvasElement: HTMLElement, number: string) =>
  findVisible(within(canvasElement).findByRole('row', { name: new RegExp(number) }));

/** Every kind with its source, warehouses (a Move from → to), content and state; discard only on the draft. */
export const List: Story = {
  play: async (context) => {
    const t = storyT(context);
    const move = await row(context.canvasElement, 'MV-20260302-0001');
    await expect(move).toHaveTextContent(t('warehouseInvoice:stockTypes.Move'));
    await expect(move).toHaveTextContent('Main Warehouse → North Depot');
    await expect(move).toHaveTextContent(t('common:status.Finish'));
    const draft = await row(context.canvasElement, 'OUT-20260302-0001');
    await expect(draft).toHaveTextContent(t('common:status.Draft'));
    await expect(
      within(draft).getByRole('button', { name: t('warehouseInvoice:actions.discard') }),
    ).toBeVisible();
    await expect(
      within(move).queryByRole('button', { name: t('warehouseInvoice:actions.discard') }),
    ).toBeNull();
    await expect(await row(context.canvasElement, 'IN-20260302-0001')).toHaveTextContent(
      t('common:status.Discard'),
    );
  },
};

/** `?StockType=2` shows the moves only, and the filter says so. */
export const MovesOnly: Story = {
  args: { url: '/sys/inventory/invoices?StockType=2' },
  play: async (context) => {
    const t = storyT(context);
    await row(context.canvasElement, 'MV-20260302-0001');
    await expect(within(context.canvasElement).queryByRole('row', { name: /OUT-20260302-0001/ })).toBeNull();
    await expect(
      within(context.canvasElement).getByRole('combobox', { name: t('warehouseInvoice:fields.stockType') }),
    ).toHaveValue('2');
  },
};

/** Chosen drafts are submitted together (`save-many`), after a question: the draft Out is finished. */
export const SubmitDraftsTogether: Story = {
  play: async (context) => {
    const t = storyT(context);
    await bulkAction(
      context.canvasElement,
      t,
      ['OUT-20260302-0001'],
      t('warehouseInvoice:actions.submitSelected'),
    );
    const dialog = await findVisible(
      within(document.body).findByRole('alertdialog', {
        name: t('warehouseInvoice:confirm.submitManyTitle', { count: 1 }),
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('warehouseInvoice:editor.submit') }));
    // Closed once read, so the story ends the same however long the toast would have stayed.
    await readToast(t('warehouseInvoice:messages.submittedMany', { count: 1 }));
    await waitFor(async () =>
      expect(await row(context.canvasElement, 'OUT-20260302-0001')).toHaveTextContent(
        t('common:status.Finish'),
      ),
    );
  },
};

export const Empty: Story = states.empty;
export const NoAccess: Story = states.noAccess;
