import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@inventory/contracts';
import { createScenarios, demoIds } from '@inventory/contracts/mocks';
import { findVisible, frameOf, pickOption, readToast, storyT, toastText } from '@inventory/ui/storybook';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { ProductionEditorRoute } from './production-editor-route.tsx';
import { productionStoryHandlers, storyProductionIds } from './production-story-store.ts';

const scenarios = createScenarios();
type T = ReturnType<typeof storyT>;

/**
 * /sys/production/new and /sys/production/{id} as the app mounts them, over the mock server: the Tea & Snack Gift
 * Box is 2 green tea + 3 rice crackers; the Main Warehouse holds green tea in two batches (100 expiring 20 Mar, 50
 * expiring 1 Sep) and 300 rice crackers, so green tea limits it to 75.
 */
const meta = {
  title: 'Production/ProductionEditorRoute',
  component: ProductionEditorRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/sys/production/new' },
  beforeEach: ({ msw }) => {
    msw.use(...productionStoryHandlers());
  },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A field by the start of its name (a required one's name ends with its mark). */
const startsWith = (name: string) => new RegExp(`^${name.replace(/[()[\]{}.*+?^$|\\]/g, '\\$&')}`);
const picker = (name: string) => screen.getByRole('combobox', { name: startsWith(name) });
const box = (name: string) => screen.getByRole('textbox', { name: startsWith(name) });

/** A new order of `count` gift boxes from the Main Warehouse. */
async function makeGiftBoxes(t: T, count: string) {
  await findVisible(screen.findByRole('heading', { name: t('production:editor.newTitle') }));
  await pickOption(picker(t('production:fields.kit')), '', /Tea & Snack Gift Box/);
  await userEvent.type(box(t('production:fields.count')), count);
  await pickOption(picker(t('production:fields.warehouse')), '', /Main Warehouse/);
}

const canMake = (t: T) => screen.getByRole('region', { name: t('production:canMake.title') });

/** "Can make 75 now": green tea limits it (150 bottles in stock, 2 per kit); 20 are all in stock. */
export const CanMakeWithLimitingMaterial: Story = {
  play: async (context) => {
    const t = storyT(context);
    await makeGiftBoxes(t, '20');
    const region = canMake(t);
    await waitFor(() =>
      expect(within(region).getByRole('status')).toHaveTextContent(
        t('production:canMake.now', { count: '75' }),
      ),
    );
    await expect(region).toHaveTextContent(
      t('production:canMake.limitedBy', {
        material: '绿茶 500ml',
        available: '150',
        unit: 'bottle',
        perKit: '2',
      }),
    );
    await expect(region).toHaveTextContent(t('production:canMake.enough', { count: '20' }));
  },
};

/**
 * The materials proposed first-expiry-first: 120 green tea from the batch expiring first (100) and the later one
 * (20); changed by hand in the batch picker to 90 + 30, then made at once: the order is finished and names the
 * batches it took.
 */
export const MaterialsByFefoEditedInPicker: Story = {
  play: async (context) => {
    const t = storyT(context);
    await makeGiftBoxes(t, '60');
    const region = await findVisible(
      screen.findByRole('region', { name: t('warehouseInvoice:picker.title', { index: 1 }) }),
    );
    const take = (batch: string) =>
      within(region).getByRole('textbox', {
        name: t('warehouseInvoice:picker.takeFrom', { batch, index: 1 }),
      });
    await waitFor(() => expect(take('20260301-001')).toHaveValue('100'));
    await expect(take('20260220-007')).toHaveValue('20');
    await userEvent.clear(take('20260301-001'));
    await userEvent.type(take('20260301-001'), '90');
    await userEvent.clear(take('20260220-007'));
    await userEvent.type(take('20260220-007'), '30');
    await expect(within(region).getByRole('status')).toHaveTextContent(t('warehouseInvoice:picker.complete'));
    await userEvent.click(screen.getByRole('button', { name: t('production:editor.submit') }));
    const dialog = await findVisible(
      screen.findByRole('dialog', { name: t('production:editor.submitTitle') }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('production:editor.submit') }));
    await readToast(toastText(t('production:editor.submitted', { number: '\u0000' })));
    await findVisible(screen.findByRole('heading', { name: /MO-20260302-\d{4}/ }));
    await findVisible(screen.findByText(/\/sys\/production\/[0-9a-f-]{36}/));
    const materials = screen.getByRole('table', { name: t('production:materials.title') });
    await expect(within(materials).getByRole('row', { name: /20260301-001/ })).toHaveTextContent('90');
    await expect(within(materials).getByRole('row', { name: /20260220-007/ })).toHaveTextContent('30');
    await expect(screen.getAllByText(t('common:status.Finish')).length).toBeGreaterThan(0);
  },
};

const readPartToast = (t: ReturnType<typeof storyT>, count: string) =>
  readToast(toastText(t('production:produce.done', { count, number: '\u0000' })));

/** A Processing order produced in two parts (2, then the last 4): its progress grows and it finishes when complete. */
export const ProduceInTwoParts: Story = {
  args: { url: `/sys/production/${storyProductionIds.processing}` },
  play: async (context) => {
    const t = storyT(context);
    const part = await findVisible(screen.findByRole('region', { name: t('production:produce.title') }));
    await expect(part).toHaveTextContent(t('production:produce.remaining', { remaining: '6' }));
    await userEvent.type(
      within(part).getByRole('textbox', { name: startsWith(t('production:produce.count')) }),
      '2',
    );
    await userEvent.click(within(part).getByRole('button', { name: t('production:produce.action') }));
    await findVisible(screen.findByText(t('production:progress.label', { received: '6', ordered: '10' })));
    await readPartToast(t, '2');
    const again = await findVisible(screen.findByRole('region', { name: t('production:produce.title') }));
    await expect(again).toHaveTextContent(t('production:produce.remaining', { remaining: '4' }));
    await userEvent.type(
      within(again).getByRole('textbox', { name: startsWith(t('production:produce.count')) }),
      '4',
    );
    await userEvent.click(within(again).getByRole('button', { name: t('production:produce.action') }));
    await findVisible(screen.findByText(t('production:progress.label', { received: '10', ordered: '10' })));
    await readPartToast(t, '4');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: t('production:produce.title') })).toBeNull(),
    );
    await expect(screen.getAllByText(t('common:status.Finish')).length).toBeGreaterThan(0);
  },
};

