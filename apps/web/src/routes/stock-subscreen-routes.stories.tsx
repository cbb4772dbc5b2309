import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoIds } from '@inventory/contracts/mocks';
import { findVisible, storyT } from '@inventory/ui/storybook';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { stockStoryHandlers } from './stock-story-store.ts';
import { StockSummaryRoute } from './stock-subscreen-routes.tsx';

const main = demoIds.mainWarehouse;
const detailOfRice = `/sys/inventory/components/warehouse/detailForm?WarehouseId=${main}&SkuId=${demoIds.riceCracker}`;

/**
 * The stock sub-screens as the app mounts them: the summary per warehouse, one warehouse's stock batch by batch,
 * and one SKU in one warehouse with its movements linked to their documents; the stock views' links between them.
 */
const meta = {
  title: 'Stock/StockSubScreens',
  component: StockSummaryRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/sys/inventory/components/suminventory' },
  beforeEach: ({ msw }) => {
    msw.use(...stockStoryHandlers());
  },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Totals of all stock and per warehouse, with the batches near or past expiry. */
export const Summary: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const table = await findVisible(canvas.findByRole('table', { name: t('stock:summary.byWarehouse') }));
    const north = await findVisible(within(table).findByRole('row', { name: /North Depot/ }));
    // One SKU, 12 bags, 13.20, no batch near expiry, one expired.
    await expect(
      within(north)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['North Depot', '1', '12', '13.20', '0', '1']);
    await expect(within(table).getByRole('row', { name: /Main Warehouse/ })).toHaveTextContent('775.00');
    await expect(canvas.getByRole('link', { name: t('stock:nav.summary') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Keyboard: from the summary, Tab to a warehouse and Enter opens its stock; the address names it. */
export const SummaryToWarehouse: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const link = await findVisible(canvas.findByRole('link', { name: 'North Depot' }));
    link.focus();
    await userEvent.keyboard('{Enter}');
    await findVisible(canvas.findByRole('row', { name: /20251101-004/ }));
    await expect(canvas.getByText(new RegExp(`WarehouseId=${demoIds.northWarehouse}`))).toBeVisible();
  },
};

/** One warehouse batch by batch, with days left and status; each SKU opens its detail. */
export const WarehouseStock: Story = {
  args: { url: `/sys/inventory/components/warehouse?WarehouseId=${main}` },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const near = await findVisible(canvas.findByRole('row', { name: /20260301-001/ }));
    await expect(near).toHaveTextContent(t('common:expiry.NearExpiry'));
    await expect(near).toHaveTextContent(t('stock:daysLeft.left', { count: 18 }));
    await expect(canvas.getByRole('row', { name: /20260302-001/ })).toHaveTextContent('150');
    await expect(canvas.getByRole('link', { name: 'Rice Cracker' })).toHaveAttribute('href', detailOfRice);
  },
};

/** Without a warehouse in the address the screen asks for one; choosing it lists its stock. */
export const WarehouseChoose: Story = {
  args: { url: '/sys/inventory/components/warehouse' },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await findVisible(canvas.findByText(t('stock:warehouse.chooseFirst')));
    const select = canvas.getByRole('combobox', { name: t('stock:warehouse.choose') });
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'North Depot' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(select, 'North Depot');
    await findVisible(canvas.findByRole('row', { name: /20251101-004/ }));
  },
};

/**
 * One SKU in one warehouse: its batches, and its movements newest first, the receipt linked to its purchase and the
 * opening stock to its warehouse invoice.
 */
export const Detail: Story = {
  args: { url: detailOfRice },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await findVisible(
      canvas.findByRole('heading', {
        name: t('stock:detail.title', { name: 'Rice Cracker', warehouse: 'Main Warehouse' }),
      }),
    );
    const movements = canvas.getByRole('table', { name: t('stock:detail.movementsTitle') });
    const receipt = await findVisible(within(movements).findByRole('row', { name: /IN-20260302-0001/ }));
    await expect(receipt).toHaveTextContent('+150');
    const rows = within(movements).getAllByRole('row');
    await expect(rows[1]).toBe(receipt);
    await expect(rows[2]).toHaveTextContent('IN-20260301-0001');
    // Stock put in by hand: the warehouse invoice itself is the document.
    await expect(
      within(rows[2] as HTMLElement).getByRole('link', {
        name: t('stock:movements.documentOf', {
          type: t('stock:movements.types.Other'),
          number: 'IN-20260301-0001',
        }),
      }),
    ).toHaveAttribute('href', `/sys/inventory/invoices/${demoIds.warehouseIn}`);
    const link = await findVisible(
      within(receipt).findByRole('link', {
        name: t('stock:movements.documentOf', {
          type: t('stock:movements.types.Purchase'),
          number: 'IN-20260302-0001',
        }),
      }),
    );
    // Until the SKU's purchases answer, the receipt links to its warehouse invoice; then to the purchase.
    await waitFor(() =>
      expect(link).toHaveAttribute('href', `/sys/purchasing/${demoIds.purchaseProcessing}`),
    );
    const batches = canvas.getByRole('table', { name: t('stock:batches.title', { name: 'Rice Cracker' }) });
    await expect(within(batches).getAllByRole('row')).toHaveLength(3);
  },
};

/** Following the movement's link opens the purchase. */
export const DetailToDocument: Story = {
  args: { url: detailOfRice },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const receipt = await findVisible(canvas.findByRole('row', { name: /IN-20260302-0001/ }));
    const link = await findVisible(within(receipt).findByRole('link'));
    await waitFor(() =>
      expect(link).toHaveAttribute('href', `/sys/purchasing/${demoIds.purchaseProcessing}`),
    );
    link.focus();
    await userEvent.keyboard('{Enter}');
    await findVisible(canvas.findByText(new RegExp(`/sys/purchasing/${demoIds.purchaseProcessing}`)));
    await findVisible(canvas.findByText(/PO-20260301-0002/));
  },
};

/** An address without its warehouse and SKU says where to choose them. */
export const DetailMissing: Story = {
  args: { url: '/sys/inventory/components/warehouse/detailForm' },
  play: async (context) => {
    await findVisible(within(context.canvasElement).findByText(storyT(context)('stock:detail.missing')));
  },
};
