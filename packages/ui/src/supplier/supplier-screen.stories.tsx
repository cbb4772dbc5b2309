import { ApiError } from '@inventory/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { HandledError } from '../feedback/handled-error.ts';
import { findVisible } from '../storybook/find-visible.ts';
import { recordListArgs } from '../storybook/record-list-args.ts';
import { serverMessages } from '../storybook/server-messages.ts';
import { storyT } from '../storybook/story-i18n.ts';
import { densePage, longTextSupplier, sampleSuppliers } from './fixtures.ts';
import { SupplierScreen } from './supplier-screen.tsx';

/**
 * The screen by its props. The screen as the app wires it (data layer, address, permissions) over the mock
 * server is the route story `Supplier/SuppliersRoute` (apps/web, ADR 020).
 */
const meta = {
  title: 'Supplier/SupplierScreen',
  component: SupplierScreen,
  parameters: { visual: { target: 'viewport' } },
  args: recordListArgs(sampleSuppliers),
} satisfies Meta<typeof SupplierScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByRole('row', { name: /杭州茶叶有限公司/ }));
    await expect(canvas.getByRole('table', { name: t('supplier:title') })).toBeVisible();
  },
};

export const CreateOne: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    const create = canvas.getByRole('button', { name: t('supplier:actions.create') });
    await userEvent.click(create);
    await findVisible(screen.findByRole('dialog', { name: t('supplier:dialogs.createTitle') }));
    await userEvent.type(
      screen.getByRole('textbox', { name: new RegExp(`^${t('supplier:fields.name')}`) }),
      'Fresh Farms',
    );
    await userEvent.type(screen.getByRole('textbox', { name: t('supplier:fields.remarks') }), 'Weekly');
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.save') }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Fresh Farms', remarks: 'Weekly' }),
      ),
    );
    await findVisible(screen.findByText(t('common:messages.createSucceeded')));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus returns to the button that opened the dialog.
    await waitFor(() => expect(create).toHaveFocus());
  },
};

/** Edit by keyboard only: the row's Edit by Enter, the name changed, Tab to Save, Enter; focus comes back. */
export const EditByKeyboard: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /Harbour Packaging/ });
    const edit = within(row).getByRole('button', { name: t('common:actions.edit') });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    const name = await findVisible(
      screen.findByRole('textbox', { name: new RegExp(`^${t('supplier:fields.name')}`) }),
    );
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('{End} Co');
    const save = screen.getByRole('button', { name: t('common:actions.save') });
    // Tab through the other fields and Cancel to Save, as a keyboard user does.
    for (let step = 0; step < 10 && document.activeElement !== save; step += 1) await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Harbour Packaging' }),
        expect.objectContaining({ name: 'Harbour Packaging Co' }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(edit).toHaveFocus());
  },
};

export const DeleteAfterConfirm: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const row = within(canvasElement).getByRole('row', { name: /Snack Wholesale Ltd/ });
    await userEvent.click(within(row).getByRole('button', { name: t('common:actions.delete') }));
    const dialog = await findVisible(
      screen.findByRole('alertdialog', {
        name: t('common:confirm.deleteTitle', { name: 'Snack Wholesale Ltd' }),
      }),
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.delete') }));
    await waitFor(() =>
      expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ name: 'Snack Wholesale Ltd' })),
    );
    await findVisible(screen.findByText(t('common:messages.deleteSucceeded')));
  },
};

/** The server refused the delete: its words in the error dialog. */
export const DeleteRefused: Story = {
  args: {
    onDelete: fn(async () => {
      throw new ApiError({
        status: 403,
        body: JSON.stringify({ error: { code: 'Inventory:Refused', message: serverMessages.supplierInUse } }),
        headers: new Headers({ _AbpErrorFormat: 'true' }),
      });
    }),
  },
  play: async (context) => {
    const t = storyT(context);
    const row = within(context.canvasElement).getByRole('row', { name: /Snack Wholesale Ltd/ });
    await userEvent.click(within(row).getByRole('button', { name: t('common:actions.delete') }));
    const dialog = await findVisible(screen.findByRole('alertdialog'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.delete') }));
    const error = await findVisible(
      screen.findByRole('alertdialog', { name: t('errors:requestError.title') }),
    );
    await expect(error).toHaveTextContent(serverMessages.supplierInUse);
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
    const { args } = context;
    const t = storyT(context);
    const row = within(context.canvasElement).getByRole('row', { name: /Snack Wholesale Ltd/ });
    await userEvent.click(within(row).getByRole('button', { name: t('common:actions.delete') }));
    const dialog = await findVisible(screen.findByRole('alertdialog'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.delete') }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(screen.queryByText(t('errors:requestError.title'))).toBeNull();
  },
};

export const Empty: Story = {
  args: { data: { items: [], totalCount: 0 } },
  play: async (context) => {
    await findVisible(within(context.canvasElement).findByText(storyT(context)('supplier:empty')));
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
    const { args } = context;
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await findVisible(canvas.findByText(t('errors:serverError.message')));
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The list answered 403 (permission taken away, feature off): "no access", no table. */
export const NoPermission: Story = {
  args: { data: undefined, error: new ApiError({ status: 403, body: '', headers: new Headers() }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await findVisible(canvas.findByText(storyT(context)('kit:table.noPermission')));
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Reading only: no create, edit or delete. */
export const ReadOnly: Story = {
  args: { onCreate: undefined, onUpdate: undefined, onDelete: undefined },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await findVisible(canvas.findByRole('row', { name: /Snack Wholesale Ltd/ }));
    await expect(canvas.queryByRole('button', { name: t('supplier:actions.create') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('common:actions.edit') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('common:actions.delete') })).toBeNull();
  },
};

export const SortByContact: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('supplier:fields.contact') }));
    await expect(args.onSortingChange).toHaveBeenCalledWith('contact asc');
    await expect(canvas.queryByRole('button', { name: t('supplier:fields.remarks') })).toBeNull();
  },
};

export const Search: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const search = within(context.canvasElement).getByRole('searchbox', {
      name: t('supplier:filters.search'),
    });
    await userEvent.type(search, 'tea{Enter}');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ Name: 'tea' });
  },
};

export const LongChineseData: Story = {
  args: { data: { items: [longTextSupplier, ...sampleSuppliers], totalCount: 4 } },
  play: async ({ canvasElement }) => {
    await findVisible(within(canvasElement).findByRole('row', { name: /华东区域食品原料/ }));
  },
};

export const DenseData: Story = {
  args: { data: { items: densePage, totalCount: 1234 } },
  play: async (context) => {
    const t = storyT(context);
    await findVisible(
      within(context.canvasElement).findByText(
        t('common:pagination.summary', { from: 1, to: 10, total: '1,234' }),
      ),
    );
  },
};