/**
 * 80 gift boxes need 160 green tea and 150 are in stock: the shortfall is named, and one action opens a new purchase
 * with the 10 missing bottles for the user to choose the supplier.
 */
export const ShortageToPurchaseDraft: Story = {
  play: async (context) => {
    const t = storyT(context);
    await makeGiftBoxes(t, '80');
    const region = canMake(t);
    await waitFor(() =>
      expect(region).toHaveTextContent(
        t('production:canMake.short', { material: '绿茶 500ml', need: '160', available: '150', short: '10' }),
      ),
    );
    await expect(screen.getByRole('button', { name: t('production:editor.submit') })).toBeDisabled();
    await userEvent.click(
      within(region).getByRole('button', { name: t('production:canMake.draftPurchase') }),
    );
    await findVisible(screen.findByRole('heading', { name: t('purchasing:editor.newTitle') }));
    await waitFor(() => expect(box(t('purchasing:editor.count', { index: 1 }))).toHaveValue('10'));
    await expect(screen.getByText('/sys/purchasing/new')).toBeVisible();
  },
};

/** Chooses the option named `option` of a picker from the keyboard: typed, then ↓ and Enter. */
async function chooseByKeyboard(box: HTMLElement, typed: string, option: RegExp) {
  box.focus();
  await userEvent.keyboard(typed);
  await waitFor(() => expect(box).toHaveAttribute('aria-busy', 'false'));
  await waitFor(() => expect(screen.getByRole('option', { name: option })).toBeVisible());
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect((box as HTMLInputElement).value).toMatch(option));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
}

/**
 * At 720 px in the layout, by keyboard: the kit and the warehouse chosen with ↓ and Enter, the count typed; the
 * figure and the materials show, Make now is reached with Tab, and the page never scrolls sideways.
 */
export const AtCompactWidthByKeyboard: Story = {
  args: { shell: true },
  decorators: [frameOf(720)],
  play: async (context) => {
    const t = storyT(context);
    await findVisible(screen.findByRole('heading', { name: t('production:editor.newTitle') }));
    await chooseByKeyboard(picker(t('production:fields.kit')), 'Gift', /Tea & Snack Gift Box/);
    box(t('production:fields.count')).focus();
    await userEvent.keyboard('20');
    await chooseByKeyboard(picker(t('production:fields.warehouse')), 'Main', /Main Warehouse/);
    await waitFor(() =>
      expect(within(canMake(t)).getByRole('status')).toHaveTextContent(
        t('production:canMake.now', { count: '75' }),
      ),
    );
    const makeNow = screen.getByRole('button', { name: t('production:editor.submit') });
    screen.getByRole('button', { name: t('production:editor.startInParts') }).focus();
    await userEvent.tab();
    await expect(makeNow).toHaveFocus();
    const main = within(context.canvasElement).getByRole('main');
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
  },
};

/**
 * A draft saved elsewhere since the page was opened (409): the refusal says so, what was typed stays on screen, and
 * Reload shows the saved version instead.
 */
export const ChangedElsewhere: Story = {
  args: { url: `/sys/production/${demoIds.productionDraft}` },
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.failing(endpoints.yield.save, 409));
  },
  play: async (context) => {
    const t = storyT(context);
    const remarks = () => screen.getByRole('textbox', { name: t('production:fields.remarks') });
    await findVisible(screen.findByRole('heading', { name: /MO-20260301-0001/ }));
    await userEvent.type(remarks(), 'Check the tea first');
    await userEvent.click(screen.getByRole('button', { name: t('production:editor.saveDraft') }));
    await findVisible(screen.findByText(t('kit:conflict.kept')));
    await expect(remarks()).toHaveValue('Check the tea first');
    await userEvent.click(screen.getByRole('button', { name: t('kit:conflict.reload') }));
    await waitFor(() => expect(remarks()).toHaveValue(''));
  },
};
