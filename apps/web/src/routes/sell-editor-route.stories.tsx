import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@inventory/contracts';
import { createScenarios, demoIds } from '@inventory/contracts/mocks';
import { findVisible, pickOption, readToast, scanCode, storyT } from '@inventory/ui/storybook';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { SellEditorRoute } from './sell-editor-route.tsx';

type T = ReturnType<typeof storyT>;
const scenarios = createScenarios();

/**
 * /sys/market/new and /sys/market/{id} as the app mounts them, over the mock server (which keeps stock with
 * packages/domain): green tea has 100 in the Main Warehouse (batch 20260301-001, near expiry) and 20 in 上海仓库;
 * rice crackers 300 in the Main Warehouse.
 */
const meta = {
  title: 'Sales/SellEditorRoute',
  component: SellEditorRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/sys/market/new' },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const picker = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
const line = (t: T, index: number) => screen.getByRole('group', { name: t('sales:editor.line', { index }) });

async function opened(t: T) {
  await findVisible(screen.findByRole('heading', { name: t('sales:editor.newTitle') }));
}

/** One line typed by keyboard after the warehouse is chosen. */
async function typeLine(t: T, index: number, sku: RegExp, count: string, price: string) {
  await pickOption(picker(t('sales:editor.sku', { index })), '', sku);
  await userEvent.type(box(t('sales:editor.count', { index })), count);
  await userEvent.type(box(t('sales:editor.price', { index })), price);
}

async function fromMainWarehouse(t: T) {
  await pickOption(picker(t('sales:editor.warehouse')), '', /Main Warehouse/);
}

export const New: Story = {
  play: async (context) => {
    const t = storyT(context);
    await opened(t);
    await expect(box(t('sales:editor.count', { index: 1 }))).toHaveValue('');
    await expect(screen.getByRole('status', { name: t('sales:editor.total') })).toHaveTextContent('0.00');
  },
};

/**
 * As the count is typed, the line says what the chosen warehouse holds and which batch first-to-expire-first would
 * take, with its expiry date and status; the total follows, less the discount, to the cent.
 */
export const LiveAvailability: Story = {
  play: async (context) => {
    const t = storyT(context);
    await opened(t);
    await fromMainWarehouse(t);
    await typeLine(t, 1, /绿茶/, '30', '5.005');
    const first = line(t, 1);
    await findVisible(
      within(first).findByText(
        t('sales:availability.enoughIn', { available: '100', warehouse: 'Main Warehouse' }),
      ),
    );
    await expect(
      within(first).getByText(
        t('sales:availability.batchExpires', { batch: '20260301-001', count: '30', date: '2026-03-20' }),
      ),
    ).toBeVisible();
    await expect(within(first).getByText(t('common:expiry.NearExpiry'))).toBeVisible();
    await userEvent.type(box(t('sales:fields.discount')), '0.15');
    await expect(screen.getByRole('status', { name: t('sales:editor.subtotal') })).toHaveTextContent(
      '150.15',
    );
    await expect(screen.getByRole('status', { name: t('sales:editor.total') })).toHaveTextContent('150.00');
  },
};

/** Every shortage of the sale at once, before anything is sent; a short line also says what other warehouses hold. */
export const AllShortagesAtOnce: Story = {
  play: async (context) => {
    const t = storyT(context);
    await opened(t);
    await fromMainWarehouse(t);
    await typeLine(t, 1, /绿茶/, '150', '5');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(picker(t('sales:editor.sku', { index: 2 }))).toHaveFocus());
    await typeLine(t, 2, /Rice Cracker/, '400', '2');
    const list = await findVisible(screen.findByRole('region', { name: t('sales:shortages.title') }));
    const where = t('sales:shortages.inWarehouse', { warehouse: 'Main Warehouse' });
    // Each SKU is checked once typing pauses, and the two answers may come in either order: the list grows to both.
    await waitFor(() => {
      expect(list).toHaveTextContent(
        t('sales:shortages.line', { sku: '绿茶 500ml', where, wanted: '150', available: '100' }),
      );
      expect(list).toHaveTextContent(
        t('sales:shortages.line', { sku: 'Rice Cracker', where, wanted: '400', available: '300' }),
      );
    });
    await expect(
      within(line(t, 1)).getByText(t('sales:availability.elsewhere', { list: '上海仓库 20' })),
    ).toBeVisible();
    await expect(within(line(t, 2)).getByText(t('sales:availability.noneElsewhere'))).toBeVisible();
  },
};

