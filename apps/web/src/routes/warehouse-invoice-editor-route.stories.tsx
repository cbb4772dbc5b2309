import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@inventory/contracts';
import { createScenarios } from '@inventory/contracts/mocks';
import { findVisible, frameOf, pickOption, readToast, storyT } from '@inventory/ui/storybook';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { WarehouseInvoiceEditorRoute } from './warehouse-invoice-editor-route.tsx';
import { storyInvoiceIds, warehouseInvoiceStoryHandlers } from './warehouse-invoice-story-store.ts';

const scenarios = createScenarios();
type T = ReturnType<typeof storyT>;

/**
 * /sys/inventory/invoices/new and /sys/inventory/invoices/{id} as the app mounts them, over the mock server whose
 * Main Warehouse holds green tea in three batches: one expired (20 Feb), one near expiry (20 Mar, 100), one later
 * (1 Sep, 50).
 */
const meta = {
  title: 'Inventory/WarehouseInvoiceEditorRoute',
  component: WarehouseInvoiceEditorRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/sys/inventory/invoices/new' },
  beforeEach: ({ msw }) => {
    msw.use(...warehouseInvoiceStoryHandlers());
  },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A field by the start of its name (a required one's name ends with its mark). */
const startsWith = (name: string) => new RegExp(`^${name.replace(/[()[\]{}.*+?^$|\\]/g, '\\$&')}`);
const picker = (name: string) => screen.getByRole('combobox', { name: startsWith(name) });
const box = (name: string) => screen.getByRole('textbox', { name: startsWith(name) });

/** A new invoice of `kind` from the Main Warehouse with one line of `count` green tea. */
async function startWith(t: T, kind: 'In' | 'Out' | 'Move', count: string) {
  await findVisible(screen.findByRole('heading', { name: t('warehouseInvoice:editor.newTitle') }));
  await userEvent.selectOptions(
    picker(t('warehouseInvoice:fields.stockType')),
    t(`warehouseInvoice:stockTypes.${kind}`),
  );
  const from = kind === 'Move' ? 'warehouseInvoice:fields.moveFrom' : 'warehouseInvoice:fields.warehouse';
  await pickOption(picker(t(from)), '', /Main Warehouse/);
  await pickOption(picker(t('warehouseInvoice:editor.sku', { index: 1 })), '', /绿茶 500ml/);
  await userEvent.type(box(t('warehouseInvoice:editor.count', { index: 1 })), count);
}

async function batchPicker(t: T) {
  return findVisible(screen.findByRole('region', { name: t('warehouseInvoice:picker.title', { index: 1 }) }));
}

const takeBox = (scope: HTMLElement, t: T, batch: string) =>
  within(scope).getByRole('textbox', { name: t('warehouseInvoice:picker.takeFrom', { batch, index: 1 }) });

/** A new In: its line names the new batch's dates, whose expiry and status show; saved, the page moves to it. */
export const NewIn: Story = {
  play: async (context) => {
    const t = storyT(context);
    await startWith(t, 'In', '24');
    const line = screen.getByRole('group', { name: t('warehouseInvoice:editor.line', { index: 1 }) });
    await userEvent.type(
      within(line).getByLabelText(t('warehouseInvoice:editor.produced', { index: 1 })),
      '2026-02-01',
    );
    await userEvent.type(box(t('warehouseInvoice:editor.shelfLife', { index: 1 })), '45');
    const expiry = within(line).getByRole('status', {
      name: t('warehouseInvoice:editor.expires', { index: 1 }),
    });
    await waitFor(() =>
      expect(expiry).toHaveTextContent(t('warehouseInvoice:editor.expiresOn', { date: '2026-03-18' })),
    );
    await expect(expiry).toHaveTextContent(t('common:expiry.NearExpiry'));
    await userEvent.click(screen.getByRole('button', { name: t('warehouseInvoice:editor.saveDraft') }));
    // The story's store already holds IN-20260302-0001 (discarded): the new one is the day's second.
    await readToast(t('warehouseInvoice:editor.saved', { number: 'IN-20260302-0002' }));
    await findVisible(
      screen.findByRole('heading', {
        name: t('warehouseInvoice:editor.title', { number: 'IN-20260302-0002' }),
      }),
    );
    await findVisible(screen.findByText(/\/sys\/inventory\/invoices\/[0-9a-f-]{36}/));
  },
};

/**
 * An Out's batch picker: the Main Warehouse's green tea batches with count, expiry date and status, the expired one
 * shown; first-expiry-first fills 120 from the near-expiry batch (100) and the later one (20), never the expired
 * one, and selected against wanted shows as it fills.
 */
export const OutFillsByFefo: Story = {
  play: async (context) => {
    const t = storyT(context);
    await startWith(t, 'Out', '120');
    const region = await batchPicker(t);
    const expired = await findVisible(within(region).findByRole('row', { name: /20251201-009/ }));
    await expect(expired).toHaveTextContent('2026-02-20');
    await expect(expired).toHaveTextContent(t('common:expiry.Expired'));
    await expect(within(region).getByRole('row', { name: /20260301-001/ })).toHaveTextContent(
      t('common:expiry.NearExpiry'),
    );
    await expect(
      within(region).getByText(t('warehouseInvoice:picker.expiredNote'), { exact: false }),
    ).toBeVisible();
    await userEvent.type(takeBox(region, t, '20260301-001'), '30');
    const status = within(region).getByRole('status');
    await expect(status).toHaveTextContent(
      t('warehouseInvoice:picker.progress', { selected: '30', wanted: '120' }),
    );
    await expect(status).toHaveTextContent(t('warehouseInvoice:picker.remaining', { remaining: '90' }));
    await userEvent.click(within(region).getByRole('button', { name: t('warehouseInvoice:picker.fill') }));
    await expect(takeBox(region, t, '20260301-001')).toHaveValue('100');
    await expect(takeBox(region, t, '20260220-007')).toHaveValue('20');
    await expect(takeBox(region, t, '20251201-009')).toHaveValue('');
    await expect(status).toHaveTextContent(t('warehouseInvoice:picker.complete'));
  },
};

/**
 * A Move names where it goes; submitting asks first and names each batch moving from the Main Warehouse to the North
 * Depot; then it is finished, and its line shows the batch it took.
 */
export const MoveToAnotherWarehouse: Story = {
  play: async (context) => {
    const t = storyT(context);
    await startWith(t, 'Move', '10');
    await pickOption(picker(t('warehouseInvoice:fields.moveTo')), '', /North Depot/);
    const region = await batchPicker(t);
    await userEvent.type(
      await findVisible(within(region).findByRole('textbox', { name: /20260220-007/ })),
      '10',
    );
    await userEvent.click(screen.getByRole('button', { name: t('warehouseInvoice:editor.submit') }));
    const dialog = await findVisible(
      screen.findByRole('dialog', { name: t('warehouseInvoice:editor.submitTitle') }),
    );
    await expect(within(dialog).getByRole('region', { name: t('kit:moves.title') })).toHaveTextContent(
      t('warehouseInvoice:moves.moveBatch', {
        count: '10',
        sku: '绿茶 500ml',
        warehouse: 'Main Warehouse',
        to: 'North Depot',
        batch: '20260220-007',
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('warehouseInvoice:editor.submit') }));
    await readToast(t('warehouseInvoice:editor.submitted', { number: 'MV-20260302-0002' }));
    await waitFor(() =>
      expect(within(context.canvasElement).getByText(t('common:status.Finish'))).toBeVisible(),
    );
    await expect(
      within(context.canvasElement).getByText(
        t('warehouseInvoice:picker.takenFrom', { batch: '20260220-007', count: '10' }),
      ),
    ).toBeVisible();
  },
};

/**
 * More than the warehouse's unexpired batches hold: the line and a region above the buttons say so at once (wanted
 * 200, available 150, the expired batch not counted); submitted anyway, the server's refusal lands on the line.
 */
export const Shortage: Story = {
  play: async (context) => {
    const t = storyT(context);
    await startWith(t, 'Move', '200');
    await pickOption(picker(t('warehouseInvoice:fields.moveTo')), '', /North Depot/);
    const words = t('warehouseInvoice:shortages.line', {
      sku: '绿茶 500ml',
      wanted: '200',
      available: '150',
      warehouse: 'Main Warehouse',
    });
    const region = await findVisible(
      screen.findByRole('region', { name: t('warehouseInvoice:shortages.title') }),
    );
    await expect(region).toHaveTextContent(words);
    const line = screen.getByRole('group', { name: t('warehouseInvoice:editor.line', { index: 1 }) });
    await expect(within(line).getByText(words)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('warehouseInvoice:editor.submit') }));
    const dialog = await findVisible(
      screen.findByRole('dialog', { name: t('warehouseInvoice:editor.submitTitle') }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('warehouseInvoice:editor.submit') }));
    await findVisible(
      within(line).findByText(t('warehouseInvoice:shortages.server', { wanted: '200', available: '150' })),
    );
    await expect(box(t('warehouseInvoice:editor.count', { index: 1 }))).toHaveValue('200');
  },
};

