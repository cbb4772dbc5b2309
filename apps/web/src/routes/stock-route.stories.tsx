import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ErrorCodes, Permissions, endpoints } from '@inventory/contracts';
import { createScenarios } from '@inventory/contracts/mocks';
import { findVisible, frameOf, storyT } from '@inventory/ui/storybook';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { routeStateStories } from '../storybook/route-state-stories.ts';
import { manyBatchesStoryHandlers, stockStoryHandlers } from './stock-story-store.ts';
import { StockRoute } from './stock-route.tsx';

const scenarios = createScenarios();
type Context = { canvasElement: HTMLElement; globals: Record<string, unknown> };

/**
 * /sys/inventory as the app mounts it (app/routes.tsx), over the mock server with a batch past its expiry, an empty
 * stock row and a purchase receipt added to the demo stock: the list with its batches, the expiry filters from
 * the address, totals, the empty-row delete and the states.
 */
const meta = {
  title: 'Stock/StockRoute',
  component: StockRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/sys/inventory' },
  beforeEach: ({ msw }) => {
    msw.use(...stockStoryHandlers());
  },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = routeStateStories({
  list: endpoints.stock.list,
  emptyKey: 'stock:empty',
  withoutAccess: [Permissions.Warehouses],
});

async function rowOf(context: Context, name: string) {
  return findVisible(within(context.canvasElement).findByRole('row', { name: new RegExp(name) }));
}

/** Opens a row's batches with its disclosure button and answers the batch table. */
async function openBatches(context: Context, name: string) {
  const t = storyT(context);
  const row = await rowOf(context, name);
  await userEvent.click(within(row).getByRole('button', { name: t('stock:actions.showBatches', { name }) }));
  return findVisible(
    within(context.canvasElement).findByRole('table', { name: t('stock:batches.title', { name }) }),
  );
}

/** Per SKU the count, value and worst status; a row opens to its batches, first to expire first. */
export const ExpandedBatches: Story = {
  play: async (context) => {
    const t = storyT(context);
    const tea = await rowOf(context, '绿茶 500ml');
    await expect(tea).toHaveTextContent('120');
    // 100 × 2.35 + 20 × 2.35
    await expect(tea).toHaveTextContent('282.00');
    await expect(tea).toHaveTextContent(t('common:expiry.NearExpiry'));
    const batches = await openBatches(context, '绿茶 500ml');
    const near = within(batches).getByRole('row', { name: /20260301-001/ });
    await expect(near).toHaveTextContent('2026-03-20');
    await expect(near).toHaveTextContent(t('stock:daysLeft.left', { count: 18 }));
    await expect(near).toHaveTextContent(t('common:expiry.NearExpiry'));
    await expect(within(batches).getByRole('row', { name: /20260301-002/ })).toHaveTextContent(
      t('common:expiry.Normal'),
    );
    const rice = await rowOf(context, 'Rice Cracker');
    await expect(rice).toHaveTextContent(t('common:expiry.Expired'));
    const totals = within(context.canvasElement).getByRole('group', { name: t('stock:totals.label') });
    // 282 + 300 × 1.2 + 12 × 1.1 + 150 × 1.2 + 0
    await expect(totals).toHaveTextContent('835.20');
  },
};

/**
 * A SKU holding more batches than a row shows (ADR 062: the list asks for 5 a row): its first 5 to expire, a link
 * Tab reaches to its stock detail in a warehouse shown, and the row's cost value over every batch (the totals' call).
 */
export const MoreBatches: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...manyBatchesStoryHandlers());
  },
  play: async (context) => {
    const t = storyT(context);
    const name = 'Rice Cracker';
    // 300 × 1.2 + 12 × 1.1 + 150 × 1.2 + 6 × 10 × 1.0, not the first five batches' value.
    await waitFor(async () => expect(await rowOf(context, name)).toHaveTextContent('613.20'));
    // A row holding no more than it shows offers no link (opened, checked below, closed again).
    const tea = '绿茶 500ml';
    await openBatches(context, tea);
    const batches = await openBatches(context, name);
    await expect(within(context.canvasElement).getAllByText(t('stock:batches.more'))).toHaveLength(1);
    await userEvent.click(
      within(context.canvasElement).getByRole('button', {
        name: t('stock:actions.hideBatches', { name: tea }),
      }),
    );
    // A header row and the first five batches: the expired one, then April's first four.
    await expect(within(batches).getAllByRole('row')).toHaveLength(6);
    await expect(within(batches).getByRole('row', { name: /20251101-004/ })).toBeVisible();
    await expect(within(batches).queryByRole('row', { name: /20260302-105/ })).toBeNull();
    const more = within(context.canvasElement).getByRole('link', {
      name: t('stock:batches.moreIn', { name, warehouse: 'Main Warehouse' }),
    });
    await expect(more.getAttribute('href')).toMatch(/^\/sys\/inventory\/components\/warehouse\/detailForm\?/);
    await expect(within(context.canvasElement).getByText(t('stock:batches.more'))).toBeVisible();
    more.focus();
    await expect(more).toHaveFocus();
  },
};

/** The dashboard's link: `?DateType=Expired` shows only what holds expired stock, and only those batches. */
export const FilterExpired: Story = {
  args: { url: '/sys/inventory?DateType=Expired' },
  play: async (context) => {
    const t = storyT(context);
    const batches = await openBatches(context, 'Rice Cracker');
    const expired = within(batches).getByRole('row', { name: /20251101-004/ });
    await expect(expired).toHaveTextContent(t('stock:daysLeft.ago', { count: 29 }));
    await expect(within(batches).queryByRole('row', { name: /20260301-003/ })).toBeNull();
    await expect(within(context.canvasElement).queryByRole('row', { name: /绿茶 500ml/ })).toBeNull();
    await expect(
      within(context.canvasElement).getByRole('combobox', { name: t('stock:fields.status') }),
    ).toHaveValue('Expired');
  },
};

