import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ErrorCodes, Features, endpoints } from '@inventory/contracts';
import { createScenarios } from '@inventory/contracts/mocks';
import { findVisible, frameOf, storyT } from '@inventory/ui/storybook';
import { configurationWith } from '../storybook/story-configuration.ts';
import { renderRouteStory, routeStoryParameters, type RouteStoryArgs } from '../storybook/route-story.tsx';
import { routeStateStories } from '../storybook/route-state-stories.ts';
import { CategoriesRoute } from './categories-route.tsx';

const scenarios = createScenarios();
const category = endpoints.category;

/** /sys/classify as the app mounts it (app/routes.tsx), over the mock server. */
const meta = {
  title: 'Category/CategoriesRoute',
  component: CategoriesRoute,
  render: (args: RouteStoryArgs, context) => renderRouteStory(args, context),
  parameters: { ...routeStoryParameters },
  args: { url: '/sys/classify' },
} satisfies Meta<RouteStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = routeStateStories({
  list: category.list,
  emptyKey: 'category:empty',
  withoutAccess: ['Inventory.Skus'],
  content: 'tree',
});

const topLevelNames = (tree: HTMLElement) =>
  within(tree)
    .getAllByRole('treeitem')
    .filter((item) => item.getAttribute('aria-level') === '1')
    .map((item) => item.getAttribute('data-id'));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = await findVisible(canvas.findByRole('tree'));
    await findVisible(within(tree).findByRole('treeitem', { name: /^Food/ }));
    await expect(within(tree).getByRole('treeitem', { name: /^零食/ })).toHaveAttribute('aria-level', '2');
  },
};

/** A sub-category saved through the mock server appears under its parent, selected. */
export const CreateChild: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await userEvent.click(await findVisible(canvas.findByRole('treeitem', { name: /^Drinks/ })));
    await userEvent.keyboard('{Insert}');
    const dialog = await findVisible(
      screen.findByRole('dialog', { name: t('category:dialogs.createChildTitle', { parent: 'Drinks' }) }),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(t('category:fields.name')) }),
      'Juice',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.save') }));
    const juice = await findVisible(canvas.findByRole('treeitem', { name: /^Juice/ }));
    await expect(juice).toHaveAttribute('aria-level', '2');
    await expect(juice).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** "Move up" saves the sort order; the reloaded tree shows the new order. */
export const Reorder: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    const tree = await findVisible(canvas.findByRole('tree'));
    const food = await findVisible(within(tree).findByRole('treeitem', { name: /^Food/ }));
    const drinks = within(tree).getByRole('treeitem', { name: /^Drinks/ });
    const before = topLevelNames(tree);
    await expect(before.indexOf(food.dataset['id'] ?? '')).toBeLessThan(
      before.indexOf(drinks.dataset['id'] ?? ''),
    );
    await userEvent.click(drinks);
    await userEvent.click(canvas.getByRole('button', { name: t('category:actions.moveUp') }));
    await waitFor(() => expect(topLevelNames(tree)[0]).toBe(drinks.dataset['id']));
    await findVisible(screen.findByText(t('category:moved')));
  },
};

/** The server refuses to delete a category in use: its words are shown, the tree keeps it. */
export const DeleteRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...scenarios.business(
        category.delete,
        ErrorCodes.CategoryHasChildren,
        "The category 'Food' still has sub-categories (1) or SKUs (2) and cannot be deleted.",
      ),
    );
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await userEvent.click(await findVisible(canvas.findByRole('treeitem', { name: /^Food/ })));
    await userEvent.click(canvas.getByRole('button', { name: t('category:actions.delete') }));
    const confirm = await findVisible(
      screen.findByRole('alertdialog', { name: t('common:confirm.deleteTitle', { name: 'Food' }) }),
    );
    await userEvent.click(within(confirm).getByRole('button', { name: t('common:actions.delete') }));
    const error = await findVisible(
      screen.findByRole('alertdialog', { name: t('errors:requestError.title') }),
    );
    await expect(error).toHaveTextContent("The category 'Food' still has sub-categories (1) or SKUs (2)");
    await userEvent.click(within(error).getByRole('button', { name: t('common:actions.ok') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('treeitem', { name: /^Food/ })).toBeVisible();
  },
};

/** The search is in the address: a shared link opens the tree filtered. */
export const SharedSearch: Story = {
  args: { url: '/sys/classify?q=%E9%9B%B6' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    const tree = await findVisible(canvas.findByRole('tree'));
    await findVisible(within(tree).findByRole('treeitem', { name: /^零食/ }));
    await expect(within(tree).queryByRole('treeitem', { name: /^Drinks/ })).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: t('category:search.label') })).toHaveValue('零');
  },
};

export const Empty: Story = states.empty;

export const ServerError: Story = states.serverError;

/** The menu shows custom items without a feature, but the calls need the SKU feature: its 403 is "no access". */
export const SkuFeatureOff: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...configurationWith({
        policies: ['Inventory.Categories', 'Inventory.Categories.Create'],
        features: { [Features.Sku]: 'False' },
      }),
      ...scenarios.failing(category.list, 403),
    );
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const t = storyT(context);
    await findVisible(canvas.findByText(t('kit:table.noPermission')));
    await expect(canvas.queryByRole('button', { name: t('category:actions.createRoot') })).toBeNull();
  },
};

export const NoAccess: Story = states.noAccess;

/** Where the tree and the details stand at a width, and whether the page scrolls sideways. */
async function layoutAt(context: { canvasElement: HTMLElement; globals: Record<string, unknown> }) {
  const canvas = within(context.canvasElement);
  const tree = await findVisible(canvas.findByRole('tree'));
  await userEvent.click(within(tree).getByRole('treeitem', { name: /^Food/ }));
  const details = canvas.getByRole('region', { name: storyT(context)('category:details.label') });
  const main = canvas.getByRole('main');
  return {
    tree: tree.getBoundingClientRect(),
    details: details.getBoundingClientRect(),
    overflows: main.scrollWidth > main.clientWidth,
  };
}

/** At the smallest breakpoint (720 px, menu beside the page) the details go under the tree; nothing scrolls sideways. */
export const AtCompactWidth: Story = {
  args: { shell: true },
  decorators: [frameOf(720)],
  play: async (context) => {
    const layout = await layoutAt(context);
    await expect(layout.details.top).toBeGreaterThanOrEqual(layout.tree.bottom);
    await expect(layout.overflows).toBe(false);
  },
};

/** At the widest breakpoint (1920 px) the details stand beside the tree. */
export const AtWideWidth: Story = {
  args: { shell: true },
  decorators: [frameOf(1920)],
  play: async (context) => {
    const layout = await layoutAt(context);
    await expect(layout.details.left).toBeGreaterThanOrEqual(layout.tree.right);
    await expect(layout.overflows).toBe(false);
  },
};
