import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { findVisible } from '../storybook/find-visible.ts';
import { framedInDocs } from '../storybook/framed-in-docs.ts';
import { storyT } from '../storybook/story-i18n.ts';
import { CategoryScreen } from './category-screen.tsx';
import { categoryServerMessages, food, fruit, inUseRefusal, sampleCategories, snacks } from './fixtures.ts';

/** The tree by keyboard and the actions on a category: reorder, delete (and its refusal), search. */
const meta = {
  title: 'Category/CategoryScreen/Tree',
  component: CategoryScreen,
  parameters: framedInDocs(640),
  args: {
    categories: sampleCategories,
    onCreate: fn(async () => undefined),
    onUpdate: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof CategoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const focused = () => document.activeElement;

/** Arrows move and open/close, Home/End jump, F2 edits; after the dialog, focus is back on the same row. */
export const Keyboard: Story = {
  play: async (context) => {
    const t = storyT(context);
    const tree = await findVisible(within(context.canvasElement).findByRole('tree'));
    const item = (name: RegExp) => within(tree).getByRole('treeitem', { name });
    await userEvent.click(item(/^Food/));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focused()).toBe(item(/^零食/)));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(focused()).toBe(item(/^Food/)));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(item(/^Food/)).toHaveAttribute('aria-expanded', 'false'));
    await expect(within(tree).queryByRole('treeitem', { name: /^零食/ })).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(item(/^Food/)).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(focused()).toBe(item(/^Packaging/)));
    await expect(item(/^Packaging/)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(focused()).toBe(item(/^Food/)));
    await userEvent.keyboard('{F2}');
    const dialog = await findVisible(screen.findByRole('dialog', { name: t('category:dialogs.editTitle') }));
    await expect(
      within(dialog).getByRole('textbox', { name: new RegExp(t('category:fields.name')) }),
    ).toHaveValue('Food');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(focused()).toBe(item(/^Food/)));
  },
};

/** Alt+↑ moves a category above its sibling by saving both sort values (the move buttons do the same). */
export const Reorder: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await findVisible(canvas.findByRole('treeitem', { name: /^Fresh fruit/ })));
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(args.onUpdate).toHaveBeenCalledTimes(2));
    await expect(args.onUpdate).toHaveBeenCalledWith(
      fruit,
      expect.objectContaining({ name: fruit.name, sort: 0 }),
    );
    await expect(args.onUpdate).toHaveBeenCalledWith(snacks, expect.objectContaining({ sort: 10 }));
    await findVisible(screen.findByText(t('category:moved')));
    await expect(focused()).toBe(canvas.getByRole('treeitem', { name: /^Fresh fruit/ }));
  },
};

/** The server refuses to delete a category still in use: its words are shown, nothing else happens. */
export const DeleteRefused: Story = {
  args: { onDelete: fn(() => Promise.reject(inUseRefusal())) },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await findVisible(canvas.findByRole('treeitem', { name: /^Food/ })));
    await userEvent.keyboard('{Delete}');
    const confirm = await findVisible(
      screen.findByRole('alertdialog', { name: t('common:confirm.deleteTitle', { name: 'Food' }) }),
    );
    await userEvent.click(within(confirm).getByRole('button', { name: t('common:actions.delete') }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(food));
    await findVisible(screen.findByText(categoryServerMessages.inUse));
    await expect(screen.queryByText(t('common:messages.deleteSucceeded'))).toBeNull();
  },
};

export const DeleteUnused: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await findVisible(canvas.findByRole('treeitem', { name: /^Packaging/ })));
    await userEvent.click(canvas.getByRole('button', { name: t('category:actions.delete') }));
    const confirm = await findVisible(screen.findByRole('alertdialog'));
    await userEvent.click(within(confirm).getByRole('button', { name: t('common:actions.delete') }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledOnce());
    await findVisible(screen.findByText(t('common:messages.deleteSucceeded')));
  },
};

/** The search keeps matches (by name or code) with their ancestors; nothing matching says so. */
export const Search: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const search = await findVisible(canvas.findByRole('searchbox', { name: t('category:search.label') }));
    await userEvent.type(search, 'tea');
    const tree = canvas.getByRole('tree');
    await waitFor(() => expect(within(tree).getAllByRole('treeitem')).toHaveLength(2));
    await expect(within(tree).getByRole('treeitem', { name: /^Drinks/ })).toBeVisible();
    await expect(within(tree).getByRole('treeitem', { name: /^Tea and infusions/ })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like it');
    await findVisible(canvas.findByText(t('category:search.noMatch', { query: 'nothing like it' })));
  },
};
