import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { endpoints, ErrorCodes } from '@inventory/contracts';
import { createScenarios } from '@inventory/contracts/mocks';
import { bulkAction, findVisible, pickOption, serverText, storyT } from '@inventory/ui/storybook';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { SkusRoute } from './skus-route.tsx';

const scenarios = createScenarios();

/** /sys/unit as the app mounts it: create (single and kit), field errors, the switch, set category, delete. */
const meta = {
  title: 'SKU/SkusRoute actions',
  component: SkusRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/sys/unit' },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

type T = ReturnType<typeof storyT>;
/** A field by the start of its label (a required one ends with a marker). */
const field = (label: string) => new RegExp(`^${label}`);

async function openCreate(canvasElement: HTMLElement, t: T) {
  const canvas = within(canvasElement);
  await findVisible(canvas.findByRole('row', { name: /Rice Cracker/ }));
  await userEvent.click(canvas.getByRole('button', { name: t('sku:actions.create') }));
  return findVisible(screen.findByRole('dialog', { name: t('sku:dialogs.createTitle') }));
}

async function pick(dialog: HTMLElement, label: string, text: string, option: RegExp) {
  await pickOption(within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) }), text, option);
}

/** A single item: name, unit and cost (4 places); saved once, and the list shows it. */
export const CreateSingle: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const dialog = await openCreate(canvasElement, t);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: field(t('sku:fields.name')) }),
      'Oolong 250g',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: field(t('sku:fields.unit')) }), 'tin');
    const cost = within(dialog).getByRole('textbox', { name: field(t('sku:fields.cost')) });
    await userEvent.clear(cost);
    await userEvent.type(cost, '12.3456');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: t('common:actions.save') }));
    const row = await findVisible(within(canvasElement).findByRole('row', { name: /Oolong 250g/ }));
    await expect(row).toHaveTextContent('12.3456');
    await expect(row).toHaveTextContent(t('sku:kinds.Single'));
    await expect(within(canvasElement).getAllByRole('row', { name: /Oolong 250g/ })).toHaveLength(1);
  },
};

/** Two components picked by typing: the form says it is a kit, and the list shows the kind the server derived. */
export const CreateKit: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const dialog = await openCreate(canvasElement, t);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: field(t('sku:fields.name')) }),
      'Party Pack',
    );
    await expect(within(dialog).getByText(t('sku:components.none'))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('sku:actions.addComponent') }));
    await pick(dialog, t('sku:fields.component', { index: 1 }), 'Rice', /Rice Cracker/);
    await userEvent.click(within(dialog).getByRole('button', { name: t('sku:actions.addComponent') }));
    await pick(dialog, t('sku:fields.component', { index: 2 }), '绿茶', /绿茶 500ml/);
    const second = within(dialog).getByRole('textbox', {
      name: new RegExp(`^${t('sku:fields.number', { index: 2 })}`),
    });
    await userEvent.clear(second);
    await userEvent.type(second, '0.125');
    await expect(within(dialog).getByText(t('sku:components.kit', { count: 2 }))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.save') }));
    const row = await findVisible(within(canvasElement).findByRole('row', { name: /Party Pack/ }));
    await expect(row).toHaveTextContent(t('sku:kinds.Group'));
  },
};

/** The form's own rules: a name is required and a cost has at most 4 places; nothing is sent. */
export const FieldErrors: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const dialog = await openCreate(canvasElement, t);
    const cost = within(dialog).getByRole('textbox', { name: field(t('sku:fields.cost')) });
    await userEvent.clear(cost);
    await userEvent.type(cost, '1.23456');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.save') }));
    await findVisible(within(dialog).findByText(t('validation:required')));
    await expect(within(dialog).getByText(t('validation:decimalPlaces', { max: 4 }))).toBeVisible();
  },
};

/** The server's refusal of a field lands on that field. */
export const ServerFieldError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...scenarios.validation(endpoints.sku.create, { Unit: ['Unit names are at most 32 characters.'] }),
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const dialog = await openCreate(canvasElement, t);
    await userEvent.type(within(dialog).getByRole('textbox', { name: field(t('sku:fields.name')) }), 'Tray');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.save') }));
    await findVisible(within(dialog).findByText('Unit names are at most 32 characters.'));
    await expect(within(dialog).getByRole('textbox', { name: field(t('sku:fields.unit')) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Turning an SKU Off shows at once and stays once the server agrees. */
export const SwitchOff: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const row = await findVisible(within(canvasElement).findByRole('row', { name: /Rice Cracker/ }));
    const toggle = within(row).getByLabelText(t('sku:actions.switchLabel', { name: 'Rice Cracker' }));
    await userEvent.click(toggle);
    await findVisible(screen.findByText(t('sku:messages.switchedOff', { name: 'Rice Cracker' })));
    await waitFor(() =>
      expect(
        within(canvasElement).getByLabelText(t('sku:actions.switchLabel', { name: 'Rice Cracker' })),
      ).not.toBeChecked(),
    );
  },
};

/** A refused switch goes back to where it was and the refusal is said in words. */
export const SwitchRolledBack: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.failing(endpoints.sku.update, 500));
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const row = await findVisible(within(canvasElement).findByRole('row', { name: /Rice Cracker/ }));
    const label = t('sku:actions.switchLabel', { name: 'Rice Cracker' });
    await userEvent.click(within(row).getByLabelText(label));
    const error = await findVisible(screen.findByRole('alertdialog'));
    await expect(within(canvasElement).getByLabelText(label)).toBeChecked();
    await userEvent.click(within(error).getByRole('button', { name: t('common:actions.ok') }));
  },
};

/** Two rows selected, one category for both in one call. */
export const SetCategoryOfSelected: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const canvas = within(canvasElement);
    await bulkAction(canvasElement, t, ['Rice Cracker', '绿茶 500ml'], t('sku:actions.setCategory'));
    const dialog = await findVisible(
      screen.findByRole('dialog', { name: t('sku:dialogs.setCategoryTitle', { count: 2 }) }),
    );
    await pick(dialog, t('sku:fields.category'), 'Food', /Food/);
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.confirm') }));
    await findVisible(screen.findByText(t('sku:messages.categorySet', { count: 2 })));
    await waitFor(() => expect(canvas.getByRole('row', { name: /Rice Cracker/ })).toHaveTextContent('Food'));
    await expect(canvas.getByRole('row', { name: /绿茶 500ml/ })).toHaveTextContent('Food');
  },
};

/** Deleting an SKU that holds stock: the server's refusal, in its words. */
export const DeleteRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...scenarios.business(endpoints.sku.delete, ErrorCodes.SkuHasStock, '', { name: 'Rice Cracker' }),
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const row = await findVisible(within(canvasElement).findByRole('row', { name: /Rice Cracker/ }));
    await userEvent.click(within(row).getByRole('button', { name: t('common:actions.delete') }));
    const confirm = await findVisible(
      screen.findByRole('alertdialog', { name: t('common:confirm.deleteTitle', { name: 'Rice Cracker' }) }),
    );
    await userEvent.click(within(confirm).getByRole('button', { name: t('common:actions.delete') }));
    const error = await findVisible(
      screen.findByRole('alertdialog', { name: t('errors:requestError.title') }),
    );
    await expect(error).toHaveTextContent(
      serverText({ globals }, 'errors:SkuHasStock', { name: 'Rice Cracker' }),
    );
  },
};
