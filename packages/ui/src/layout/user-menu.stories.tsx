import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyTexts } from '../storybook/story-texts.ts';
import { UserMenu, type UserMenuProps } from './user-menu.tsx';

const meta = {
  title: 'Layout/UserMenu',
  component: UserMenu,
  args: { userName: 'admin', onEditProfile: fn(), onChangePassword: fn(), onSignOut: fn() },
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The closed menu's popup has finished leaving (it stays in the DOM, hidden), so the picture is the settled one. */
async function menuSettled() {
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  await waitFor(() => {
    const popup = document.querySelector('[data-scope="menu"][data-part="content"]');
    expect(popup === null || popup.hasAttribute('hidden')).toBe(true);
  });
}

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
      const t = storyTexts(globals);
      const trigger = within(canvasElement).getByRole('button', {
        name: t('layout:userMenu', { name: args.userName }),
      });
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('menuitem', { name: t(`common:actions.${entry}`) }));
      // The menu closes and hands focus back to its button, as a keyboard user expects.
      await menuSettled();
      // Where focus lands after a pointer choice, and whether it is ringed, is the browser's heuristic: the
      // picture is of the closed menu alone.
      (document.activeElement as HTMLElement | null)?.blur();
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
    const t = storyTexts(globals);
    within(canvasElement)
      .getByRole('button', { name: t('layout:userMenu', { name: args.userName }) })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menu')).toBeVisible());
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(args.onSignOut).toHaveBeenCalledOnce());
    await menuSettled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A long name stays on one line beside the glyph. */
export const LongName: Story = {
  args: { userName: 'maximilian.oberhuber-lindqvist' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    await expect(
      within(canvasElement).getByRole('button', { name: t('layout:userMenu', { name: args.userName }) }),
    ).toBeVisible();
  },
};