/**
 * Saved elsewhere since the page was opened (409): the refusal says so, what was typed stays on screen, and Reload
 * shows the saved version instead.
 */
export const ChangedElsewhere: Story = {
  args: { url: `/sys/inventory/invoices/${storyInvoiceIds.draftOut}` },
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.failing(endpoints.warehouseInvoice.save, 409));
  },
  play: async (context) => {
    const t = storyT(context);
    const remarks = await findVisible(
      screen.findByRole('textbox', { name: t('warehouseInvoice:fields.remarks') }),
    );
    await userEvent.type(remarks, 'Count again first');
    await userEvent.click(screen.getByRole('button', { name: t('warehouseInvoice:editor.saveDraft') }));
    await findVisible(screen.findByText(t('kit:conflict.kept')));
    await expect(screen.getByRole('textbox', { name: t('warehouseInvoice:fields.remarks') })).toHaveValue(
      'Count again first',
    );
    await userEvent.click(screen.getByRole('button', { name: t('kit:conflict.reload') }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: t('warehouseInvoice:fields.remarks') })).toHaveValue(''),
    );
  },
};

/** A finished Move is shown, not edited: where it went and which batch it took; the page says why. */
export const FinishedMove: Story = {
  args: { url: `/sys/inventory/invoices/${storyInvoiceIds.finishedMove}` },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await findVisible(
      canvas.findByRole('heading', {
        name: t('warehouseInvoice:editor.title', { number: 'MV-20260302-0001' }),
      }),
    );
    await expect(canvas.getByText(t('warehouseInvoice:editor.readOnly'))).toBeVisible();
    const to = canvas.getByRole('combobox', { name: new RegExp(`^${t('warehouseInvoice:fields.moveTo')}`) });
    await waitFor(() => expect(to).toHaveValue('North Depot'));
    await expect(
      canvas.getByText(t('warehouseInvoice:picker.takenFrom', { batch: '20260301-001', count: '5' })),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('warehouseInvoice:editor.saveDraft') })).toBeNull();
  },
};

/**
 * At 720 px in the layout, by keyboard: the picker fills with Enter on its button; ↑/↓ move between the batches'
 * boxes and Enter there never adds a line; the picker's table scrolls inside itself, the page never sideways.
 */
export const ByKeyboardAtCompactWidth: Story = {
  args: { shell: true },
  decorators: [frameOf(720)],
  play: async (context) => {
    const t = storyT(context);
    await startWith(t, 'Out', '120');
    const region = await batchPicker(t);
    await findVisible(within(region).findByRole('row', { name: /20251201-009/ }));
    within(region)
      .getByRole('button', { name: t('warehouseInvoice:picker.fill') })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(takeBox(region, t, '20260301-001')).toHaveValue('100');
    takeBox(region, t, '20260301-001').focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(takeBox(region, t, '20260220-007')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(takeBox(region, t, '20251201-009')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      screen.queryByRole('group', { name: t('warehouseInvoice:editor.line', { index: 2 }) }),
    ).toBeNull();
    const main = within(context.canvasElement).getByRole('main');
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
  },
};
