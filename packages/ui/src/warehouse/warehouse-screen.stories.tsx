import { ApiError } from '@inventory/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { HandledError } from '../feedback/handled-error.ts';
import { findVisible } from '../storybook/find-visible.ts';
import { recordListArgs } from '../storybook/record-list-args.ts';
import { storyT } from '../storybook/story-i18n.ts';
import { densePage, sampleWarehouses } from './fixtures.ts';
import { WarehouseScreen } from './warehouse-screen.tsx';

/**
 * The screen by its props. The screen as the app wires it (data layer, address, permissions) over the mock
 * server is the route story `Warehouse/WarehousesRoute` (apps/web, ADR 020).
 */
const meta = {
  title: 'Warehouse/WarehouseScreen',
  component: WarehouseScreen,
  parameters: { visual: { target: 'viewport' } },
  args: recordListArgs(sampleWarehouses),
} satisfies Meta<typeof WarehouseScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await findVisible(within(canvasElement).findByRole('row', { name: /上海仓库/ }));
  },
};

export const CreateOne: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('warehouse:warehouse.actions.create') }));
    await findVisible(screen.findByRole('dialog', { name: t('warehouse:warehouse.dialogs.createTitle') }));
    await userEvent.type(
      screen.getByRole('textbox', { name: new RegExp(`^${t('warehouse:warehouse.fields.name')}`) }),
      'East Depot',
    );
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith(expect.objectContaining({ name: 'East Depot' })),
    );
    await findVisible(screen.findByText(t('common:messages.createSucceeded')));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Empty: Story = {
  args: { data: { items: [], totalCount: 0 } },
  play: async (context) => {
    await findVisible(within(context.canvasElement).findByText(storyT(context)('common:table.empty')));
  },
};

export const Loading: Story = {
  args: { data: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  args: {
    data: undefined,
    error: new ApiError({ status: 502, body: 'Bad Gateway', headers: new Headers() }),
  },
  play: async (context) => {
    const t = storyT(context);
    await findVisible(within(context.canvasElement).findByText(t('errors:serverError.message')));
  },
};

/** Without the change permissions the app passes no callbacks: no create, edit or delete. */
export const ReadOnly: Story = {
  args: { onCreate: undefined, onUpdate: undefined, onDelete: undefined },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await findVisible(canvas.findByRole('row', { name: /North Depot/ }));
    await expect(canvas.queryByRole('button', { name: t('warehouse:warehouse.actions.create') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('common:actions.edit') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('common:actions.delete') })).toBeNull();
  },
};

/** The list answered 403 (the permission was taken away, or the feature switched off): "no access", no table. */
export const NoPermission: Story = {
  args: {
    data: undefined,
    error: new ApiError({ status: 403, body: '', headers: new Headers() }),
  },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await findVisible(canvas.findByText(t('kit:table.noPermission')));
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A name header is a button: the first press asks for ascending order, through the list's `Sorting`. */
export const SortByName: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('warehouse:warehouse.fields.name') }));
    await expect(args.onSortingChange).toHaveBeenCalledWith('name asc');
    // Remarks are not in the list's allow-list: no button.
    await expect(canvas.queryByRole('button', { name: t('warehouse:warehouse.fields.remarks') })).toBeNull();
  },
};

/** The order in the address shows on its column. */
export const SortedByAddressDescending: Story = {
  args: { sorting: 'address desc' },
  play: async (context) => {
    const t = storyT(context);
    const header = within(context.canvasElement).getByRole('columnheader', {
      name: t('warehouse:warehouse.fields.address'),
    });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
  },
};

/** Typing in the search applies once typing pauses; Enter applies at once. */
export const Search: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const search = canvas.getByRole('searchbox', { name: t('warehouse:warehouse.filters.search') });
    await userEvent.type(search, 'depot{Enter}');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ Filter: 'depot' });
  },
};

/** A search from the address: the box shows it and a chip says the list is narrowed. */
export const Searched: Story = {
  args: {
    filters: { Filter: 'depot' },
    data: { items: sampleWarehouses.slice(2), totalCount: 1 },
  },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(
      canvas.getByRole('searchbox', { name: t('warehouse:warehouse.filters.search') }),
    ).toHaveValue('depot');
    await findVisible(canvas.findByRole('row', { name: /North Depot/ }));
  },
};

export const DenseData: Story = {
  args: { data: { items: densePage.slice(0, 10), totalCount: 1234 } },
  play: async (context) => {
    const t = storyT(context);
    await findVisible(
      within(context.canvasElement).findByText(
        t('common:pagination.summary', { from: 1, to: 10, total: '1,234' }),
      ),
    );
  },
};

/** The app already showed the failure (a 401 in its session dialog): the screen must not add a second dialog. */
export const DeleteFailureShownElsewhere: Story = {
  args: {
    onDelete: fn(async () => {
      throw new HandledError(new ApiError({ status: 401, body: '', headers: new Headers() }));
    }),
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /North Depot/ });
    await userEvent.click(within(row).getByRole('button', { name: t('common:actions.delete') }));
    const dialog = await findVisible(
      screen.findByRole('alertdialog', { name: t('common:confirm.deleteTitle', { name: 'North Depot' }) }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.delete') }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(screen.queryByText(t('errors:requestError.title'))).toBeNull();
  },
};
