import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { SessionEndedDialog } from './session-ended-dialog.tsx';

const meta = {
  title: 'Feedback/SessionEndedDialog',
  component: SessionEndedDialog,
  parameters: { visual: { target: 'viewport' } },
  args: { open: true, signingIn: false, popupFailed: false, onSignIn: fn(), onSignInHere: fn() },
} satisfies Meta<typeof SessionEndedDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ended: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session has ended' });
    await expect(dialog).toHaveTextContent('What you have entered stays here');
    // Nothing but signing in closes it: the requests behind it wait for the new session.
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(screen.queryByRole('button', { name: /Sign in on this page/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(args.onSignIn).toHaveBeenCalledOnce());
  },
};

export const SigningIn: Story = {
  args: { signingIn: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session has ended' });
    await expect(dialog.querySelector('[data-loading]')).not.toBeNull();
  },
};

export const PopupFailed: Story = {
  args: { popupFailed: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session has ended' });
    await expect(screen.getByRole('alert')).toHaveTextContent('Allow pop-ups for this site');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in again' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: /Sign in on this page/ }));
    await waitFor(() => expect(args.onSignInHere).toHaveBeenCalledOnce());
    await expect(dialog).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  args: { popupFailed: true },
  play: async () => {
    await screen.findByRole('alertdialog', { name: '登录已过期' });
    await expect(screen.getByRole('button', { name: '重新登录' })).toBeVisible();
  },
};

export const Closed: Story = {
  args: { open: false },
  parameters: { visual: { target: 'root' } },
  play: async () => {
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};
