import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ErrorCodes, Permissions, endpoints } from '@inventory/contracts';
import { createScenarios } from '@inventory/contracts/mocks';
import { findVisible, serverText, storyT } from '@inventory/ui/storybook';
import { configurationWith } from '../storybook/story-configuration.ts';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { routeStateStories } from '../storybook/route-state-stories.ts';
import { WarehousesRoute } from './warehouses-route.tsx';

const scenarios = createScenarios();
const warehouse = endpoints.warehouse;

/** /sys/store as the app mounts it (app/routes.tsx), over the mock server. */
const meta = {
  title: 'Warehouse/WarehousesRoute',
  component: WarehousesRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/sys/store' },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = routeStateStories({
  list: warehouse.list,
  emptyKey: 'common:table.empty',
  withoutAccess: [Permissions.Stock],
});

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findVisible(canvas.findByRole('row', { name: /Main Warehouse/ }));
    await waitFor(() => expect(canvas.getByRole('row', { name: /上海仓库/ })).toBeVisible());
  },
};

export const CreateOne: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByRole('row', { name: /Main Warehouse/ }));
    await userEvent.click(canvas.getByRole('button', { name: t('warehouse:warehouse.actions.create') }));
    await findVisible(screen.findByRole('dialog', { name: t('warehouse:warehouse.dialogs.createTitle') }));
    await userEvent.type(
      screen.getByRole('textbox', { name: new RegExp(`^${t('warehouse:warehouse.fields.name')}`) }),
      'East Depot',
    );
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await findVisible(canvas.findByRole('row', { name: /East Depot/ }));
    await findVisible(screen.findByText(t('common:messages.createSucceeded')));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const EditOne: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    const row = await findVisible(canvas.findByRole('row', { name: /North Depot/ }));
    await userEvent.click(within(row).getByRole('button', { name: t('common:actions.edit') }));
    const name = await findVisible(
      screen.findByRole('textbox', { name: new RegExp(`^${t('warehouse:warehouse.fields.name')}`) }),
    );
    await userEvent.clear(name);
    await userEvent.type(name, 'North Depot 2');
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await findVisible(canvas.findByRole('row', { name: /North Depot 2/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const DeleteAfterConfirm: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    const row = await findVisible(canvas.findByRole('row', { name: /North Depot/ }));
    await userEvent.click(within(row).getByRole('button', { name: t('common:actions.delete') }));
    const dialog = await findVisible(
      screen.findByRole('alertdialog', { name: t('common:confirm.deleteTitle', { name: 'North Depot' }) }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.delete') }));
    await waitFor(() => expect(canvas.queryByRole('row', { name: /North Depot/ })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const DeleteRefusedWhileHoldingStock: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...scenarios.business(
        warehouse.delete,
        ErrorCodes.WarehouseHasStock,
        "Warehouse 'Main Warehouse' still holds stock.",
      ),
    );
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    const row = await findVisible(canvas.findByRole('row', { name: /Main Warehouse/ }));
    await userEvent.click(within(row).getByRole('button', { name: t('common:actions.delete') }));
    const dialog = await findVisible(
      screen.findByRole('alertdialog', { name: t('common:confirm.deleteTitle', { name: 'Main Warehouse' }) }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.delete') }));
    const error = await findVisible(
      screen.findByRole('alertdialog', { name: t('errors:requestError.title') }),
    );
    await expect(error).toHaveTextContent("Warehouse 'Main Warehouse' still holds stock.");
  },
};

export const DuplicateName: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByRole('row', { name: /Main Warehouse/ }));
    await userEvent.click(canvas.getByRole('button', { name: t('warehouse:warehouse.actions.create') }));
    await userEvent.type(
      await findVisible(
        screen.findByRole('textbox', { name: new RegExp(`^${t('warehouse:warehouse.fields.name')}`) }),
      ),
      'main warehouse',
    );
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await findVisible(
      screen.findByText(serverText(context, 'errors:DuplicateWarehouseName', { name: 'main warehouse' })),
    );
  },
};

export const ServerFieldErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.validation(warehouse.create, { name: ['The Name field is required.'] }));
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByRole('row', { name: /Main Warehouse/ }));
    await userEvent.click(canvas.getByRole('button', { name: t('warehouse:warehouse.actions.create') }));
    await userEvent.type(
      await findVisible(
        screen.findByRole('textbox', { name: new RegExp(`^${t('warehouse:warehouse.fields.name')}`) }),
      ),
      'Anything',
    );
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await findVisible(screen.findByText('The Name field is required.'));
  },
};

export const Empty: Story = states.empty;

export const ServerError: Story = states.serverError;

/** A search shared by its address: the list shows only what it names, the box shows the search. */
export const SearchFromTheAddress: Story = {
  args: { url: '/sys/store?Filter=north' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByRole('row', { name: /North Depot/ }));
    await expect(canvas.queryByRole('row', { name: /Main Warehouse/ })).toBeNull();
    await expect(
      canvas.getByRole('searchbox', { name: t('warehouse:warehouse.filters.search') }),
    ).toHaveValue('north');
  },
};

/** Typing a search and pressing a column header: both land in the address, the list follows. */
export const SearchAndSortIntoTheAddress: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByRole('row', { name: /Main Warehouse/ }));
    const search = canvas.getByRole('searchbox', { name: t('warehouse:warehouse.filters.search') });
    await userEvent.type(search, 'o{Enter}');
    await findVisible(canvas.findByText(/Filter=o/));
    await userEvent.click(canvas.getByRole('button', { name: t('warehouse:warehouse.fields.name') }));
    await findVisible(canvas.findByText(/sort=name(\+|%20)asc/));
    await waitFor(() => {
      const names = canvas
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent ?? '');
      expect(names[0]).toMatch(/^Main Warehouse/);
      expect(names[1]).toMatch(/^North Depot/);
    });
  },
};

/** The server refuses the list (the permission was just taken away): "no access" in place of the table. */
export const ListRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.failing(warehouse.list, 403));
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await findVisible(canvas.findByText(storyT(context)('kit:table.noPermission')));
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A user who may read warehouses but not change them: no create, edit or delete. */
export const ReadOnly: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...configurationWith({ policies: [Permissions.Warehouses] }));
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByRole('row', { name: /Main Warehouse/ }));
    await expect(canvas.queryByRole('button', { name: t('warehouse:warehouse.actions.create') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('common:actions.delete') })).toBeNull();
  },
};

export const NoAccess: Story = states.noAccess;

/** The whole app as a signed-in admin sees /sys/store: the layout and its menu around the screen. */
export const InAppShell: Story = {
  args: { shell: true },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    const nav = await findVisible(canvas.findByRole('navigation', { name: t('layout:navigation') }));
    await expect(within(nav).getByRole('link', { name: t('menu:items.warehouses') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const main = canvas.getByRole('main');
    await findVisible(within(main).findByRole('row', { name: /Main Warehouse/ }));
  },
};
