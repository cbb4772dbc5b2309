import { ApiError } from '@inventory/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { HandledError } from '../feedback/handled-error.ts';
import { enterTimeoutMs, findVisible } from '../storybook/find-visible.ts';
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
  args: {
    data: { items: sampleWarehouses, totalCount: sampleWarehouses.length },
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onRetry: fn(),
    onCreate: fn(async () => undefined),
    onUpdate: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
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
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: enterTimeoutMs });
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
    await expect(canvas.queryByRole('button', { name: t('warehouse:warehouse.actions.create') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('common:actions.delete') })).toBeNull();
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
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: enterTimeoutMs });
    await expect(screen.queryByText(t('errors:requestError.title'))).toBeNull();
  },
};