/** A stock check the server could not answer says so on its line, and "Check again" asks once it is back. */
export const CheckFailsThenRetry: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.unavailableOnce(endpoints.stock.proposal, 503));
  },
  play: async (context) => {
    const t = storyT(context);
    await opened(t);
    await typeLine(t, 1, /Rice Cracker/, '5', '2');
    await findVisible(within(line(t, 1)).findByText(t('sales:availability.failed')));
    await userEvent.click(within(line(t, 1)).getByRole('button', { name: t('sales:availability.retry') }));
    await findVisible(within(line(t, 1)).findByText(t('sales:availability.enough', { available: '300' })));
    await expect(within(line(t, 1)).queryByText(t('sales:availability.failed'))).toBeNull();
  },
};

/** Cross-line rules as you type: a discount above the lines, the same SKU from the same named batch twice. */
export const CrossLineRules: Story = {
  play: async (context) => {
    const t = storyT(context);
    await opened(t);
    await typeLine(t, 1, /绿茶/, '1', '5');
    await userEvent.type(box(t('sales:editor.batchNumber', { index: 1 })), '20260301-001');
    await userEvent.click(screen.getByRole('button', { name: t('sales:editor.addLine') }));
    await typeLine(t, 2, /绿茶/, '1', '5');
    await userEvent.type(box(t('sales:editor.batchNumber', { index: 2 })), '20260301-001');
    await userEvent.type(box(t('sales:fields.discount')), '20');
    await findVisible(
      screen.findByText(t('sales:editor.discountTooHigh', { discount: '20.00', subtotal: '10.00' })),
    );
    await expect(
      screen.getByText(t('sales:editor.sameBatchTwice', { first: '1', second: '2' })),
    ).toBeVisible();
    await expect(screen.getByRole('status', { name: t('sales:editor.total') })).toHaveTextContent('–');
  },
};

/** A scanner types a code and Enter into the SKU picker: that SKU is picked; ↑ moves to the line above. */
export const ScanAndArrows: Story = {
  play: async (context) => {
    const t = storyT(context);
    await opened(t);
    // A scanner in keyboard mode: the whole code arrives at once, then Enter, before any search has answered. The
    // list closes once the code has picked its SKU (it would cover the next line).
    await scanCode(picker(t('sales:editor.sku', { index: 1 })), 'SKU-0002', 'SKU-0002 Rice Cracker');
    // Each step once the page has settled from the one before (CI once saw the ↑ land elsewhere under load).
    await userEvent.click(screen.getByRole('button', { name: t('sales:editor.addLine') }));
    await waitFor(() => expect(picker(t('sales:editor.sku', { index: 2 }))).toHaveFocus());
    await userEvent.click(box(t('sales:editor.count', { index: 2 })));
    await waitFor(() => expect(box(t('sales:editor.count', { index: 2 }))).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(box(t('sales:editor.count', { index: 1 }))).toHaveFocus());
  },
};

/** A removed line comes back where it was, with what was typed in it. */
export const UndoRemove: Story = {
  play: async (context) => {
    const t = storyT(context);
    await opened(t);
    await typeLine(t, 1, /绿茶/, '2', '5');
    await userEvent.click(screen.getByRole('button', { name: t('sales:editor.addLine') }));
    await typeLine(t, 2, /Rice Cracker/, '3', '2');
    await userEvent.click(screen.getByRole('button', { name: t('sales:editor.removeLine', { index: 1 }) }));
    await expect(box(t('sales:editor.count', { index: 1 }))).toHaveValue('3');
    await userEvent.click(await findVisible(screen.findByRole('button', { name: t('kit:lines.undo') })));
    await waitFor(() => expect(box(t('sales:editor.count', { index: 1 }))).toHaveValue('2'));
    await expect(box(t('sales:editor.count', { index: 2 }))).toHaveValue('3');
    await expect(screen.getByRole('status', { name: t('sales:editor.total') })).toHaveTextContent('16.00');
    // Both lines' stock as it settles (every warehouse: none is chosen), so the picture is the same on every run.
    await findVisible(within(line(t, 1)).findByText(t('sales:availability.enough', { available: '120' })));
    await findVisible(within(line(t, 2)).findByText(t('sales:availability.enough', { available: '300' })));
  },
};

/**
 * Submitted and delivered from the Main Warehouse at once: the question names the batch it will take; the list opens
 * with the toast.
 */
export const SubmitAndDeliver: Story = {
  play: async (context) => {
    const t = storyT(context);
    await opened(t);
    await fromMainWarehouse(t);
    await typeLine(t, 1, /绿茶/, '30', '5');
    await userEvent.click(screen.getByRole('button', { name: t('sales:editor.submit') }));
    const dialog = await findVisible(screen.findByRole('dialog', { name: t('sales:editor.submitTitle') }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: t('sales:editor.deliverFrom') })).toHaveValue(
        'Main Warehouse',
      ),
    );
    // What will move, in words: the batch first-to-expire-first takes (once the line's check has answered).
    const moves = within(dialog).getByRole('region', { name: t('kit:moves.title') });
    await waitFor(() =>
      expect(moves).toHaveTextContent(
        t('sales:moves.batch', { count: '30', sku: '绿茶 500ml', batch: '20260301-001', date: '2026-03-20' }),
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('sales:editor.submit') }));
    await readToast(t('sales:editor.submitted'));
    await findVisible(screen.findByText(/^\/sys\/market$/));
  },
};

