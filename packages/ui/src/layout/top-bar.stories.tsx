import { findVisible } from '../storybook/find-visible.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { serverLanguages } from '../storybook/shell-fixtures.ts';
import { menuSettled } from '../storybook/menu-settled.ts';
import { storyT } from '../storybook/story-i18n.ts';
import { TopBar } from './top-bar.tsx';

const meta = {
  title: 'Layout/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    collapsed: false,
    onToggleCollapsed: fn(),
    languages: serverLanguages,
    currentLanguage: 'en',
    onLanguageChange: fn(),
    userName: 'admin',
    onEditProfile: fn(),
    onChangePassword: fn(),
    onSignOut: fn(),
  },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    const bar = within(canvasElement).getByRole('banner');
    const toggle = within(bar).getByRole('button', { name: t('layout:collapseMenu') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(args.onToggleCollapsed).toHaveBeenCalledOnce();
  },
};

/** With the menu as a rail the same button expands it again, and says so. */
export const MenuCollapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyT({ globals });
    const toggle = within(canvasElement).getByRole('button', { name: t('layout:expandMenu') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const AccountMenu: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('layout:userMenu', { name: args.userName }) }),
    );
    await userEvent.click(
      await findVisible(screen.findByRole('menuitem', { name: t('common:actions.signOut') })),
    );
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await menuSettled();
  },
};
