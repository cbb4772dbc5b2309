import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@inventory/contracts';
import { createScenarios, demoIds } from '@inventory/contracts/mocks';
import { findVisible, pickOption, storyT } from '@inventory/ui/storybook';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { PurchaseEditorRoute } from './purchase-editor-route.tsx';

const scenarios = createScenarios();
type T = ReturnType<typeof storyT>;

/** /sys/purchasing/new and /sys/purchasing/{id} as the app mounts them, over the mock server. */
const meta = {
  title: 'Purchasing/PurchaseEditorRoute',
  component: PurchaseEditorRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/sys/purchasing/new' },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const picker = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });

/** A supplier and one line typed by keyboard: 3 × 1.005 is 3.02, rounded half-up as the server rounds it. */
async function typeOneLine(t: T) {
  await findVisible(screen.findByRole('heading', { name: t('purchasing:editor.newTitle') }));
  // Chosen from the lists the pickers open with (typing a search is the e2e journey's and the picker's own story).
  await pickOption(picker(t('purchasing:fields.supplier')), '', /Snack Wholesale Ltd/);
  await pickOption(picker(t('purchasing:editor.sku', { index: 1 })), '', /Rice Cracker/);
  await userEvent.type(box(t('purchasing:editor.count', { index: 1 })), '3');
  await userEvent.type(box(t('purchasing:editor.price', { index: 1 })), '1.005');
}

export const New: Story = {
  play: async (context) => {
    const t = storyT(context);
    await findVisible(screen.findByRole('heading', { name: t('purchasing:editor.newTitle') }));
    await expect(box(t('purchasing:editor.count', { index: 1 }))).toHaveValue('');
    await expect(screen.getByRole('button', { name: t('purchasing:editor.saveDraft') })).toBeVisible();
  },
};

/** The line and the document total follow the typing, to the cent; Enter in the last price adds a line. */
export const TypingTotals: Story = {
  play: async (context) => {
    const t = storyT(context);
    await typeOneLine(t);
    await expect(screen.getByLabelText(t('purchasing:editor.lineTotal', { index: 1 }))).toHaveTextContent(
      '3.02',
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(picker(t('purchasing:editor.sku', { index: 2 }))).toHaveFocus());
    await expect(screen.getByRole('status', { name: t('purchasing:editor.total') })).toHaveTextContent(
      '3.02',
    );
  },
};

/**
 * A line's batch dates: produced on and shelf life make the expiry date (in the tenant's zone, as the server stores
 * it) and its status today; the batch number left empty shows the default it will get.
 */
export const BatchDates: Story = {
  play: async (context) => {
    const t = storyT(context);
    await typeOneLine(t);
    const line = screen.getByRole('group', { name: t('purchasing:editor.line', { index: 1 }) });
    await expect(
      within(line).getByText(t('purchasing:editor.batchHint', { example: '20260302-001' })),
    ).toBeVisible();
    await userEvent.type(
      within(line).getByLabelText(t('purchasing:editor.produced', { index: 1 })),
      '2026-02-01',
    );
    await userEvent.type(
      within(line).getByRole('textbox', { name: t('purchasing:editor.shelfLife', { index: 1 }) }),
      '45',
    );
    const expiry = within(line).getByRole('status', { name: t('purchasing:editor.expires', { index: 1 }) });
    await waitFor(() =>
      expect(expiry).toHaveTextContent(t('purchasing:editor.expiresOn', { date: '2026-03-18' })),
    );
    await expect(expiry).toHaveTextContent(t('common:expiry.NearExpiry'));
  },
};

/** Nothing is sent while a line has no SKU or the supplier is missing: each says so on its field. */
export const FieldErrors: Story = {
  play: async (context) => {
    const t = storyT(context);
    await findVisible(screen.findByRole('heading', { name: t('purchasing:editor.newTitle') }));
    await userEvent.click(screen.getByRole('button', { name: t('purchasing:editor.saveDraft') }));
    await waitFor(() =>
      expect(screen.getAllByText(t('validation:required')).length).toBeGreaterThanOrEqual(3),
    );
  },
};

/** Saving a draft: the toast names the new purchase's number and the address moves to its own page. */
export const SaveDraft: Story = {
  play: async (context) => {
    const t = storyT(context);
    await typeOneLine(t);
    await userEvent.click(screen.getByRole('button', { name: t('purchasing:editor.saveDraft') }));
    await findVisible(screen.findByText(/PO-\d{8}-\d{4}/));
    await findVisible(screen.findByText(/\/sys\/purchasing\/[0-9a-f-]{36}/));
  },
};

/**
 * Submit asks first and, once a warehouse is chosen, names what it will receive: the line without a batch number
 * goes into a new batch of the day (the server numbers it). Submitted, the toast names the purchase.
 */
export const SubmitAndReceive: Story = {
  play: async (context) => {
    const t = storyT(context);
    await typeOneLine(t);
    await userEvent.click(screen.getByRole('button', { name: t('purchasing:editor.submit') }));
    const dialog = await findVisible(
      screen.findByRole('dialog', { name: t('purchasing:editor.submitTitle') }),
    );
    await expect(within(dialog).queryByRole('region', { name: t('kit:moves.title') })).toBeNull();
    await pickOption(
      within(dialog).getByRole('combobox', { name: t('purchasing:editor.receiveInto') }),
      '',
      /Main/,
    );
    const moves = await findVisible(within(dialog).findByRole('region', { name: t('kit:moves.title') }));
    await expect(moves).toHaveTextContent(
      t('purchasing:moves.newBatch', { count: '3', sku: 'Rice Cracker', day: '20260302' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('purchasing:editor.submit') }));
    await findVisible(screen.findByText(/PO-\d{8}-\d{4}/));
    await waitFor(() =>
      expect(within(context.canvasElement).getByText(t('common:status.Finish'))).toBeVisible(),
    );
  },
};

/** The server's refusal of a field lands on that field; the input stays as typed. */
export const ServerRefusal: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.validation(endpoints.purchaseInvoice.save, { remarks: ['Remarks are too long.'] }));
  },
  play: async (context) => {
    const t = storyT(context);
    await typeOneLine(t);
    await userEvent.click(screen.getByRole('button', { name: t('purchasing:editor.saveDraft') }));
    await findVisible(screen.findByText('Remarks are too long.'));
    await expect(box(t('purchasing:editor.price', { index: 1 }))).toHaveValue('1.005');
  },
};