/** `?DateType=NearExpiry`: the green tea, by its batch expiring on 20 March. */
export const FilterNearExpiry: Story = {
  args: { url: '/sys/inventory?DateType=NearExpiry' },
  play: async (context) => {
    const batches = await openBatches(context, '绿茶 500ml');
    await expect(within(batches).getAllByRole('row')).toHaveLength(2);
    await expect(within(context.canvasElement).queryByRole('row', { name: /Rice Cracker/ })).toBeNull();
  },
};

/** `?DateType=Normal`: what holds stock that is neither near nor past expiry; an empty row has no status. */
export const FilterNormal: Story = {
  args: { url: '/sys/inventory?DateType=Normal' },
  play: async (context) => {
    await rowOf(context, '绿茶 500ml');
    await rowOf(context, 'Rice Cracker');
    await expect(within(context.canvasElement).queryByRole('row', { name: /Gift Box/ })).toBeNull();
  },
};

/** Choosing a status applies it at once and writes it to the address; Reset clears it. */
export const ChooseExpiryFilter: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await rowOf(context, '绿茶 500ml');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('stock:fields.status') }),
      t('common:expiry.Expired'),
    );
    await waitFor(() => expect(canvas.queryByRole('row', { name: /绿茶 500ml/ })).toBeNull());
    await expect(canvas.getByText(/DateType=Expired/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.reset') }));
    await rowOf(context, '绿茶 500ml');
  },
};

/** `HideZero=true`: the empty gift box row is left out. */
export const WithoutZeroStock: Story = {
  args: { url: '/sys/inventory?HideZero=true' },
  play: async (context) => {
    await rowOf(context, 'Rice Cracker');
    await expect(within(context.canvasElement).queryByRole('row', { name: /Gift Box/ })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.loading(endpoints.stock.list));
  },
  play: async (context) => {
    const t = storyT(context);
    const table = await within(context.canvasElement).findByRole('table', { name: t('stock:title') });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = states.empty;

export const ServerError: Story = states.serverError;

export const NoAccess: Story = states.noAccess;

/** An empty stock row is removed after a question; the list no longer shows it. */
export const DeleteZeroStock: Story = {
  play: async (context) => {
    const t = storyT(context);
    const name = 'Tea & Snack Gift Box';
    const batches = await openBatches(context, name);
    await userEvent.click(
      within(batches).getByRole('button', {
        name: t('stock:actions.deleteEmptyOf', { name, warehouse: '上海仓库' }),
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: t('stock:dialogs.deleteTitle', { name }) });
    await expect(dialog).toHaveTextContent(t('stock:dialogs.deleteMessage', { name, warehouse: '上海仓库' }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.delete') }));
    await findVisible(screen.findByText(t('stock:messages.deleted')));
    await waitFor(() =>
      expect(within(context.canvasElement).queryByRole('row', { name: new RegExp(name) })).toBeNull(),
    );
  },
};

/** The server refuses (someone stocked the row meanwhile): its reason in words, and the row stays. */
export const DeleteRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...scenarios.business(endpoints.stock.deleteEmpty, ErrorCodes.StockNotZero, '', {
        sku: 'Tea & Snack Gift Box',
        warehouse: '上海仓库',
        count: 5,
      }),
    );
  },
  play: async (context) => {
    const t = storyT(context);
    const name = 'Tea & Snack Gift Box';
    const batches = await openBatches(context, name);
    await userEvent.click(
      within(batches).getByRole('button', {
        name: t('stock:actions.deleteEmptyOf', { name, warehouse: '上海仓库' }),
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: t('stock:dialogs.deleteTitle', { name }) });
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.delete') }));
    const refusal = await screen.findByRole('alertdialog', { name: t('errors:requestError.title') });
    await expect(refusal).toHaveTextContent(name);
    await userEvent.click(within(refusal).getByRole('button', { name: t('common:actions.ok') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Nothing was removed: the row and its empty batch are still there to delete.
    await expect(
      within(batches).getByRole('button', {
        name: t('stock:actions.deleteEmptyOf', { name, warehouse: '上海仓库' }),
      }),
    ).toBeVisible();
  },
};

/** By keyboard only: Tab reaches a row's disclosure button, Enter opens its batches. */
export const ByKeyboard: Story = {
  play: async (context) => {
    const t = storyT(context);
    const name = 'Rice Cracker';
    const row = await rowOf(context, name);
    const toggle = within(row).getByRole('button', { name: t('stock:actions.showBatches', { name }) });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await findVisible(
      within(context.canvasElement).findByRole('table', { name: t('stock:batches.title', { name }) }),
    );
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * At 720 px in the layout, by keyboard: a row opens with Enter, the stock views are links Tab reaches; the tables
 * scroll inside themselves, the page never sideways.
 */
export const AtCompactWidth: Story = {
  args: { shell: true },
  decorators: [frameOf(720)],
  play: async (context) => {
    const t = storyT(context);
    const name = 'Rice Cracker';
    const row = await rowOf(context, name);
    within(row)
      .getByRole('button', { name: t('stock:actions.showBatches', { name }) })
      .focus();
    await userEvent.keyboard('{Enter}');
    await findVisible(
      within(context.canvasElement).findByRole('table', { name: t('stock:batches.title', { name }) }),
    );
    const canvas = within(context.canvasElement);
    const summary = canvas.getByRole('link', { name: t('stock:nav.summary') });
    summary.focus();
    await expect(summary).toHaveAttribute('href', '/sys/inventory/components/suminventory');
    const main = canvas.getByRole('main');
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
  },
};