/**
 * The server's refusal of a delivery it cannot make: the short line says so in words (SKU, warehouse, wanted,
 * available), the message stands above the form, and nothing is saved. Checked with every warehouse on screen, so
 * the shortage is only found on submit.
 */
export const ServerShortage: Story = {
  play: async (context) => {
    const t = storyT(context);
    await opened(t);
    await typeLine(t, 1, /绿茶/, '110', '5');
    await userEvent.click(screen.getByRole('button', { name: t('sales:editor.submit') }));
    const dialog = await findVisible(screen.findByRole('dialog', { name: t('sales:editor.submitTitle') }));
    await pickOption(
      within(dialog).getByRole('combobox', { name: t('sales:editor.deliverFrom') }),
      '',
      /Main/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('sales:editor.submit') }));
    const where = t('sales:shortages.inWarehouse', { warehouse: 'Main Warehouse' });
    await findVisible(
      screen.findByText(
        t('sales:shortages.line', { sku: '绿茶 500ml', where, wanted: '110', available: '100' }),
      ),
    );
    await expect(screen.getByText(/^\/sys\/market\/new$/)).toBeVisible();
    await findVisible(within(line(t, 1)).findByText(t('sales:availability.enough', { available: '120' })));
  },
};

/** A finished sale is shown, not edited: no save, and the page says why. */
export const ReadOnlyFinished: Story = {
  args: { url: `/sys/market/${demoIds.sellFinished}` },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await findVisible(
      canvas.findByRole('heading', { name: t('sales:editor.title', { number: 'SO-20260301-0001' }) }),
    );
    await expect(canvas.getByText(t('sales:editor.readOnly'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('sales:editor.saveDraft') })).toBeNull();
    await expect(canvas.getByRole('status', { name: t('sales:editor.total') })).toHaveTextContent('45.00');
    // What Print puts on paper (hidden on screen): the title, the batch delivered, the total, lines to sign.
    const sheet = document.querySelector('[data-print-root]');
    await expect(sheet).toHaveTextContent(t('sales:editor.title', { number: 'SO-20260301-0001' }));
    await expect(sheet).toHaveTextContent('20260301-001');
    await expect(sheet).toHaveTextContent('45.00');
    await expect(sheet).toHaveTextContent(t('kit:print.receivedBy'));
    await expect(canvas.getByRole('button', { name: t('kit:print.print') })).toBeVisible();
  },
};

/**
 * A submitted sale delivered later, from its own page: part of the line from the Main Warehouse (the count starts at
 * what is still open), and the page lists the batch it took; then Finish, asked first, ends the sale with the rest
 * undelivered.
 */
export const DeliverPartThenFinish: Story = {
  args: { url: `/sys/market/${demoIds.sellProcessing}` },
  play: async (context) => {
    const t = storyT(context);
    const panel = await findVisible(screen.findByRole('region', { name: t('sales:openLines.title') }));
    const count = within(panel).getByRole('textbox', { name: /Rice Cracker/ });
    await expect(count).toHaveValue('20');
    await userEvent.clear(count);
    await userEvent.type(count, '8');
    await pickOption(
      within(panel).getByRole('combobox', { name: t('sales:openLines.warehouse') }),
      '',
      /Main/,
    );
    await userEvent.click(within(panel).getByRole('button', { name: t('sales:openLines.submit') }));
    const delivered = t('sales:movements.row', {
      sku: 'Rice Cracker',
      batch: '20260301-003',
      count: '8',
      warehouse: 'Main Warehouse',
    });
    await findVisible(
      within(context.canvasElement).findByRole('region', { name: t('sales:movements.title') }),
    ).then((movements) => waitFor(() => expect(movements).toHaveTextContent(delivered)));
    await userEvent.click(
      await findVisible(screen.findByRole('button', { name: t('sales:actions.finish') })),
    );
    const question = await findVisible(
      screen.findByRole('alertdialog', {
        name: t('sales:confirm.finishTitle', { number: 'SO-20260301-0002' }),
      }),
    );
    await userEvent.click(within(question).getByRole('button', { name: t('sales:actions.finish') }));
    await findVisible(screen.findByText(t('sales:messages.finished', { number: 'SO-20260301-0002' })));
    await waitFor(() =>
      expect(within(context.canvasElement).getByText(t('common:status.Finish'))).toBeVisible(),
    );
    await expect(screen.queryByRole('region', { name: t('sales:openLines.title') })).toBeNull();
    await expect(screen.queryByRole('button', { name: t('sales:actions.finish') })).toBeNull();
  },
};
