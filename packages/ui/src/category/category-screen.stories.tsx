import { ApiError } from '@inventory/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { findVisible } from '../storybook/find-visible.ts';
import { framedInDocs } from '../storybook/framed-in-docs.ts';
import { storyT } from '../storybook/story-i18n.ts';
import { CategoryScreen } from './category-screen.tsx';
import { categoryServerMessages, drinks, nameFieldError, sampleCategories } from './fixtures.ts';

/**
 * The custom items screen by its props: the states and the dialogs. Keyboard, reorder, delete and search are in
 * `Category/CategoryScreen/Tree`; the screen as the app wires it is the route story (apps/web).
 */
const meta = {
  title: 'Category/CategoryScreen',
  component: CategoryScreen,
  parameters: framedInDocs(640),
  args: {
    categories: sampleCategories,
    onRetry: fn(),
    onCreate: fn(async () => undefined),
    onUpdate: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof CategoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const tree = await findVisible(canvas.findByRole('tree', { name: t('category:treeLabel') }));
    const food = within(tree).getByRole('treeitem', { name: /^Food 00001 / });
    await expect(food).toHaveAttribute('aria-expanded', 'true');
    await expect(within(tree).getByRole('treeitem', { name: /^零食 00001\.00001 / })).toHaveAttribute(
      'aria-level',
      '2',
    );
    await expect(canvas.getByText(t('category:details.none'))).toBeVisible();
  },
};

export const CreateRoot: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('category:actions.createRoot') }),
    );
    const dialog = await findVisible(
      screen.findByRole('dialog', { name: t('category:dialogs.createRootTitle') }),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(t('category:fields.name')) }),
      'Tools',
    );
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: t('category:fields.sort') }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: t('category:fields.sort') }), '30');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: t('common:actions.save') }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Tools', sort: 30, parentId: null }),
      ),
    );
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await findVisible(screen.findByText(t('common:messages.createSucceeded')));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CreateChild: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(await findVisible(canvas.findByRole('treeitem', { name: /^Drinks/ })));
    await userEvent.click(canvas.getByRole('button', { name: t('category:actions.createChild') }));
    const dialog = await findVisible(
      screen.findByRole('dialog', { name: t('category:dialogs.createChildTitle', { parent: 'Drinks' }) }),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(t('category:fields.name')) }),
      'Juice',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: t('category:fields.color') }),
      '#336699',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.save') }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Juice', parentId: drinks.id, color: '#336699' }),
      ),
    );
  },
};

/** The server's 400 lands on the field it names; the dialog stays open with what was typed. */
export const FieldErrors: Story = {
  args: { onCreate: fn(() => Promise.reject(nameFieldError())) },
  play: async (context) => {
    const t = storyT(context);
    await userEvent.click(
      within(context.canvasElement).getByRole('button', { name: t('category:actions.createRoot') }),
    );
    const dialog = await findVisible(screen.findByRole('dialog'));
    const name = within(dialog).getByRole('textbox', { name: new RegExp(t('category:fields.name')) });
    await userEvent.type(name, 'Drinks');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.save') }));
    await findVisible(within(dialog).findByText(categoryServerMessages.duplicateName));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Empty: Story = {
  args: { categories: [] },
  play: async (context) => {
    await findVisible(within(context.canvasElement).findByText(storyT(context)('category:empty')));
  },
};

export const Loading: Story = {
  args: { categories: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('category-tree-panel')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(canvasElement).queryByRole('tree')).toBeNull();
  },
};

export const ServerError: Story = {
  args: {
    categories: undefined,
    error: new ApiError({ status: 502, body: 'Bad Gateway', headers: new Headers() }),
  },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await findVisible(canvas.findByText(t('errors:serverError.message')));
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.retry') }));
    await expect(context.args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NoPermission: Story = {
  args: { categories: undefined, forbidden: true },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await findVisible(canvas.findByText(t('kit:table.noPermission')));
    await expect(canvas.queryByRole('button', { name: t('category:actions.createRoot') })).toBeNull();
  },
};

/** Without the change permissions the app passes no callbacks: the details show values and no actions. */
export const ReadOnly: Story = {
  args: { onCreate: undefined, onUpdate: undefined, onDelete: undefined },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await findVisible(canvas.findByRole('treeitem', { name: /^Drinks/ })));
    await findVisible(canvas.findByRole('heading', { name: 'Drinks' }));
    await expect(canvas.queryByRole('button', { name: t('category:actions.createRoot') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('category:actions.edit') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('category:actions.delete') })).toBeNull();
  },
};
