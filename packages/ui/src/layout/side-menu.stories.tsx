import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { adminPolicies, allFeaturesOn, clerkPolicies } from '../storybook/shell-fixtures.ts';
import { storyT } from '../storybook/story-i18n.ts';
import { buildMenu } from './menu-model.ts';
import { SideMenu } from './side-menu.tsx';

const meta = {
  title: 'Layout/SideMenu',
  component: SideMenu,
  parameters: { layout: 'fullscreen' },
  args: {
    menu: buildMenu({ grantedPolicies: adminPolicies, featureValues: allFeaturesOn }),
    activePath: '/sys/store',
    collapsed: false,
    onNavigate: fn(),
  },
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The group of the current page is open and its entry marked; an entry hands its path to the router. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const nav = within(canvasElement).getByRole('navigation', { name: t('layout:navigation') });
    await expect(within(nav).getByRole('link', { name: t('menu:items.warehouses') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: t('menu:items.suppliers') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/sys/supplier');
  },
};

/** Opening another group closes the open one: one group at a time (product-spec §2). */
export const OneGroupAtATime: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const nav = within(canvasElement).getByRole('navigation');
    await userEvent.click(within(nav).getByRole('button', { name: t('menu:groups.business') }));
    await waitFor(() => expect(within(nav).getByRole('link', { name: t('menu:items.stock') })).toBeVisible());
    await waitFor(() =>
      expect(within(nav).queryByRole('link', { name: t('menu:items.warehouses') })).toBeNull(),
    );
  },
};

/** The narrow rail: icons only, each still named for screen readers and titled for the mouse. */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).queryByRole('button', { name: t('menu:groups.system') })).toBeNull();
    const users = within(nav).getByRole('link', { name: t('menu:items.users') });
    await expect(users).toHaveAttribute('title', t('menu:items.users'));
    await userEvent.click(users);
    await expect(args.onNavigate).toHaveBeenCalledWith('/system/users');
  },
};

/** A clerk sees only what their permissions and the tenant's features allow (buildMenu filters). */
export const Clerk: Story = {
  args: {
    menu: buildMenu({ grantedPolicies: clerkPolicies, featureValues: allFeaturesOn }),
    activePath: '/sys/inventory',
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: t('menu:items.stock') })).toBeVisible();
    await expect(within(nav).queryByRole('button', { name: t('menu:groups.system') })).toBeNull();
  },
};
