import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Permissions, endpoints } from '@inventory/contracts';
import { createScenarios } from '@inventory/contracts/mocks';
import { enterTimeoutMs, findVisible, storyT } from '@inventory/ui/storybook';
import { configurationWith } from '../storybook/story-configuration.ts';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { routeStateStories } from '../storybook/route-state-stories.ts';
import { SuppliersRoute } from './suppliers-route.tsx';

const scenarios = createScenarios();
const supplier = endpoints.supplier;
const nameBox = (t: ReturnType<typeof storyT>) =>
  screen.getByRole('textbox', { name: new RegExp(`^${t('supplier:fields.name')}`) });

/** /sys/supplier as the app mounts it (app/routes.tsx), over the mock server. */
const meta = {
  title: 'Supplier/SuppliersRoute',
  component: SuppliersRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/sys/supplier' },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = routeStateStories({
  list: supplier.list,
  emptyKey: 'supplier:empty',
  withoutAccess: [Permissions.Warehouses],
});

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findVisible(canvas.findByRole('row', { name: /杭州茶叶有限公司/ }));
    await expect(canvas.getByRole('row', { name: /Snack Wholesale Ltd/ })).toBeVisible();
  },
};

/** Create with remarks, edit (the stamp read with the record goes back), delete after confirming. */
export const CreateEditDelete: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByRole('row', { name: /Snack Wholesale Ltd/ }));
    await userEvent.click(canvas.getByRole('button', { name: t('supplier:actions.create') }));
    await findVisible(screen.findByRole('dialog', { name: t('supplier:dialogs.createTitle') }));
    await userEvent.type(nameBox(t), 'Fresh Farms');
    await userEvent.type(screen.getByRole('textbox', { name: t('supplier:fields.remarks') }), 'Weekly');
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    const created = await findVisible(canvas.findByRole('row', { name: /Fresh Farms/ }));
    await expect(created).toHaveTextContent('Weekly');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(created).getByRole('button', { name: t('common:actions.edit') }));
    const name = await findVisible(
      screen.findByRole('textbox', { name: new RegExp(`^${t('supplier:fields.name')}`) }),
    );
    await userEvent.type(name, ' Co');
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    const renamed = await findVisible(canvas.findByRole('row', { name: /Fresh Farms Co/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(renamed).getByRole('button', { name: t('common:actions.delete') }));
    const confirm = await findVisible(
      screen.findByRole('alertdialog', { name: t('common:confirm.deleteTitle', { name: 'Fresh Farms Co' }) }),
    );
    await userEvent.click(within(confirm).getByRole('button', { name: t('common:actions.delete') }));
    await waitFor(() => expect(canvas.queryByRole('row', { name: /Fresh Farms Co/ })).toBeNull());
    // The picture ends on the delete's own toast, once the create and modify toasts have gone (their timing
    // otherwise decided which toast the screenshot caught).
    await findVisible(screen.findByText(t('common:messages.deleteSucceeded')));
    await waitFor(() => expect(screen.queryByText(t('common:messages.modifySucceeded'))).toBeNull(), {
      timeout: 3 * enterTimeoutMs,
    });
  },
};

export const DuplicateName: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByRole('row', { name: /Snack Wholesale Ltd/ }));
    await userEvent.click(canvas.getByRole('button', { name: t('supplier:actions.create') }));
    await findVisible(screen.findByRole('dialog'));
    await userEvent.type(nameBox(t), 'Snack Wholesale Ltd');
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await waitFor(() => expect(nameBox(t)).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** Someone saved the supplier meanwhile: the server answers 409 on the stale stamp, said in words. */
export const ChangedMeanwhile: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.failing(supplier.update, 409));
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    const row = await findVisible(canvas.findByRole('row', { name: /Snack Wholesale Ltd/ }));
    await userEvent.click(within(row).getByRole('button', { name: t('common:actions.edit') }));
    await findVisible(screen.findByRole('dialog'));
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await findVisible(screen.findByText(t('errors:conflict.title')));
  },
};

export const ServerFieldErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.validation(supplier.create, { contact: ['The Contact field is too long.'] }));
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByRole('row', { name: /Snack Wholesale Ltd/ }));
    await userEvent.click(canvas.getByRole('button', { name: t('supplier:actions.create') }));
    await findVisible(screen.findByRole('dialog'));
    await userEvent.type(nameBox(t), 'Anything');
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await findVisible(screen.findByText('The Contact field is too long.'));
  },
};

/** A name search shared by its address: only what it names, and the box shows it. */
export const SearchFromTheAddress: Story = {
  args: { url: '/sys/supplier?Name=snack&sort=name%20desc' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByRole('row', { name: /Snack Wholesale Ltd/ }));
    await expect(canvas.queryByRole('row', { name: /杭州茶叶有限公司/ })).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: t('supplier:filters.search') })).toHaveValue('snack');
    await expect(canvas.getByRole('columnheader', { name: t('supplier:fields.name') })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

export const Empty: Story = states.empty;

export const ServerError: Story = states.serverError;

export const ReadOnly: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...configurationWith({ policies: ['Inventory.Suppliers'] }));
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByRole('row', { name: /Snack Wholesale Ltd/ }));
    await expect(canvas.queryByRole('button', { name: t('supplier:actions.create') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('common:actions.edit') })).toBeNull();
  },
};

export const NoAccess: Story = states.noAccess;

export const InAppShell: Story = {
  args: { shell: true },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    const nav = await findVisible(canvas.findByRole('navigation', { name: t('layout:navigation') }));
    await expect(within(nav).getByRole('link', { name: t('menu:items.suppliers') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await findVisible(within(canvas.getByRole('main')).findByRole('row', { name: /Snack Wholesale Ltd/ }));
  },
};