/** A purchase past its draft is shown, not edited: no save, and the page says why. */
export const ReadOnlyProcessing: Story = {
  args: { url: `/sys/purchasing/${demoIds.purchaseProcessing}` },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await findVisible(
      canvas.findByRole('heading', { name: t('purchasing:editor.title', { number: 'PO-20260301-0002' }) }),
    );
    await expect(canvas.getByText(t('purchasing:editor.readOnly'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('purchasing:editor.saveDraft') })).toBeNull();
  },
};

/**
 * Receiving later, in parts: the open line starts at what is left (150 of 300); more than is left is refused on
 * the line; receiving the rest into the Main Warehouse finishes the purchase by itself, and the page says so.
 */
export const ReceiveTheRest: Story = {
  args: { url: `/sys/purchasing/${demoIds.purchaseProcessing}` },
  play: async (context) => {
    const t = storyT(context);
    const panel = await findVisible(screen.findByRole('region', { name: t('purchasing:openLines.title') }));
    const count = within(panel).getByRole('textbox', { name: /Rice Cracker/ });
    await expect(count).toHaveValue('150');
    await userEvent.clear(count);
    await userEvent.type(count, '151');
    await pickOption(
      within(panel).getByRole('combobox', { name: t('purchasing:openLines.warehouse') }),
      '',
      /Main/,
    );
    await userEvent.click(within(panel).getByRole('button', { name: t('purchasing:openLines.submit') }));
    await findVisible(within(panel).findByText(t('validation:max', { max: '150' })));
    await userEvent.clear(count);
    await userEvent.type(count, '150');
    await userEvent.click(within(panel).getByRole('button', { name: t('purchasing:openLines.submit') }));
    await findVisible(screen.findByText(t('purchasing:openLines.finished', { number: 'PO-20260301-0002' })));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: t('purchasing:openLines.title') })).toBeNull(),
    );
    // The page's badge (the print sheet, outside the canvas, says it too).
    await expect(within(context.canvasElement).getByText(t('common:status.Finish'))).toBeVisible();
  },
};

/**
 * Saved elsewhere since the page was opened (409): the refusal says so, what was typed stays on screen, and Reload
 * shows the saved version instead.
 */
export const ChangedElsewhere: Story = {
  args: { url: `/sys/purchasing/${demoIds.purchaseDraft}` },
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.failing(endpoints.purchaseInvoice.save, 409));
  },
  play: async (context) => {
    const t = storyT(context);
    const remarks = await findVisible(screen.findByRole('textbox', { name: t('purchasing:fields.remarks') }));
    await userEvent.type(remarks, 'Call before delivery');
    await userEvent.click(screen.getByRole('button', { name: t('purchasing:editor.saveDraft') }));
    await findVisible(screen.findByText(t('kit:conflict.kept')));
    await expect(screen.getByRole('textbox', { name: t('purchasing:fields.remarks') })).toHaveValue(
      'Call before delivery',
    );
    await userEvent.click(screen.getByRole('button', { name: t('kit:conflict.reload') }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: t('purchasing:fields.remarks') })).toHaveValue(''),
    );
    await expect(screen.queryByText(t('kit:conflict.kept'))).toBeNull();
  },
};

/**
 * A submitted purchase's remarks change from its page (its lines cannot): the dialog starts from the saved remarks,
 * and the page shows the new ones once the server has them. Discard is not offered: stock has been received.
 */
export const RemarksAfterSubmit: Story = {
  args: { url: `/sys/purchasing/${demoIds.purchaseProcessing}` },
  play: async (context) => {
    const t = storyT(context);
    await userEvent.click(await findVisible(screen.findByRole('button', { name: t('kit:remarks.edit') })));
    const dialog = await findVisible(
      screen.findByRole('dialog', { name: t('kit:remarks.title', { number: 'PO-20260301-0002' }) }),
    );
    const box = within(dialog).getByRole('textbox', { name: t('purchasing:fields.remarks') });
    await expect(box).toHaveValue('Partial delivery expected');
    await userEvent.clear(box);
    await userEvent.type(box, 'Rest due next week');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.save') }));
    await findVisible(screen.findByText(t('kit:remarks.saved', { number: 'PO-20260301-0002' })));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: t('purchasing:fields.remarks') })).toHaveValue(
        'Rest due next week',
      ),
    );
    await expect(screen.queryByRole('button', { name: t('purchasing:actions.discard') })).toBeNull();
    await expect(screen.getByRole('button', { name: t('purchasing:actions.finish') })).toBeVisible();
  },
};
