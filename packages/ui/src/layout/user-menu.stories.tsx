import { findVisible } from '../storybook/find-visible.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { menuSettled } from '../storybook/menu-settled.ts';
import { storyT } from '../storybook/story-i18n.ts';
import { UserMenu, type UserMenuProps } from './user-menu.tsx';

const meta = {
  title: 'Layout/UserMenu',
  component: UserMenu,
  args: { userName: 'admin', onEditProfile: fn(), onChangePassword: fn(), onSignOut: fn() },
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

type Entry = 'editProfile' | 'changePassword' | 'signOut';
const callbacks: Record<Entry, keyof UserMenuProps> = {
  editProfile: 'onEditProfile',
  changePassword: 'onChangePassword',
  signOut: 'onSignOut',
};

/** Each entry calls its own callback once and no other. */
function choosing(entry: Entry): Story {
  return {
    play: async ({ canvasElement, args, globals }) => {
      const t = storyT({ globals });
      const trigger = within(canvasElement).getByRole('button', {
        name: t('layout:userMenu', { name: args.userName }),
      });
      await userEvent.click(trigger);
      await userEvent.click(
        await findVisible(screen.findByRole('menuitem', { name: t(`common:actions.${entry}`) })),
      );
      // The menu closes and hands focus back to its button, as a keyboard user expects.
      await menuSettled();
      for (const [other, callback] of Object.entries(callbacks)) {
        if (other === entry) await expect(args[callback]).toHaveBeenCalledOnce();
        else await expect(args[callback]).not.toHaveBeenCalled();
      }
    },
  };
}

export const EditProfile = choosing('editProfile');
export const ChangePassword = choosing('changePassword');
export const SignOut = choosing('signOut');

export const ByKeyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    within(canvasElement)
      .getByRole('button', { name: t('layout:userMenu', { name: args.userName }) })
      .focus();
    await userEvent.keyboard('{Enter}');
    const menu = await findVisible(screen.findByRole('menu'));
    // Keys go where the focus is: wait until the menu has it, as a keyboard user waits for the menu to appear.
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{End}');
    const signOut = screen.getByRole('menuitem', { name: t('common:actions.signOut') });
    await waitFor(() => expect(signOut).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSignOut).toHaveBeenCalledOnce());
    await menuSettled();
  },
};

/** A long name stays on one line beside the glyph. */
export const LongName: Story = {
  args: { userName: 'maximilian.oberhuber-lindqvist' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT({ globals });
    await expect(
      within(canvasElement).getByRole('button', { name: t('layout:userMenu', { name: args.userName }) }),
    ).toBeVisible();
  },
};
