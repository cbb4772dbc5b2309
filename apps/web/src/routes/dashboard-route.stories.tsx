import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { endpoints, type Dashboard } from '@inventory/contracts';
import { createScenarios } from '@inventory/contracts/mocks';
import { findVisible, storyT } from '@inventory/ui/storybook';
import { configurationWith } from '../storybook/story-configuration.ts';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { DashboardRoute } from './dashboard-route.tsx';

const scenarios = createScenarios();
const dashboard = endpoints.dashboard.get;

/**
 * /dashboard as the app mounts it, over the mock server: its figures are computed from the fixture store with the
 * domain's rules (ADR 030), so they are the figures the server gives for the same data.
 */
const meta = {
  title: 'Dashboard/DashboardRoute',
  component: DashboardRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/dashboard' },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const weeks = (revenue: (index: number) => number) =>
  Array.from({ length: 12 }, (_, index) => {
    const day = new Date(Date.UTC(2025, 11, 15 + index * 7)).toISOString().slice(0, 10);
    const r = revenue(index);
    return { weekStart: day, sales: r > 0 ? 1 : 0, revenue: r, cost: 0, margin: r };
  });

/** A tenant with nothing yet: every section the admin may see, all zero. */
const emptyTenant: Dashboard = {
  timeZone: 'UTC',
  stockValue: { total: 0, warehouses: [] },
  expiryRisk: {
    expired: 0,
    within30Days: 0,
    within60Days: 0,
    within90Days: 0,
    nearExpiry: 0,
    nearExpiryDays: 30,
  },
  lowStock: { items: [], totalCount: 0 },
  openWork: {
    drafts: { purchase: 0, sell: 0, production: 0, warehouse: 0 },
    purchasesNotReceived: 0,
    salesNotDelivered: 0,
    productionsInProgress: 0,
  },
  salesTrend: { weeks: weeks(() => 0), topSkus: [] },
};

/** The owner's first look: every tile, the figures of the mock shop, the chart drawn after the tiles. */
export const Default: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    const value = await findVisible(canvas.findByRole('heading', { name: t('dashboard:stockValue.title') }));
    await expect(value).toBeVisible();
    // Σ count × batch cost over the fixture's balances: 595 in the main warehouse, 47 in Shanghai.
    await findVisible(canvas.findByText(/^642[.,]00$/));
    await expect(canvas.getByRole('link', { name: 'Main Warehouse' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/sys\/inventory\?WarehouseId=/),
    );
    // 300 bags held against a reorder level of 500.
    const low = canvas.getByRole('table', { name: t('dashboard:lowStock.title') });
    await expect(within(low).getByRole('cell', { name: /Rice Cracker/ })).toBeVisible();
    const top = canvas.getByRole('table', { name: t('dashboard:trend.topTitle') });
    await expect(within(top).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: t('dashboard:trend.topTitle') })).toBeVisible();
    // The chart's own chunk, loaded after the tiles.
    await waitFor(() => expect(context.canvasElement.querySelector('.recharts-surface')).not.toBeNull());
  },
};

/** While the figures load: each tile the user may see waits in its place, titled. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.loading(dashboard));
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByRole('heading', { name: t('dashboard:expiry.title') }));
    await expect(canvas.getByRole('heading', { name: t('dashboard:trend.title') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('dashboard:expiry.expired') })).toBeNull();
  },
};

/** A new tenant: the tiles say there is nothing yet instead of showing empty charts. */
export const EmptyTenant: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.answer(dashboard, emptyTenant));
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByText(t('dashboard:stockValue.empty')));
    await expect(canvas.getByText(t('dashboard:trend.noSales'))).toBeVisible();
    await expect(canvas.getByText(t('dashboard:expiry.none'))).toBeVisible();
  },
};

/** A sales clerk: only the sales trend and their own open work; no stock figures (the server sends none). */
export const SalesClerk: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...configurationWith({ policies: ['Inventory.SellInvoices'] }),
      ...scenarios.answer(dashboard, {
        ...emptyTenant,
        stockValue: null,
        expiryRisk: null,
        lowStock: null,
        openWork: {
          drafts: { purchase: null, sell: 2, production: null, warehouse: null },
          purchasesNotReceived: null,
          salesNotDelivered: 1,
          productionsInProgress: null,
        },
        salesTrend: { weeks: weeks((i) => (i % 3 === 0 ? 120.5 * (i + 1) : 0)), topSkus: [] },
      } satisfies Dashboard),
    );
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByRole('link', { name: t('dashboard:openWork.sellDrafts') }));
    await expect(canvas.queryByRole('link', { name: t('dashboard:openWork.purchaseDrafts') })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: t('dashboard:stockValue.title') })).toBeNull();
    await expect(canvas.getByRole('heading', { name: t('dashboard:trend.title') })).toBeVisible();
  },
};

/** A user whose role opens none of its sections: the address shows "no access", as the menu has no entry. */
export const NoAccess: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...configurationWith({ policies: ['Inventory.Suppliers'] }));
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await findVisible(canvas.findByRole('heading', { name: storyT(context)('errors:noAccess.title') }));
  },
};

/** The call failed: what happened, and a way to try again that loads the figures. */
export const ServerErrorThenRetry: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.unavailableOnce(dashboard, 502));
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByText(t('errors:serverError.message')));
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.retry') }));
    await findVisible(canvas.findByText(/^642[.,]00$/));
  },
};

/** Low stock → one action: a new purchase with each short SKU's shortfall, for the user to choose a supplier. */
export const DraftPurchaseForLowStock: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await userEvent.click(
      await findVisible(canvas.findByRole('button', { name: t('dashboard:lowStock.draftPurchase') })),
    );
    await findVisible(screen.findByRole('heading', { name: t('purchasing:editor.newTitle') }));
    // 500 − 300 bags.
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: new RegExp(`^${t('purchasing:editor.count', { index: 1 })}`) }),
      ).toHaveValue('200'),
    );
    await expect(canvas.getByText('/sys/purchasing/new')).toBeVisible();
  },
};

/** The expiry tile leads to the stock screen with that expiry filter in its address. */
export const FollowNearExpiry: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await userEvent.click(
      await findVisible(canvas.findByRole('link', { name: t('dashboard:expiry.nearExpiry', { days: 30 }) })),
    );
    await findVisible(canvas.findByText('/sys/inventory?DateType=1'));
  },
};
